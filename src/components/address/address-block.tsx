import { addressLines, type Address } from '@/lib/address'

/**
 * An address as it goes on a parcel (name, company, street, town, country), then the phone and the
 * company's identifiers when present: the lines `addressLines` gives every screen. Shown by the
 * admin's order details; the customer's and the pro's histories can show their orders' copies the
 * same way (read them with `readAddressCopy`).
 */
export function AddressBlock({ address, className = '' }: { address: Address; className?: string }) {
  return (
    <address className={`text-sm not-italic ${className}`}>
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
