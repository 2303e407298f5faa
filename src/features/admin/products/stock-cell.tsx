import { useId, useRef, useState, type FormEvent } from 'react'
import { Link, useFetcher } from 'react-router-dom'
import * as v from 'valibot'
import { useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast'
import type { FieldErrors } from '@/lib/form-schema'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useFetcherResult } from '../api/record-writes'
import { tableButtonClass } from '../components/data-table'
import { deltaSchema } from './product-tools-api'
import type { ProductsResult } from './products-data'

const stepClass =
  'inline-flex size-7 items-center justify-center rounded-full border border-line-strong text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent aria-disabled:opacity-50'

/** What the server answered last, and for which row (a reload of the list, new rows, wins over it). */
interface Adjusted {
  from: Omit<ProductsRecord, 'expand'>
  stock: number
  reserved: number
}

/**
 * The products table's stock cell (docs/adr/0059): the stock for sale, « − » and « + » for one piece,
 * and « Ajuster » for a signed change (+5, -2). Each change goes to the route's action as a delta that
 * the server applies to the stock of the moment, so a sale made meanwhile is never overwritten; the
 * cell shows the stock the server answers (the list is not read again for it). Buttons are never
 * disabled while a change is sent (the focus stays on them).
 */
export function StockCell({ product }: { product: Omit<ProductsRecord, 'expand'> }) {
  const toast = useToast()
  const fetcher = useFetcher<ProductsResult>()
  const [adjusted, setAdjusted] = useState<Adjusted | null>(null)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState('')
  /** The change being sent came from the « Ajuster » field (which closes once it is applied). */
  const fromField = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  /** The last refused change (the field's check or the server's), for the focus. */
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  useFocusFirstError(formRef, refusal)
  const ids = useId()
  const busy = fetcher.state !== 'idle'
  const current = adjusted && adjusted.from === product ? adjusted : { stock: product.stock ?? 0, reserved: product.reserved ?? 0 }

  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') {
      setAdjusted({ from: product, stock: result.stock ?? 0, reserved: result.reserved ?? 0 })
      if (fromField.current) {
        setText('')
        setOpen(false)
      }
    } else if (result.fields.delta) {
      setFieldError(result.fields.delta)
      setRefusal(result)
    } else toast.show(result.message, { tone: 'error', duration: 0 })
  })

  function send(delta: number | string, viaField: boolean) {
    if (busy) return
    fromField.current = viaField
    void fetcher.submit({ intent: 'stock', id: product.id, delta: String(delta) }, { method: 'post' })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(deltaSchema, text)
    if (!parsed.success) {
      setFieldError(parsed.issues[0].message)
      setRefusal({ fields: { delta: parsed.issues[0].message } })
      return
    }
    setFieldError('')
    send(parsed.output, true)
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepClass}
          aria-label={`Retirer une pièce du stock de ${product.name}`}
          aria-disabled={busy}
          onClick={() => send(-1, false)}
        >
          −
        </button>
        <span className="min-w-8 text-center font-medium tabular-nums" aria-live="polite">
          <span className="sr-only">Stock de {product.name} : </span>
          {current.stock}
        </span>
        <button
          type="button"
          className={stepClass}
          aria-label={`Ajouter une pièce au stock de ${product.name}`}
          aria-disabled={busy}
          onClick={() => send(1, false)}
        >
          +
        </button>
        <button
          type="button"
          className={tableButtonClass}
          aria-expanded={open}
          aria-controls={`${ids}-adjust`}
          aria-label={`Ajuster le stock de ${product.name}`}
          onClick={() => {
            setOpen(!open)
            setFieldError('')
          }}
        >
          Ajuster
        </button>
      </div>
      {current.reserved > 0 && (
        <span className="text-xs text-ink-muted">
          + {current.reserved} réservé{current.reserved > 1 ? 's' : ''} (paiement en cours)
        </span>
      )}
      {open && (
        <form ref={formRef} id={`${ids}-adjust`} noValidate onSubmit={onSubmit} className="flex flex-wrap items-center gap-1.5">
          <input
            name="delta"
            // Opened by the admin's own click: the field takes the focus to be typed in at once.
            autoFocus
            type="text"
            inputMode="text"
            size={6}
            value={text}
            placeholder="+5 ou -2"
            aria-label={`Variation du stock de ${product.name}`}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setFieldError('')
            }}
            className="w-20 rounded-lg border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
          />
          <button type="submit" className={tableButtonClass} aria-disabled={busy}>
            Appliquer
          </button>
          {fieldError && (
            <span id={`${ids}-error`} className="w-full text-xs text-danger-700 dark:text-danger-300">
              {fieldError}
            </span>
          )}
        </form>
      )}
    </div>
  )
}

/**
 * A product in sizes (docs/adr/0108) is sold from its sizes' stock: the cell leads to its stock by
 * size (each counted there) and to its sizes' editor, instead of changing the product's own stock.
 */
export function SizesStockCell({ product }: { product: Pick<ProductsRecord, 'id' | 'name'> }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <Link
        to={href(adminPaths.productStock, { id: product.id })}
        className="font-medium text-accent underline underline-offset-4"
        aria-label={`Stock par taille de ${product.name}`}
      >
        Par taille
      </Link>
      <Link
        to={href(adminPaths.productSizes, { id: product.id })}
        className="text-accent underline underline-offset-4"
        aria-label={`Modifier les tailles de ${product.name}`}
      >
        Modifier les tailles
      </Link>
    </div>
  )
}
