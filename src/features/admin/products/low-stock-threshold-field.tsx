import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { useToast } from '@/components/toast'
import { formFailure } from '@/lib/form-errors'
import { tableButtonClass } from '../components/data-table'
import type { LowStockThreshold } from './use-low-stock-threshold'

const THRESHOLD_MESSAGE = 'Indiquez un nombre entier entre 0 et 1000.'
/** The field's rule, the schema's bounds (pb_migrations/1764200100). */
const thresholdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,4}$/, THRESHOLD_MESSAGE),
  v.transform(Number),
  v.maxValue(1000, THRESHOLD_MESSAGE),
)

/**
 * « Seuil de stock faible » above the products table (docs/adr/0059): the line under which the
 * overview's 'Stock faible' card and the low-stock list count a product.
 */
export function LowStockThresholdField({ threshold }: { threshold: LowStockThreshold }) {
  const toast = useToast()
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const shown = text ?? String(threshold.value)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy || threshold.status === 'loading') return
    const parsed = v.safeParse(thresholdSchema, shown)
    if (!parsed.success) {
      setError(parsed.issues[0].message)
      return
    }
    setError('')
    setBusy(true)
    try {
      await threshold.save(parsed.output)
      setText(null)
      toast.show('Seuil de stock faible enregistré.', { tone: 'success' })
    } catch (failure: unknown) {
      toast.show(
        formFailure(failure, { fallback: 'Échec de l’enregistrement du seuil de stock faible.', trustServerMessage: true }).message,
        {
          tone: 'error',
          duration: 0,
        },
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="low-stock-threshold" className="text-ink-muted">
        Seuil de stock faible
      </label>
      <input
        id="low-stock-threshold"
        type="text"
        inputMode="numeric"
        size={4}
        value={shown}
        disabled={threshold.status === 'loading'}
        aria-invalid={error ? true : undefined}
        aria-describedby="low-stock-threshold-hint"
        onChange={(event) => {
          setText(event.target.value)
          setError('')
        }}
        className="w-16 rounded-lg border border-line-strong bg-surface px-2 py-1 text-ink"
      />
      <button type="submit" className={tableButtonClass} aria-disabled={busy || threshold.status === 'loading'}>
        Enregistrer
      </button>
      <span id="low-stock-threshold-hint" className={error ? 'text-danger-700 dark:text-danger-300' : 'text-xs text-ink-muted'}>
        {error || 'Produits (hors pièces uniques) avec ce nombre ou moins en stock.'}
      </span>
    </form>
  )
}
