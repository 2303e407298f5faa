import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { AddressFields } from '@/components/address/address-fields'
import { CheckboxField, DataNotice, FormAlert, SubmitButton, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { ADDRESS_FIELDS, addressErrorsFrom, addressOf, checkAddress, emptyAddress, type Address, type AddressErrors } from '@/lib/address'
import { FIX_THE_FIELDS } from '@/lib/form-errors'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import type { AccountAnswer } from '../account-route'
import { ADDRESS_BOOK_RULES, ADDRESS_FORM_PREFIX, type AddressBookResult } from './address-book-actions'
import { ADDRESS_BOOK_TEXTS as T } from './address-book-texts'

export interface AddressFormProps {
  /** The address changed, or null for a new one. */
  record: AddressesRecord | null
  /** Offer 'Utiliser comme adresse par défaut' (not for the first address, nor for the default itself). */
  canChooseDefault: boolean
  /** The address was saved: `message` says so. */
  onSaved: (message: string) => void
  onCancel: () => void
}

/** The form's control names for the fields to fix (useFocusFirstError follows the form's order). */
const controlNames = (errors: AddressErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${ADDRESS_FORM_PREFIX}.${field}`, message ?? '']))

/**
 * Adds or changes an address through /account's action (address-book-actions.ts): the rules'
 * messages before anything is sent (and, once shown, following what is typed), then the server's own
 * (through the one funnel, lib/form-errors). Nothing typed is lost on an error.
 */
export function AddressForm({ record, canChooseDefault, onSaved, onCancel }: AddressFormProps) {
  const answer = useActionData<AccountAnswer>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'address-save'
  // The shared address fields are controlled (components/address/address-fields.tsx, also the checkout's).
  const [value, setValue] = useState<Address>(() => (record ? addressOf(record) : emptyAddress()))
  const [errors, setErrors] = useState<AddressErrors>({})
  const [alert, setAlert] = useState('')
  /** The fields to fix after a submit (a new object each time: the focus goes to the first one). */
  const [refusal, setRefusal] = useState<{ fields: Record<string, string> } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = `${ADDRESS_FORM_PREFIX}-form-title`
  useFocusFirstError(formRef, refusal)

  useEffect(() => heading.current?.focus(), [])

  // The action's answer to this form: saved (the book closes the form), or the server's messages on
  // the fields. An answer from before the form opened (the previous address saved) is not its own.
  const mine = answer?.intent === 'address-save' ? (answer as AddressBookResult) : undefined
  const [seen, setSeen] = useState(mine)
  const [saved, setSaved] = useState<string | null>(null)
  if (mine !== seen) {
    setSeen(mine)
    if (mine?.status === 'error') {
      const fieldErrors = addressErrorsFrom(mine.fields)
      setErrors(fieldErrors)
      setAlert(mine.message)
      setRefusal({ fields: controlNames(fieldErrors) })
    } else if (mine?.status === 'done') setSaved(mine.message)
  }
  useEffect(() => {
    if (saved !== null) onSaved(saved)
  }, [saved, onSaved])

  /** Once a field has a message, it follows what is typed (fixed → gone; still wrong → the new reason). */
  function onChange(next: Address) {
    const changed = ADDRESS_FIELDS.filter((field) => next[field] !== value[field] && errors[field])
    if (changed.length > 0) {
      const now = checkAddress(next, ADDRESS_BOOK_RULES).errors
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

  // A prevented submit is not sent (react-router's Form): the rules' messages come first.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkAddress(value, ADDRESS_BOOK_RULES)
    setErrors(checked.errors)
    if (busy || Object.keys(checked.errors).length > 0) {
      event.preventDefault()
      if (busy) return
      setAlert(FIX_THE_FIELDS)
      setRefusal({ fields: controlNames(checked.errors) })
      return
    }
    setAlert('')
    setRefusal(null)
  }

  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="space-y-5 rounded-3xl border border-line bg-surface p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {record ? T.editTitle : T.newTitle}
      </h3>
      <input type="hidden" name="intent" value="address-save" />
      <input type="hidden" name="id" value={record?.id ?? ''} />
      <FormAlert>{alert}</FormAlert>
      <AddressFields idPrefix={ADDRESS_FORM_PREFIX} value={value} onChange={onChange} errors={errors} disabled={busy} />
      {canChooseDefault && <CheckboxField label={T.useAsDefault} name="is_default" disabled={busy} />}
      <DataNotice purpose="Vos adresses servent à livrer et à facturer vos commandes." />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
        <button type="button" onClick={onCancel} disabled={busy} className={`${secondaryButtonClass} min-h-11`}>
          {T.cancel}
        </button>
      </div>
    </Form>
  )
}
