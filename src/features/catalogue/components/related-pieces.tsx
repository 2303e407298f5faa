import { Deferred } from '@/components/deferred'
import { ProductCard } from '@/components/product-card'
import { containerClass } from '@/components/ui-classes'
import type { CatalogueProduct } from '../api/catalogue-api'

/**
 * « Vous aimerez aussi » under a product (docs/adr/0102): the catalogue's cards of the pieces
 * `api/suggestions.ts` chose. Below the fold, so nothing while they load (their images load lazily),
 * and nothing when there are none or they could not be read: the product page stands without them.
 */
export function RelatedPieces({ value }: { value: Promise<CatalogueProduct[]> }) {
  return (
    <Deferred value={value} loading={null} failed={() => null}>
      {(pieces) =>
        pieces.length === 0 ? null : (
          <section aria-labelledby="vous-aimerez-aussi" className={`${containerClass} pb-12 md:pb-16`}>
            <h2 id="vous-aimerez-aussi" className="border-t border-line pt-10 text-3xl font-semibold md:text-4xl">
              Vous aimerez aussi
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {pieces.map((piece) => (
                <li key={piece.id} className="flex">
                  <ProductCard product={piece} />
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </Deferred>
  )
}
