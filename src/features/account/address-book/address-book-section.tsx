import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { FormAlert } from '@/components/form'
import { LoadingScreen } from '@/components/loading-screen'
import { useToast } from '@/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { addressLines, addressOf, fetchMyAddresses, type Address } from '@/lib/address'
import { isAbortError } from '@/lib/pocketbase'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { useSession } from '@/lib/session-context'
import { deleteAddress, makeDefaultAddress, saveAddress } from './address-book-api'
import { ADDRESS_BOOK_TEXTS as T } from './address-book-texts'
import { AddressForm } from './address-form'

type BookState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; addresses: AddressesRecord[] }
/** What the form is doing: nothing, adding, or changing one address. */
type Editing = null | { record: AddressesRecord | null }

const linkButtonClass = 'text-sm font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60'

/**
 * 'Mes adresses' on /account (docs/adr/0035): the customer's addresses, the default first and marked
 * 'Par défaut'; add, change, delete and choose the default. The checkout prefills from the same book
 * (`fetchMyAddresses`).
 */
export function AddressBookSection({ className = '' }: { className?: string }) {
  const { user } = useSession()
  const toast = useToast()
  const [book, setBook] = useState<BookState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [editing, setEditing] = useState<Editing>(null)
  const [pendingId, setPendingId] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    fetchMyAddresses(controller.signal)
      .then((addresses) => setBook({ status: 'ready', addresses }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        setBook({ status: 'error' })
      })
    return () => controller.abort()
  }, [userId, attempt])

  /** Reads the book again (the server may have moved the default); keeps the list shown meanwhile. */
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

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

  async function onSave(address: Address, isDefault: boolean) {
    if (!userId || !editing) return
    await saveAddress(userId, editing.record?.id ?? null, address, isDefault)
    toast.show(editing.record ? T.updated : T.added, { tone: 'success' })
    closeForm()
    reload()
  }

  async function runAction(record: AddressesRecord, action: () => Promise<void>, done: string, failed: string) {
    setPendingId(record.id)
    try {
      await action()
      toast.show(done, { tone: 'success' })
      reload()
    } catch {
      toast.show(failed, { tone: 'error' })
    } finally {
      setPendingId(null)
    }
  }

  function onDelete(record: AddressesRecord) {
    if (!window.confirm(T.confirmDelete)) return
    void runAction(record, () => deleteAddress(record.id), T.deleted, T.deleteFailed)
  }

  function onMakeDefault(record: AddressesRecord) {
    void runAction(record, () => makeDefaultAddress(record.id), T.defaultChanged, T.defaultFailed)
  }

  const addresses = book.status === 'ready' ? book.addresses : []

  return (
    <section aria-labelledby="account-addresses" className={`min-w-0 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="account-addresses" className="text-2xl font-semibold">
          {T.title}
        </h2>
        {book.status === 'ready' && editing === null && (
          <button ref={addButton} type="button" onClick={() => setEditing({ record: null })} className={primaryButtonClass}>
            {T.add}
          </button>
        )}
      </div>
      <div className="mt-5 space-y-5">
        {editing !== null && (
          <AddressForm
            key={editing.record?.id ?? 'new'}
            record={editing.record}
            canChooseDefault={addresses.length > 0 && !editing.record?.is_default}
            onSave={onSave}
            onCancel={closeForm}
          />
        )}
        {book.status === 'loading' && <LoadingScreen label={T.loading} />}
        {book.status === 'error' && (
          <div className="space-y-4">
            <FormAlert>{T.loadFailed}</FormAlert>
            <button
              type="button"
              onClick={() => {
                setBook({ status: 'loading' })
                reload()
              }}
              className={secondaryButtonClass}
            >
              {T.retry}
            </button>
          </div>
        )}
        {book.status === 'ready' && addresses.length === 0 && editing === null && (
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
                onDelete={() => onDelete(record)}
                onMakeDefault={() => onMakeDefault(record)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
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
