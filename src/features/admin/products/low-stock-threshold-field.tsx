import { useRef, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router-dom'
import * as v from 'valibot'
import { useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast'
import type { FieldErrors } from '@/lib/form-schema'
import { useFetcherResult } from '../api/record-writes'
import { tableButtonClass } from '../components/data-table'
import type { LowStockThreshold, ProductsResult } from './products-data'
import { DEFAULT_LOW_STOCK_THRESHOLD } from './low-stock-threshold'
import { thresholdSchema } from './product-schema'

/**
 * « Seuil de stock faible » above the products table (docs/adr/0059): the line under which the
 * overview's 'Stock faible' card and the low-stock list count a product. `threshold` is null while
 * the route's loader reads it (the field waits, disabled, showing the default).
 */
export function LowStockThresholdField({ threshold }: { threshold: LowStockThreshold | null }) {
  const toast = useToast()
  const fetcher = useFetcher<ProductsResult>()
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  /** The last refused value (the field's check or the server's), for the focus. */
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  useFocusFirstError(formRef, refusal)
  const busy = fetcher.state !== 'idle'
  const loading = threshold === null
  const shown = text ?? String(threshold?.value ?? DEFAULT_LOW_STOCK_THRESHOLD)

  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') {
      setText(String(result.threshold))
      toast.show('Seuil de stock faible enregistré.', { tone: 'success' })
    } else if (result.fields.low_stock_threshold) {
      setError(result.fields.low_stock_threshold)
      setRefusal(result)
    } else toast.show(result.message, { tone: 'error', duration: 0 })
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy || !threshold) return
    const parsed = v.safeParse(thresholdSchema, shown)
    if (!parsed.success) {
      setError(parsed.issues[0].message)
      setRefusal({ fields: { low_stock_threshold: parsed.issues[0].message } })
      return
    }
    setError('')
    void fetcher.submit({ intent: 'threshold', id: threshold.id ?? '', low_stock_threshold: shown }, { method: 'post' })
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="low-stock-threshold" className="text-ink-muted">
        Seuil de stock faible
      </label>
      <input
        id="low-stock-threshold"
        name="low_stock_threshold"
        type="text"
        inputMode="numeric"
        size={4}
        value={shown}
        disabled={loading}
        aria-invalid={error ? true : undefined}
        aria-describedby="low-stock-threshold-hint"
        onChange={(event) => {
          setText(event.target.value)
          setError('')
        }}
        className="w-16 rounded-lg border border-line-strong bg-surface px-2 py-1 text-ink"
      />
      <button type="submit" className={tableButtonClass} aria-disabled={busy || loading}>
        Enregistrer
      </button>
      <span id="low-stock-threshold-hint" className={error ? 'text-danger-700 dark:text-danger-300' : 'text-xs text-ink-muted'}>
        {error || 'Produits (hors pièces uniques) avec ce nombre ou moins en stock.'}
      </span>
    </form>
  )
}
