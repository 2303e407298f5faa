import { useId, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { useToast } from '@/components/toast'
import { formFailure } from '@/lib/form-errors'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { tableButtonClass } from '../components/data-table'
import { adjustStock, deltaSchema } from './product-tools-api'

const ADJUST_FAILED = 'Échec de l’ajustement du stock.'
const stepClass =
  'inline-flex size-7 items-center justify-center rounded-full border border-line-strong text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent aria-disabled:opacity-50'

/** What the server answered last, and for which row (a reload of the list, new rows, wins over it). */
interface Adjusted {
  from: ProductsRecord
  stock: number
  reserved: number
}

/**
 * The products table's stock cell (docs/adr/0059): the stock for sale, « − » and « + » for one piece,
 * and « Ajuster » for a signed change (+5, -2). Each change goes to the server as a delta, applied to
 * the stock of the moment, so a sale made meanwhile is never overwritten; the cell shows the stock the
 * server answers. Buttons are never disabled while a change is sent (the focus stays on them).
 */
export function StockCell({ product }: { product: ProductsRecord }) {
  const toast = useToast()
  const [adjusted, setAdjusted] = useState<Adjusted | null>(null)
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const ids = useId()
  const current = adjusted && adjusted.from === product ? adjusted : { stock: product.stock ?? 0, reserved: product.reserved ?? 0 }

  async function send(delta: number): Promise<boolean> {
    if (busy) return false
    setBusy(true)
    try {
      const answer = await adjustStock(product.id, delta)
      setAdjusted({ from: product, stock: answer.stock, reserved: answer.reserved })
      return true
    } catch (error: unknown) {
      const failure = formFailure(error, { fallback: ADJUST_FAILED, trustServerMessage: true })
      if (failure.fields.delta) setFieldError(failure.fields.delta)
      else toast.show(failure.message, { tone: 'error', duration: 0 })
      return false
    } finally {
      setBusy(false)
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(deltaSchema, text)
    if (!parsed.success) {
      setFieldError(parsed.issues[0].message)
      input.current?.focus()
      return
    }
    setFieldError('')
    if (await send(parsed.output)) {
      setText('')
      setOpen(false)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepClass}
          aria-label={`Retirer une pièce du stock de ${product.name}`}
          aria-disabled={busy}
          onClick={() => void send(-1)}
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
          onClick={() => void send(1)}
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
        <form id={`${ids}-adjust`} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-center gap-1.5">
          <input
            ref={input}
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
