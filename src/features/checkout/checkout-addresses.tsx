import type { Dispatch, SetStateAction } from 'react'
import { AddressFields } from '@/components/address/address-fields'
import { addressLines, addressOf } from '@/lib/address'
import { CheckboxField } from '@/components/form'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import type { CompanyOnFile } from './api'
import { NEW_ADDRESS, type CheckoutDraft } from './checkout-draft'
import { errorsFor, type FieldErrors } from './checkout-form'
import {
  BILLED_TO,
  BILLING_CHOICE,
  BILLING_HEADING,
  BILLING_SAME,
  CARDS_BILLING_NOTE,
  DELIVERY_CHOICE,
  DELIVERY_HEADING,
  NEW_ADDRESS_LABEL,
  SAVE_ADDRESS,
} from './checkout-messages'

const sectionClass = 'rounded-3xl border border-line bg-surface p-6'

/** One address book entry on one line, as a choice's label. */
function summary(record: AddressesRecord): string {
  return addressLines(addressOf(record)).join(', ')
}

/**
 * The delivery address (an address book entry, the default one preselected, or a new one, kept in
 * the book unless unticked) and the billing address (the same by default; a pro's shows the
 * company, SIRET and VAT number fields). Gift cards alone ship nothing (docs/adr/0119): the address
 * chosen or typed the same way is the billing address, without the carrier's phone.
 */
export function CheckoutAddresses({
  addresses,
  draft,
  onDraftChange,
  errors,
  pro,
  companyOnFile = null,
  cardsOnly = false,
  disabled,
}: {
  addresses: readonly AddressesRecord[]
  draft: CheckoutDraft
  onDraftChange: Dispatch<SetStateAction<CheckoutDraft>>
  errors: FieldErrors
  pro: boolean
  /** A pro's company on file: named on the invoice even when billed at the delivery address (docs/adr/0080). */
  companyOnFile?: CompanyOnFile | null
  /** Gift cards alone: a billing address only. */
  cardsOnly?: boolean
  disabled: boolean
}) {
  if (cardsOnly) {
    return (
      <section aria-labelledby="checkout-billing" className={sectionClass}>
        <h2 id="checkout-billing" className="text-2xl font-semibold">
          {BILLING_HEADING}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{CARDS_BILLING_NOTE}</p>
        <AddressChoice
          addresses={addresses}
          draft={draft}
          onDraftChange={onDraftChange}
          errors={errors}
          prefix="billing"
          disabled={disabled}
        />
        {pro && companyOnFile && <BilledCompany company={companyOnFile} />}
      </section>
    )
  }

  return (
    <>
      <section aria-labelledby="checkout-delivery" className={sectionClass}>
        <h2 id="checkout-delivery" className="text-2xl font-semibold">
          {DELIVERY_HEADING}
        </h2>
        <AddressChoice
          addresses={addresses}
          draft={draft}
          onDraftChange={onDraftChange}
          errors={errors}
          prefix="shipping"
          disabled={disabled}
        />
      </section>

      <section aria-labelledby="checkout-billing" className={sectionClass}>
        <h2 id="checkout-billing" className="text-2xl font-semibold">
          {BILLING_HEADING}
        </h2>
        <CheckboxField
          fieldClassName="mt-5"
          label={BILLING_SAME}
          checked={draft.billingSame}
          disabled={disabled}
          onChange={(event) => {
            const billingSame = event.currentTarget.checked
            onDraftChange((previous) => ({ ...previous, billingSame }))
          }}
        />
        {pro && draft.billingSame && companyOnFile && <BilledCompany company={companyOnFile} />}
        {!draft.billingSame && (
          <div className="mt-5">
            <AddressFields
              value={draft.billing}
              onChange={(billing) => onDraftChange((previous) => ({ ...previous, billing }))}
              errors={errorsFor('billing', errors)}
              idPrefix="billing"
              autoCompleteSection="billing"
              requirePhone={false}
              showCompanyFields={pro}
              disabled={disabled}
            />
          </div>
        )}
      </section>
    </>
  )
}

/**
 * An address book entry or a new address (the draft's `delivery` and `shipping`). As the delivery
 * address (`shipping`): the carrier's phone, and the new one kept in the book unless unticked. As a
 * card order's billing address (`billing`): no phone needed, so not kept in the book (whose
 * addresses have one).
 */
function AddressChoice({
  addresses,
  draft,
  onDraftChange,
  errors,
  prefix,
  disabled,
}: {
  addresses: readonly AddressesRecord[]
  draft: CheckoutDraft
  onDraftChange: Dispatch<SetStateAction<CheckoutDraft>>
  errors: FieldErrors
  prefix: 'shipping' | 'billing'
  disabled: boolean
}) {
  const delivery = prefix === 'shipping'
  const isNew = draft.delivery === NEW_ADDRESS
  // A refusal about a saved address cannot be shown by a field of this form: it is listed instead.
  const chosenErrors = isNew ? [] : Object.values(errorsFor(prefix, errors))
  return (
    <>
      {addresses.length > 0 && (
        <fieldset className="mt-5 space-y-3" disabled={disabled}>
          <legend className="sr-only">{delivery ? DELIVERY_CHOICE : BILLING_CHOICE}</legend>
          {[
            ...addresses.map((address) => ({ id: address.id, label: summary(address) })),
            { id: NEW_ADDRESS, label: NEW_ADDRESS_LABEL },
          ].map((choice) => (
            <label
              key={choice.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 text-sm has-[:checked]:border-accent"
            >
              <input
                type="radio"
                name="delivery"
                value={choice.id}
                checked={draft.delivery === choice.id}
                onChange={() => onDraftChange((previous) => ({ ...previous, delivery: choice.id }))}
                className="mt-0.5 size-4 shrink-0 accent-[var(--ep-accent)]"
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {chosenErrors.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-danger-700 dark:text-danger-100">
          {chosenErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {isNew && (
        <div className="mt-5 space-y-5">
          <AddressFields
            value={draft.shipping}
            onChange={(shipping) => onDraftChange((previous) => ({ ...previous, shipping }))}
            errors={errorsFor(prefix, errors)}
            idPrefix={prefix}
            autoCompleteSection={prefix}
            requirePhone={delivery}
            showCompanyFields={false}
            disabled={disabled}
          />
          {delivery && (
            <CheckboxField
              label={SAVE_ADDRESS}
              checked={draft.saveShipping}
              disabled={disabled}
              onChange={(event) => {
                const saveShipping = event.currentTarget.checked
                onDraftChange((previous) => ({ ...previous, saveShipping }))
              }}
            />
          )}
        </div>
      )}
    </>
  )
}

/** « Facturé à » the pro's company on file, when the billing address is the delivery one. */
function BilledCompany({ company }: { company: CompanyOnFile }) {
  const number = company.siret.length === 14 ? `SIRET ${company.siret}` : company.siret ? `SIREN ${company.siret}` : ''
  return (
    <p className="mt-4 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
      <span className="font-medium">{BILLED_TO}</span>{' '}
      {[company.company, number, company.vat_number && `TVA ${company.vat_number}`].filter(Boolean).join(' · ')}
    </p>
  )
}
