import type { ProductsRecord } from '@/lib/pocketbase-types'

/** « Masqué » beside an unpublished product's name in the admin table (docs/adr/0059). */
export function HiddenBadge({ product }: { product: Pick<ProductsRecord, 'published'> }) {
  if (product.published !== false) return null
  return (
    <span
      className="ml-2 inline-flex items-center rounded-full border border-line-strong bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted"
      title="Non visible dans la boutique"
    >
      Masqué
    </span>
  )
}
