import { useState } from 'react'
import { useToast } from '@/components/toast'
import { formFailure } from '@/lib/form-errors'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { tableButtonClass } from '../components/data-table'
import { duplicateProduct } from './product-tools-api'

const DUPLICATE_FAILED = 'Échec de la duplication du produit.'
export const DUPLICATED = 'Copie créée, masquée de la boutique et sans stock : complétez-la puis cochez « Publié ».'

/**
 * « Dupliquer » in a product's row (docs/adr/0059): the server makes an unpublished copy (stock 0,
 * images copied there), then `onDuplicated` opens it for editing.
 */
export function DuplicateAction({ product, onDuplicated }: { product: ProductsRecord; onDuplicated: (copy: ProductsRecord) => void }) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  async function duplicate() {
    if (busy) return
    setBusy(true)
    try {
      const copy = await duplicateProduct(product.id)
      toast.show(DUPLICATED, { tone: 'success' })
      onDuplicated(copy)
    } catch (error: unknown) {
      toast.show(formFailure(error, { fallback: DUPLICATE_FAILED, trustServerMessage: true }).message, { tone: 'error', duration: 0 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={tableButtonClass}
      aria-label={`Dupliquer ${product.name}`}
      aria-disabled={busy}
      onClick={() => void duplicate()}
    >
      Dupliquer
    </button>
  )
}
