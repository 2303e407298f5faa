import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useActionData, useNavigation, useSubmit } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { LoadingScreen } from '@/components/loading-screen'
import { useToast } from '@/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { addressLines, addressOf } from '@/lib/address'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import type { AccountAnswer } from '../account-route'
import type { AddressBookResult } from './address-book-actions'
import { ADDRESS_BOOK_TEXTS as T } from './address-book-texts'
import { AddressForm } from './address-form'

/** What the form is doing: nothing, adding, or changing one address. */
type Editing = null | { record: AddressesRecord | null }

const linkButtonClass = 'text-sm font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60'

/**
 * 'Mes adresses' on /account (docs/adr/0035): the customer's addresses, the default first and marked
 * 'Par défaut'; add, change, delete and choose the default. `addresses`: the route loader's promise
 * (account-route.ts); the writes go through the route's action, which reads the book again after
 * each (the server may have moved the default). The checkout prefills from the same book.
 */
export function AddressBookSection({ addresses, className = '' }: { addresses: Promise<AddressesRecord[]>; className?: string }) {
  // The section stays while its content goes from loading to the book: it is one region throughout.
  return (
    <section aria-labelledby="account-addresses" className={`min-w-0 ${className}`}>
      <Deferred
        value={addresses}
        loading={
          <Frame>
            <LoadingScreen label={T.loading} />
          </Frame>
        }
        failed={(retry) => (
          <Frame>
            <div className="space-y-4">
              <FormAlert>{T.loadFailed}</FormAlert>
              <button type="button" onClick={retry} className={secondaryButtonClass}>
                {T.retry}
              </button>
            </div>
          </Frame>
        )}
      >
        {(list) => <AddressBook addresses={list} />}
      </Deferred>
    </section>
  )
}

/** The section's heading (with the add button once the book is there), then its content. */
function Frame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="account-addresses" className="text-2xl font-semibold">
          {T.title}
        </h2>
        {action}
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </>
  )
}

function AddressBook({ addresses }: { addresses: AddressesRecord[] }) {
  const toast = useToast()
  const [editing, setEditing] = useState<Editing>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // The rows' writes (delete, default) post to the route's action; the book shows their answer (a
  // toast), once: not again when it is shown anew.
  const submit = useSubmit()
  const navigation = useNavigation()
  const pendingId = navigation.state !== 'idle' ? navigation.formData?.get('id') : null
  const answer = useActionData<AccountAnswer>()
  const rowAnswer = answer?.intent === 'address-delete' || answer?.intent === 'address-default' ? (answer as AddressBookResult) : undefined
  const toasted = useRef(rowAnswer)
  useEffect(() => {
    if (!rowAnswer || rowAnswer === toasted.current) return
    toasted.current = rowAnswer
    toast.show(rowAnswer.message, { tone: rowAnswer.status === 'done' ? 'success' : 'error' })
  }, [rowAnswer, toast])
  const send = (intent: 'address-delete' | 'address-default', record: AddressesRecord) =>
    void submit({ intent, id: record.id }, { method: 'post', preventScrollReset: true })

  // Back to where the customer started, once the form has gone.
  const returnFocus = useRef(false)
  useEffect(() => {
    if (editing !== null || !returnFocus.current) return
    returnFocus.current = false
    addButton.current?.focus()
  }, [editing])

  const closeForm = useCallback(() => {
    returnFocus.current = true
    setEditing(null)
  }, [])

  const onSaved = useCallback(
    (message: string) => {
      toast.show(message, { tone: 'success' })
      closeForm()
    },
    [toast, closeForm],
  )

  return (
    <Frame
      action={
        editing === null && (
          <button ref={addButton} type="button" onClick={() => setEditing({ record: null })} className={primaryButtonClass}>
            {T.add}
          </button>
        )
      }
    >
      {editing !== null && (
        <AddressForm
          key={editing.record?.id ?? 'new'}
          record={editing.record}
          canChooseDefault={addresses.length > 0 && !editing.record?.is_default}
          onSaved={onSaved}
          onCancel={closeForm}
        />
      )}
      {addresses.length === 0 && editing === null && (
        <div className="rounded-3xl border border-dashed border-line-strong px-6 py-12 text-center">
          <p className="text-ink-muted">{T.empty}</p>
          <p className="mt-1 text-sm text-ink-muted">{T.emptyHint}</p>
        </div>
      )}
      {addresses.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={T.title}>
          {addresses.map((record) => (
            <AddressCard
              key={record.id}
              record={record}
              busy={pendingId === record.id}
              onEdit={() => setEditing({ record })}
              onDelete={() => {
                if (window.confirm(T.confirmDelete)) send('address-delete', record)
              }}
              onMakeDefault={() => send('address-default', record)}
            />
          ))}
        </ul>
      )}
    </Frame>
  )
}

function AddressCard({
  record,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  record: AddressesRecord
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}) {
  const [name, ...rest] = addressLines(addressOf(record))
  // The buttons say what they do; their description says to which address.
  const nameId = useId()
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-surface p-5" aria-busy={busy || undefined}>
      <div className="flex items-start justify-between gap-3">
        <p id={nameId} className="font-medium">
          {name}
        </p>
        {record.is_default && (
          <span className="shrink-0 rounded-full bg-forest-100 px-2.5 py-1 text-xs font-medium text-forest-700 dark:bg-forest-700/30 dark:text-forest-100">
            {T.defaultBadge}
          </span>
        )}
      </div>
      <address className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted not-italic">
        {rest.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        <button type="button" onClick={onEdit} disabled={busy} aria-describedby={nameId} className={linkButtonClass}>
          {T.edit}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} aria-describedby={nameId} className={linkButtonClass}>
          {T.remove}
        </button>
        {!record.is_default && (
          <button type="button" onClick={onMakeDefault} disabled={busy} aria-describedby={nameId} className={linkButtonClass}>
            {T.makeDefault}
          </button>
        )}
      </div>
    </li>
  )
}
