import { useFetcher } from 'react-router-dom'
import { useToast } from '@/components/toast'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useFetcherResult } from '../api/record-writes'
import { tableButtonClass } from '../components/data-table'
import type { ProductsResult } from './products-data'

export const DUPLICATED = 'Copie créée, masquée de la boutique et sans stock : complétez-la puis cochez « Publié ».'

/**
 * « Dupliquer » in a product's row (docs/adr/0059): the server makes an unpublished copy (stock 0,
 * images copied there), then, the list read again, `onDuplicated` opens it for editing.
 */
export function DuplicateAction({
  product,
  onDuplicated,
}: {
  product: Omit<ProductsRecord, 'expand'>
  onDuplicated: (copy: ProductsRecord) => void
}) {
  const toast = useToast()
  const fetcher = useFetcher<ProductsResult>()
  const busy = fetcher.state !== 'idle'
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'error') toast.show(result.message, { tone: 'error', duration: 0 })
    else if (result.copy) {
      toast.show(DUPLICATED, { tone: 'success' })
      onDuplicated(result.copy)
    }
  })

  return (
    <button
      type="button"
      className={tableButtonClass}
      aria-label={`Dupliquer ${product.name}`}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) void fetcher.submit({ intent: 'duplicate', id: product.id }, { method: 'post' })
      }}
    >
      Dupliquer
    </button>
  )
}
