import { useRef } from 'react'
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { BagCheckIcon } from '@/components/bag-check-icon'
import { BagIcon, ChevronLeftIcon } from '@/components/icons'
import { MessageScreen } from '@/components/message-screen'
import { Price } from '@/components/price'
import { FavoriteButton } from '@/components/favorite-button'
import { ALREADY_IN_CART, useAddToCart, useAllInCart } from '@/components/product-card-cart'
import { containerClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { fileUrl } from '@/lib/file-url'
import { paths } from '@/lib/paths'
import { chargedPrice } from '@/lib/roles'
import { errorStatus } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useRevalidateForAnotherShopper } from '@/lib/route-data'
import { detailStockLabel, isInStock, isReserved, reservedExplanation, unavailableLabel } from '@/lib/stock'
import type { loader } from './product-route'
import type { PageProduct } from './api/product-api'
import { excerpt } from './lib/excerpt'
import { productPriceTags, productStructuredData } from './lib/product-structured-data'
import { ProductGallery } from './components/product-gallery'
import { StockAlert } from './components/stock-alert'
import { SizeSelector } from './components/size-selector'
import { chosenValues, productOptions, SIZE_PARAMS, sizeFor, sizeLabel, sizePrices, sortedSizes, type Size } from './lib/sizes'
import {
  EMPTY_QUERY,
  FILTER_GROUPS,
  optionKey,
  serializeQuery,
  sizeParam,
  toggleOption,
  type GroupKey,
  type NamedRecord,
} from './lib/catalogue-query'
import { Typeset } from '@/components/typeset'
import { loadWhenVisible } from '@/components/when-visible'

// Below the fold: their code loads when the visitor scrolls near them (docs/adr/0111); the served
// page has them already.
const ProductReviewsSection = loadWhenVisible(
  () => import('./components/product-reviews').then((m) => m.ProductReviewsSection),
  'reviews-title',
)
const RelatedPieces = loadWhenVisible(() => import('./components/related-pieces').then((m) => m.RelatedPieces), 'vous-aimerez-aussi')

/** `/catalogue?pierre=amethyste`: the catalogue filtered by one value. */
function filteredCatalogue(group: GroupKey, record: NamedRecord): string {
  return `${paths.catalogue}?${serializeQuery(toggleOption(EMPTY_QUERY, group, optionKey(record))).toString()}`
}

const LISTS: ReadonlyArray<{ group: Exclude<GroupKey, 'sizes'>; title: string }> = [
  { group: 'category', title: 'Catégories' },
  { group: 'stones', title: 'Pierres' },
  { group: 'materials', title: 'Matériaux' },
]

/** Under the add button of a product sold in sizes, until one is chosen (docs/product/texts.md). */
export const SIZE_NEEDED = 'Choisissez une taille pour ajouter ce bijou au panier.'

function stockBadgeClass(product: Pick<ProductsRecord, 'stock' | 'reserved'>): string {
  if (isInStock(product.stock)) return 'bg-forest-100 text-forest-700 dark:bg-forest-700/40 dark:text-forest-100'
  if (isReserved(product)) return 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200'
  return 'bg-danger-100 text-danger-700 dark:bg-danger-700/30 dark:text-danger-100'
}

/** The way back to the catalogue, above the product (and its skeleton, at the same place). */
function Breadcrumb() {
  return (
    <nav aria-label="Fil d’Ariane" className="mb-6 text-sm text-ink-muted">
      <Link to={paths.catalogue} className="inline-flex items-center gap-1 hover:text-accent">
        <ChevronLeftIcon className="size-4" />
        Catalogue
      </Link>
    </nav>
  )
}

/**
 * 'Chargement du trésor...' in the product's own layout: the breadcrumb, a square gallery box and
 * text blocks where the name, price and description will be. The page keeps its geometry when the
 * product arrives (no layout shift: the image takes the box's place, the footer stays below).
 */
function ProductSkeleton() {
  const block = 'rounded bg-surface-muted motion-safe:animate-pulse'
  return (
    <div className={`${containerClass} py-8 md:py-12`}>
      <Breadcrumb />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
        <div className="flex flex-col gap-4">
          <div aria-hidden="true" className="overflow-hidden rounded-lg border border-line bg-surface-muted">
            <div className={`aspect-square w-full ${block}`} />
          </div>
        </div>
        <div className="flex flex-col">
          <p role="status" className="eyebrow">
            Chargement du trésor...
          </p>
          <div aria-hidden="true" className="flex flex-col">
            <div className={`mt-3 h-10 w-4/5 md:h-12 ${block}`} />
            <div className={`mt-5 h-9 w-1/3 ${block}`} />
            <div className={`mt-7 h-4 w-full ${block}`} />
            <div className={`mt-3 h-4 w-full ${block}`} />
            <div className={`mt-3 h-4 w-2/3 ${block}`} />
            <div className={`mt-9 h-12 w-full rounded-full sm:w-56 ${block}`} />
          </div>
        </div>
      </div>
    </div>
  )
}

