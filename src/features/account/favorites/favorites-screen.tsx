import { Link, useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert } from '@/components/form'
import { Price } from '@/components/price'
import { ProductImage } from '@/components/product-image'
import { containerClass, primaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { href, paths } from '@/lib/paths'
import type { FavoriteRow, FavoritesActionResult, FavoritesPageData } from './favorites-data'
import { favoriteAvailability, FAVORITES_TEXTS } from './favorites-texts'

const linkClass = 'text-sm font-medium text-accent underline underline-offset-4'

/**
 * /account/favoris (docs/product/screens.md#favorites, docs/adr/0103): the signed-in person's
 * favourite pieces, newest first, each with the price that applies to them now, its availability, a
 * link to it and « Retirer »; a piece no longer shown to them stays listed, said so, until removed.
 */
export function FavoritesScreen() {
  usePageMeta({ title: FAVORITES_TEXTS.title, description: 'Les bijoux Éclat de Pierre que vous gardez en favoris.' })
  const { rows, page, totalPages } = useLoaderData() as FavoritesPageData

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <Link to={paths.account} className={linkClass}>
        {FAVORITES_TEXTS.back}
      </Link>
      <p className="eyebrow mt-6">Espace client</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{FAVORITES_TEXTS.title}</h1>
      {rows.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-line bg-surface p-6">
          <p>{FAVORITES_TEXTS.empty}</p>
          <Link to={paths.catalogue} className={`${primaryButtonClass} mt-4`}>
            {FAVORITES_TEXTS.browse}
          </Link>
        </div>
      ) : (
        <ul aria-label="Vos favoris" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <FavoriteItem key={row.id} row={row} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label="Pages des favoris" className="mt-8 flex items-center gap-6">
          {page > 1 && (
            <Link to={`?page=${page - 1}`} className={linkClass}>
              Page précédente
            </Link>
          )}
          <span className="text-sm text-ink-muted">
            Page {page} sur {totalPages}
          </span>
          {page < totalPages && (
            <Link to={`?page=${page + 1}`} className={linkClass}>
              Page suivante
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

function FavoriteItem({ row }: { row: FavoriteRow }) {
  const fetcher = useFetcher<FavoritesActionResult>()
  const { product } = row
  const removing = fetcher.state !== 'idle'
  return (
    <li className="flex gap-4 rounded-3xl border border-line bg-surface p-4">
      {product ? (
        <ProductImage
          record={product}
          filename={product.image?.[0]}
          thumb="400x400"
          width={96}
          height={96}
          alt=""
          className="size-24 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-24 shrink-0 rounded-xl bg-surface-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product ? (
          <>
            <Link to={href(paths.product, { slug: product.slug })} className="font-semibold hover:text-accent">
              {product.name}
            </Link>
            <Price product={product} className="font-display text-lg font-semibold" />
            <p className="text-sm text-ink-muted">{favoriteAvailability(product)}</p>
          </>
        ) : (
          <p className="text-ink-muted">{FAVORITES_TEXTS.gone}</p>
        )}
        <fetcher.Form method="post" className="mt-auto">
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="product" value={row.productId} />
          <button
            type="submit"
            disabled={removing}
            aria-label={product ? `Retirer « ${product.name} » des favoris` : 'Retirer cette pièce des favoris'}
            className={`${linkClass} disabled:opacity-60`}
          >
            {FAVORITES_TEXTS.remove}
          </button>
        </fetcher.Form>
        {fetcher.data?.status === 'error' && <FormAlert>{fetcher.data.message}</FormAlert>}
      </div>
    </li>
  )
}
