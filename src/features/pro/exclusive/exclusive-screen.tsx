import { useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { ProductCard } from '@/components/product-card'
import { ProEmpty, ProLoadError, ProLoading, ProPageHeader } from '../components'
import type { loader } from './exclusive-route'

export const NO_EXCLUSIVE = "Aucun produit exclusif n'est disponible pour le moment."
export const EXCLUSIVE_FAILED = 'Les produits exclusifs n’ont pas pu être chargés.'

/** /espace-pro/produits-exclusifs: the pieces reserved to pros, as the shop's product cards (pro prices). */
export function ExclusiveScreen() {
  const { products } = useLoaderData<typeof loader>()
  return (
    <div>
      <ProPageHeader
        heading="Produits Exclusifs"
        title="Produits exclusifs"
        intro="Des pièces réservées à nos partenaires professionnels, à vos tarifs préférentiels."
      />
      <div className="mt-8">
        <Deferred
          value={products}
          loading={<ProLoading label="Chargement des produits exclusifs..." />}
          failed={(retry) => <ProLoadError message={EXCLUSIVE_FAILED} onRetry={retry} />}
        >
          {(list) =>
            list.length === 0 ? (
              <ProEmpty>{NO_EXCLUSIVE}</ProEmpty>
            ) : (
              <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((product, index) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} eager={index < 3} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
    </div>
  )
}
