// « Me prévenir du retour » on a sold-out product or size (docs/adr/0107): a button in the product
// page's chunk; the form behind it is its own lazy chunk, fetched on the first click only.
import { lazy, Suspense, useState } from 'react'
import { secondaryButtonClass } from '@/components/ui-classes'

const StockAlertForm = lazy(() => import('./stock-alert-form'))

export interface StockAlertProps {
  productId: string
  /** The sold-out size (`product_variants` id), when the page shows one (`?taille=`). */
  variantId?: string
  /** A sold unique piece: the alert is for similar pieces (same stone and category). */
  unique?: boolean
}

export function StockAlert({ productId, variantId, unique = false }: StockAlertProps) {
  const [open, setOpen] = useState(false)
  const label = unique && !variantId ? 'Me prévenir des pièces similaires' : 'Me prévenir du retour'
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${secondaryButtonClass} mt-3 w-full py-3 sm:w-auto`}>
        {label}
      </button>
    )
  }
  return (
    <Suspense fallback={<p className="mt-3 text-sm text-ink-muted">Chargement…</p>}>
      <StockAlertForm productId={productId} variantId={variantId} unique={unique && !variantId} title={label} />
    </Suspense>
  )
}