/** The page's query that chooses a size: `?taille=17` (`&taille2=8` for a second option). */
function sizeQuery(size: Pick<Size, 'option1' | 'option2'>): string {
  const params = new URLSearchParams({ [SIZE_PARAMS[0]]: sizeParam(size.option1) })
  if (size.option2) params.set(SIZE_PARAMS[1], sizeParam(size.option2))
  return `?${params.toString()}`
}

/**
 * What a search engine and a link preview read in the served HTML (docs/adr/0076): the public offer,
 * an offer per size (docs/adr/0106), and the checked reviews' figures once read (docs/adr/0105).
 */
function ProductMeta({
  product,
  url,
  sizes,
  rating,
}: {
  product: PageProduct
  url: string
  sizes: readonly Size[]
  rating?: { average: number; count: number } | null
}) {
  const image = product.image?.[0]
  const options = productOptions(product.options)
  usePageMeta({
    title: product.name,
    description: excerpt(product.description) || null,
    image: image ? fileUrl(product, image, { thumb: '800x0' }) : null,
    type: 'product',
    openGraph: productPriceTags(chargedPrice(product)),
    structuredData: productStructuredData(
      {
        ...product,
        // The price charged now, and until when during a sale (docs/adr/0115).
        price: chargedPrice(product),
        saleEnds: product.sale_ends,
        description: excerpt(product.description, Infinity),
        images: (product.image ?? []).map((file) => fileUrl(product, file)),
        sizes: sizes.map((size) => ({
          ...size,
          name: sizeLabel(options, size),
          price: chargedPrice(sizePrices(product, size)),
          query: sizeQuery(size),
        })),
        rating,
      },
      url,
    ),
  })
  return null
}

