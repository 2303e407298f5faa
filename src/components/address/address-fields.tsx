import { SelectField, TextField } from '@/components/form'
import { addressesTextMax } from '@/lib/pocketbase-types'
import { COUNTRIES, type Address, type AddressErrors, type AddressField } from '@/lib/address'

export interface AddressFieldsProps {
  /** The address being typed (controlled: keep it in the form's state, never reset it on an error). */
  value: Address
  /** Receives the whole next address at every change. */
  onChange: (next: Address) => void
  /** Field → message, shown under the field (`checkAddress(…).errors`, or `addressErrorsFrom(failure.fields, prefix)`). */
  errors?: AddressErrors
  /**
   * Makes the controls unique when a page shows two addresses: 'shipping' gives the ids
   * `shipping-postal_code`… and the names `shipping.postal_code`… (the server's field names).
   */
  idPrefix: string
  /** A delivery address: the phone is required (for the carrier). Default true; false for a billing address. */
  requirePhone?: boolean
  /** Also asks for the company, its SIRET and its VAT number (e.g. a professional's billing address). */
  showCompanyFields?: boolean
  disabled?: boolean
  /** The browser's autofill section ('shipping' or 'billing'), so it fills each address with its own data. */
  autoCompleteSection?: 'shipping' | 'billing'
}

/**
 * The fields of an address (docs/adr/0035), for the address book and the checkout's delivery and
 * billing addresses: labels, autofill tokens, numeric keyboards, required marks, and each error under
 * its field (`aria-invalid`, `aria-describedby`). It renders the fields only: wrap them in a
 * `<fieldset>` with a `<legend>` ('Adresse de livraison'…) inside a `noValidate` form, and check the
 * address with `addressSchema` / `checkAddress` (src/lib/address.ts) before sending it.
 */
/** Typed with spaces (« 732 829 320 00074 »), counted without: no maxLength. */
const SPACED_NUMBERS: readonly string[] = ['siret', 'vat_number']

export function AddressFields({
  value,
  onChange,
  errors = {},
  idPrefix,
  requirePhone = true,
  showCompanyFields = false,
  disabled = false,
  autoCompleteSection,
}: AddressFieldsProps) {
  const control = (field: AddressField, autoComplete: string) => ({
    id: `${idPrefix}-${field}`,
    name: `${idPrefix}.${field}`,
    value: value[field],
    error: errors[field],
    disabled,
    // The address book's limits (the checkout's addresses follow the same rules, src/lib/address.ts);
    // not on the numbers, whose spaces the server takes out before it counts.
    maxLength:
      field in addressesTextMax && !SPACED_NUMBERS.includes(field) ? addressesTextMax[field as keyof typeof addressesTextMax] : undefined,
    autoComplete: autoComplete === 'off' || !autoCompleteSection ? autoComplete : `${autoCompleteSection} ${autoComplete}`,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value }),
  })
  const knownCountry = COUNTRIES.some((country) => country.code === value.country)

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Nom et prénom" required {...control('full_name', 'name')} fieldClassName="sm:col-span-2" />
      {showCompanyFields && (
        <TextField label="Société" hint="Facultatif." {...control('company', 'organization')} fieldClassName="sm:col-span-2" />
      )}
      <TextField label="Adresse" hint="Numéro et rue." required {...control('line1', 'address-line1')} fieldClassName="sm:col-span-2" />
      <TextField
        label="Complément d’adresse"
        hint="Facultatif : bâtiment, étage, digicode…"
        {...control('line2', 'address-line2')}
        fieldClassName="sm:col-span-2"
      />
      <TextField label="Code postal" required inputMode="numeric" spellCheck={false} {...control('postal_code', 'postal-code')} />
      <TextField label="Ville" required {...control('city', 'address-level2')} />
      <SelectField label="Pays" required {...control('country', 'country')}>
        {!knownCountry && (
          <option value="" disabled>
            Choisissez un pays
          </option>
        )}
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Téléphone"
        type="tel"
        inputMode="tel"
        required={requirePhone}
        hint={requirePhone ? 'Pour le transporteur, en cas de besoin pendant la livraison.' : 'Facultatif.'}
        {...control('phone', 'tel')}
      />
      {showCompanyFields && (
        <>
          <TextField
            label="Numéro SIRET"
            hint="Facultatif : 14 chiffres."
            inputMode="numeric"
            spellCheck={false}
            {...control('siret', 'off')}
          />
          <TextField
            label="Numéro de TVA intracommunautaire"
            hint="Facultatif, par exemple FR32123456789."
            autoCapitalize="characters"
            spellCheck={false}
            {...control('vat_number', 'off')}
          />
        </>
      )}
    </div>
  )
}
