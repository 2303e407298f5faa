import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AddressFields } from '@/components/address/address-fields'
import { CheckboxField, FormAlert, SubmitButton } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { ADDRESS_FIELDS, addressErrorsFrom, addressOf, checkAddress, emptyAddress, type Address, type AddressErrors } from '@/lib/address'
import { FIX_THE_FIELDS, formFailure } from '@/lib/form-errors'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { ADDRESS_BOOK_TEXTS as T } from './address-book-texts'

/** Every entry of the book may be used for a delivery: the phone is required (docs/adr/0035). */
const RULES = { requirePhone: true }
const ID_PREFIX = 'address-book'

export interface AddressFormProps {
  /** The address changed, or null for a new one. */
  record: AddressesRecord | null
  /** Offer 'Utiliser comme adresse par défaut' (not for the first address, nor for the default itself). */
  canChooseDefault: boolean
  /** Sends the address (already checked and normalized); rejects with the server's error. */
  onSave: (address: Address, isDefault: boolean) => Promise<unknown>
  onCancel: () => void
}

/**
 * Adds or changes an address: the shared fields, the rules' messages before anything is sent, then
 * the server's own (through the one funnel, lib/form-errors). Nothing typed is lost on an error.
 */
export function AddressForm({ record, canChooseDefault, onSave, onCancel }: AddressFormProps) {
  const [value, setValue] = useState<Address>(() => (record ? addressOf(record) : emptyAddress()))
  const [isDefault, setIsDefault] = useState(false)
  const [errors, setErrors] = useState<AddressErrors>({})
  const [alert, setAlert] = useState('')
  const [busy, setBusy] = useState(false)
  /** The field to focus once the form is usable again (a new object each time, to focus it again). */
  const [focusTarget, setFocusTarget] = useState<{ field: string } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = `${ID_PREFIX}-form-title`

  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    if (focusTarget && !busy) document.getElementById(`${ID_PREFIX}-${focusTarget.field}`)?.focus()
  }, [focusTarget, busy])

  /** Once a field has a message, it follows what is typed (fixed → gone; still wrong → the new reason). */
  function onChange(next: Address) {
    const changed = ADDRESS_FIELDS.filter((field) => next[field] !== value[field] && errors[field])
    if (changed.length > 0) {
      const now = checkAddress(next, RULES).errors
      setErrors((previous) => {
        const updated = { ...previous }
        for (const field of changed) {
          if (now[field]) updated[field] = now[field]
          else delete updated[field]
        }
        return updated
      })
    }
    setValue(next)
  }

  function focusFirstError(found: AddressErrors) {
    const first = ADDRESS_FIELDS.find((field) => found[field])
    if (first) setFocusTarget({ field: first })
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const checked = checkAddress(value, RULES)
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0) {
      setAlert(FIX_THE_FIELDS)
      focusFirstError(checked.errors)
      return
    }
    setAlert('')
    setBusy(true)
    try {
      await onSave(checked.address, isDefault)
    } catch (error: unknown) {
      // PocketBase's own record endpoint: its sentences are English (the hook's French ones come per field).
      const failure = formFailure(error, { fallback: T.saveFailed })
      const fieldErrors = addressErrorsFrom(failure.fields)
      setErrors(fieldErrors)
      setAlert(failure.message)
      focusFirstError(fieldErrors)
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5 rounded-3xl border border-line bg-surface p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {record ? T.editTitle : T.newTitle}
      </h3>
      <FormAlert>{alert}</FormAlert>
      <AddressFields idPrefix={ID_PREFIX} value={value} onChange={onChange} errors={errors} disabled={busy} />
      {canChooseDefault && (
        <CheckboxField
          label={T.useAsDefault}
          name="is_default"
          checked={isDefault}
          disabled={busy}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
        <button type="button" onClick={onCancel} disabled={busy} className={`${secondaryButtonClass} min-h-11`}>
          {T.cancel}
        </button>
      </div>
    </form>
  )
}