/** `url`: the page's canonical address (its loader's). */
function ProductDetail({ product, url }: { product: PageProduct; url: string }) {
  const { reviews } = useLoaderData<typeof loader>()
  const addToCart = useAddToCart()
  // Sizes (docs/adr/0106): the choice lives in the address, replaced rather than pushed.
  const options = productOptions(product.options)
  const sized = options.length > 0
  const sizes = sortedSizes(product.expand?.product_variants_via_product ?? [], options)
  const [params, setParams] = useSearchParams()
  const values = chosenValues(options, params)
  const size = sizeFor(sizes, options, values)
  const choose = (index: number, value: string) => {
    const next = new URLSearchParams(params)
    next.set(SIZE_PARAMS[index] ?? SIZE_PARAMS[0], sizeParam(value))
    setParams(next, { replace: true, preventScrollReset: true })
  }
  // What the badge, the button and the alert speak of: the chosen size, else the product.
  const stocked = sized ? (size ?? { stock: 0, reserved: 0 }) : product
  const allInCart = useAllInCart({ id: product.id, variant: size?.id, stock: stocked.stock })
  // The button that filled the cart gives way to the link: the keyboard focus follows it.
  const focusLink = useRef(false)
  const inStock = isInStock(stocked.stock)
  const prices = sizePrices(product, size)
  const add = () =>
    size
      ? addToCart(product, {
          variant: size.id,
          size: sizeLabel(options, size),
          stock: size.stock ?? 0,
          price: prices.price,
          ...(typeof prices.price_pro === 'number' ? { price_pro: prices.price_pro } : {}),
          // The size's own price charged (never its product's, which toCartProduct copied).
          charged_price: (prices.charged_price ?? 0) > 0 ? prices.charged_price! : undefined,
        })
      : addToCart(product)
  const meta = (rating?: { average: number; count: number } | null) => (
    <ProductMeta product={product} url={url} sizes={sizes} rating={rating} />
  )

  return (
    <div className={`${containerClass} py-8 md:py-12`}>
      <Breadcrumb />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
        <ProductGallery product={product} />
        <div className="flex flex-col">
          {product.expand?.category?.[0] && <p className="eyebrow">{product.expand.category[0].name}</p>}
          <h1 className="mt-2 text-4xl leading-tight font-semibold md:text-5xl">
            <Typeset text={product.name} />
          </h1>
          {(size?.sku || product.sku) && <p className="mt-2 text-sm text-ink-muted">Réf. {size?.sku || product.sku}</p>}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Price product={prices} className="font-display text-3xl font-semibold" />
            {(!sized || size) && (
              <span className={`rounded-full px-3 py-1 text-xs font-medium ${stockBadgeClass(stocked)}`}>
                {detailStockLabel({ ...stocked, is_unique: product.is_unique })}
              </span>
            )}
            <FavoriteButton productId={product.id} className="ml-auto" />
          </div>
          {isReserved(stocked) && (
            <p className="mt-3 text-sm text-ink-muted">{reservedExplanation({ ...stocked, is_unique: product.is_unique })}</p>
          )}
          {product.description && (
            <p className="mt-6 leading-relaxed whitespace-pre-line text-ink-muted">
              <Typeset text={product.description} />
            </p>
          )}
          {sized && <SizeSelector options={options} sizes={sizes} values={values} onChoose={choose} />}
          {/* The size guide (docs/adr/0101), beside the sizes. */}
          <p className="mt-4 text-sm text-ink-muted">
            Quelle taille choisir ?{' '}
            <Link to={paths.sizeGuide} className="rounded-sm font-medium text-accent underline-offset-4 hover:underline">
              Guide des tailles
            </Link>
          </p>
          <div className="mt-8">
            {allInCart ? (
              // All of it is in the cart already (a unique piece): the way to the cart, not an error.
              <Link
                ref={(link) => {
                  if (link && focusLink.current) link.focus()
                  focusLink.current = false
                }}
                to={paths.cart}
                className={`${secondaryButtonClass} w-full py-3 sm:w-auto`}
              >
                <BagCheckIcon className="size-5" />
                {ALREADY_IN_CART}
              </Link>
            ) : (
              <button
                type="button"
                disabled={!inStock}
                aria-describedby={sized && !size ? 'size-needed' : undefined}
                onClick={() => {
                  focusLink.current = add()
                }}
                className={`${primaryButtonClass} w-full py-3 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted sm:w-auto`}
              >
                {inStock || (sized && !size) ? (
                  <>
                    <BagIcon className="size-5" />
                    Ajouter au panier
                  </>
                ) : (
                  unavailableLabel(stocked)
                )}
              </button>
            )}
            {sized && !size && (
              <p id="size-needed" className="mt-2 text-sm text-ink-muted">
                {SIZE_NEEDED}
              </p>
            )}
          </div>
          {!inStock && (!sized || size) && (
            <StockAlert key={size?.id} productId={product.id} variantId={size?.id} unique={!!product.is_unique} />
          )}
          <dl className="mt-10 flex flex-col gap-5 border-t border-line pt-8">
            {LISTS.map(({ group, title }) => {
              const records: ReadonlyArray<NamedRecord & { id: string }> = product.expand?.[group] ?? []
              if (records.length === 0) return null
              const param = FILTER_GROUPS.find((g) => g.key === group)?.label ?? title
              return (
                <div key={group} className="flex flex-col gap-2 sm:flex-row sm:gap-6">
                  <dt className="w-28 shrink-0 text-xs font-medium tracking-[0.15em] text-highlight-text uppercase sm:pt-1.5">{title}</dt>
                  <dd>
                    <ul className="flex flex-wrap gap-2" aria-label={title}>
                      {records.map((record) => (
                        <li key={record.id}>
                          <Link
                            to={filteredCatalogue(group, record)}
                            title={`${param} : ${record.name} — voir le catalogue`}
                            className="inline-flex rounded-full border border-line px-3 py-1 text-sm text-ink transition-colors hover:border-accent hover:text-accent"
                          >
                            {record.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )
            })}
          </dl>
        </div>
      </div>
      <ProductReviewsSection product={product.id} />
      <Deferred value={reviews} loading={meta()} failed={() => meta()}>
        {(data) => meta(data?.rating)}
      </Deferred>
    </div>
  )
}

function BackToCatalogue() {
  return (
    <Link to={paths.catalogue} className={secondaryButtonClass}>
      Retour au catalogue
    </Link>
  )
}

/** A product's page (`/catalogue/:slug`) with its four states of docs/product/screens.md#product. */
export function ProductScreen() {
  const { slug = '' } = useParams()
  const { product, suggestions, url } = useLoaderData<typeof loader>()
  useRevalidateForAnotherShopper()
  return (
    // A new boundary per product: the skeleton shows again when another product is opened.
    <Deferred
      key={slug}
      value={product}
      loading={<ProductStateScreen state="loading" />}
      failed={(retry, error) =>
        errorStatus(error) === 404 ? <ProductStateScreen state="not-found" /> : <ProductStateScreen state="error" retry={retry} />
      }
    >
      {(found) =>
        found ? (
          <>
            <ProductDetail key={found.id} product={found} url={url} />
            <RelatedPieces value={suggestions} />
          </>
        ) : (
          <ProductStateScreen state="missing" />
        )
      }
    </Deferred>
  )
}

type StateName = 'loading' | 'not-found' | 'error' | 'missing'

function ProductStateScreen({ state, retry }: { state: StateName; retry?: () => void }) {
  const titles = { loading: 'Chargement...', 'not-found': 'Produit non trouvé', error: 'Erreur', missing: 'Produit introuvable' }
  usePageMeta({ title: titles[state], status: state === 'missing' || state === 'not-found' ? 404 : undefined })
  switch (state) {
    case 'loading':
      return <ProductSkeleton />
    case 'not-found':
      return (
        <MessageScreen title="Produit non trouvé" actions={<BackToCatalogue />}>
          <p>Ce bijou n’existe pas ou n’est plus proposé. Découvrez les autres créations de l’atelier.</p>
        </MessageScreen>
      )
    case 'missing':
      return <MessageScreen title="Ce produit semble s'être volatilisé." actions={<BackToCatalogue />} />
    case 'error':
      return (
        <MessageScreen
          role="alert"
          title="Erreur lors du chargement du produit"
          actions={
            <>
              <button type="button" onClick={retry} className={primaryButtonClass}>
                Réessayer
              </button>
              <BackToCatalogue />
            </>
          }
        >
          <p>Vérifiez votre connexion, puis réessayez dans un instant.</p>
        </MessageScreen>
      )
  }
}
