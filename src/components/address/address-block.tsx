import { countryName, type AddressCopy } from './address-copy'

/** An address as it goes on a parcel, then the phone and the company's identifiers when present. */
export function AddressBlock({ address, className = '' }: { address: AddressCopy; className?: string }) {
  const lines = [
    address.full_name,
    address.company,
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    countryName(address.country),
  ].filter(Boolean)
  return (
    <address className={`text-sm not-italic ${className}`}>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {address.phone && <span className="mt-1 block">Tél. : {address.phone}</span>}
      {address.siret && <span className="block">SIRET : {address.siret}</span>}
      {address.vat_number && <span className="block">N° de TVA : {address.vat_number}</span>}
    </address>
  )
}
