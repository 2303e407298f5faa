import { useId, useRef, useState } from 'react'
import { Link, useFetcher, useLoaderData, useParams, useSearchParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast/toast-context'
import { primaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { formatDateTime } from '@/lib/format'
import type { ProductsRecord, StockMovementsRecord } from '@/lib/pocketbase-types'
import { useFetcherResult } from '../api/record-writes'
import type { ListPage } from '../api/list-page'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { Pager } from '../components/pager'
import { orderNumber } from '../orders/order-format'
import { WaitingAlerts } from './waiting-alerts'
import {
  MOVEMENT_FIELDS,
  REASON_LABELS,
  signedChange,
  SIZE_PARAM,
  sizeLabel,
  STOCK_TEXTS,
  type CountResult,
  type loader,
  type StockSize,
} from './product-stock-data'

type Product = Pick<ProductsRecord, 'id' | 'name' | 'stock' | 'reserved' | 'is_unique'>
type Movement = Pick<StockMovementsRecord, (typeof MOVEMENT_FIELDS)[number]>

const linkClass = 'font-medium text-accent underline underline-offset-4'

/**
 * /dashboard/products/:id/stock (docs/adr/0098): the product's stock now, « Inventaire », and its
 * stock history, newest first, one page of the server at a time.
 */
export function ProductStockScreen() {
  const { product, history, sizes } = useLoaderData<typeof loader>()
  const productId = useParams().id ?? ''
  return (
    <AdminPage heading={STOCK_TEXTS.heading}>
      <p>
        <Link to={adminPaths.products} className={linkClass}>
          {STOCK_TEXTS.back}
        </Link>
      </p>
      <Deferred
        value={product}
        loading={<p className="text-sm text-ink-muted">{STOCK_TEXTS.loading}</p>}
        failed={() => <ListError>{STOCK_TEXTS.productFailed}</ListError>}
      >
        {(loaded) => (
          // A product with options is sold and counted by its sizes (docs/adr/0108).
          <Deferred value={sizes} loading={null} failed={() => <StockSummary product={loaded} />}>
            {(list) => (list.length > 0 ? <SizesSummary product={loaded} sizes={list} /> : <StockSummary product={loaded} />)}
          </Deferred>
        )}
      </Deferred>
      <WaitingAlerts productId={productId} />
      <section aria-labelledby="stock-history" className="space-y-3">
        <h2 id="stock-history" className="text-xl font-semibold">
          Mouvements
        </h2>
        <Deferred
          value={history}
          loading={<p className="text-sm text-ink-muted">{STOCK_TEXTS.loading}</p>}
          failed={() => <ListError>{STOCK_TEXTS.historyFailed}</ListError>}
        >
          {(page) => (
            <Deferred value={sizes} loading={<StockHistory page={page} />} failed={() => <StockHistory page={page} />}>
              {(list) => (
                <>
                  {list.length > 0 && <SizeFilter sizes={list} />}
                  <StockHistory page={page} sizes={list} />
                </>
              )}
            </Deferred>
          )}
        </Deferred>
      </section>
    </AdminPage>
  )
}

function StockSummary({ product }: { product: Product }) {
  const [counting, setCounting] = useState<number | null>(null)
  const stock = product.stock ?? 0
  const reserved = product.reserved ?? 0
  return (
    <section aria-label="Stock actuel" className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-line p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">{product.name}</p>
        <p className="text-sm text-ink-muted">
          Stock en boutique : <strong className="text-ink">{stock}</strong>
          {reserved > 0 && ` (et ${reserved} réservé${reserved > 1 ? 's' : ''} par un paiement en cours)`}
        </p>
      </div>
      {/* The stock seen is the one shown when the dialog opens: a reload meanwhile does not change it. */}
      <button type="button" className={primaryButtonClass} onClick={() => setCounting(stock)}>
        {STOCK_TEXTS.count}
      </button>
      {counting !== null && <CountDialog product={product} seen={counting} onClose={() => setCounting(null)} />}
    </section>
  )
}

/** A product with options: each size's stock, and its own « Inventaire » (docs/adr/0108). */
function SizesSummary({ product, sizes }: { product: Product; sizes: StockSize[] }) {
  const [counting, setCounting] = useState<{ size: StockSize; seen: number } | null>(null)
  return (
    <section aria-label="Stock actuel" className="space-y-3 rounded-lg border border-line p-4">
      <p className="font-semibold break-words">{product.name}</p>
      <p className="text-sm">
        <Link to={href(adminPaths.productSizes, { id: product.id })} className={linkClass}>
          Tailles et combinaisons
        </Link>
      </p>
      <ul aria-label="Stock par taille" className="divide-y divide-line">
        {sizes.map((size) => {
          const reserved = size.reserved ?? 0
          return (
            <li key={size.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium">{sizeLabel(size)}</span>
                {size.sku && <span className="text-sm text-ink-muted"> · {size.sku}</span>}
                <span className="block text-sm text-ink-muted">
                  Stock en boutique : <strong className="text-ink">{size.stock ?? 0}</strong>
                  {reserved > 0 && ` (et ${reserved} réservé${reserved > 1 ? 's' : ''} par un paiement en cours)`}
                </span>
              </span>
              <button
                type="button"
                className={primaryButtonClass}
                aria-label={`Inventaire de ${sizeLabel(size)}`}
                onClick={() => setCounting({ size, seen: size.stock ?? 0 })}
              >
                {STOCK_TEXTS.count}
              </button>
            </li>
          )
        })}
      </ul>
      {counting && (
        <CountDialog
          product={{ ...product, name: `${product.name} (${sizeLabel(counting.size)})` }}
          variant={counting.size.id}
          seen={counting.seen}
          onClose={() => setCounting(null)}
        />
      )}
    </section>
  )
}

/** « Taille » above the history: every movement, or one size's (`?taille=`). */
function SizeFilter({ sizes }: { sizes: StockSize[] }) {
  const [params, setParams] = useSearchParams()
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Taille
      </label>
      <select
        id={id}
        className="mt-1 rounded-xl border border-line-strong bg-surface-raised px-3 py-2 text-sm"
        value={params.get(SIZE_PARAM) ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(params)
          next.delete('page')
          if (event.target.value) next.set(SIZE_PARAM, event.target.value)
          else next.delete(SIZE_PARAM)
          setParams(next)
        }}
      >
        <option value="">Toutes les tailles</option>
        {sizes.map((size) => (
          <option key={size.id} value={size.id}>
            {sizeLabel(size)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** « Inventaire »: the stock shown, the stock counted; the server keeps the sales made meanwhile. */
export function CountDialog({
  product,
  seen,
  onClose,
  variant = '',
}: {
  product: Product
  seen: number
  onClose: () => void
  /** A size's count (docs/adr/0108). */
  variant?: string
}) {
  const fetcher = useFetcher<CountResult>()
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const refused = result?.status === 'error' ? result : undefined
  useFocusFirstError(formRef, refused)
  useFetcherResult(fetcher, (answer) => {
    if (answer.status !== 'done') return
    toast.show(answer.message, { tone: 'success' })
    onClose()
  })
  const busy = fetcher.state !== 'idle'
  const seenError = refused?.fields.seen
  return (
    <Modal title={`${STOCK_TEXTS.countTitle} : ${product.name}`} onClose={onClose} initialFocus={field}>
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="count" />
        <input type="hidden" name="seen" value={seen} />
        {variant && <input type="hidden" name="variant" value={variant} />}
        <p>
          Stock affiché : <strong>{seen}</strong>
        </p>
        <p className="text-sm text-ink-muted">
          Comptez les pièces à vendre en rayon. Une vente faite pendant votre comptage restera vendue : elle sera déduite du stock compté.
        </p>
        <TextField
          ref={field}
          label={STOCK_TEXTS.counted}
          name="counted"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={STOCK_TEXTS.countHint}
          error={refused?.fields.counted}
        />
        <FormAlert>{refused ? [refused.message, seenError].filter(Boolean).join(' ') || null : null}</FormAlert>
        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          {STOCK_TEXTS.submit}
        </SubmitButton>
      </fetcher.Form>
    </Modal>
  )
}

export function StockHistory({ page, sizes = [] }: { page: ListPage<Movement>; sizes?: StockSize[] }) {
  const names = new Map(sizes.map((size) => [size.id, sizeLabel(size)]))
  if (page.items.length === 0) return <p className="text-sm text-ink-muted">{STOCK_TEXTS.empty}</p>
  return (
    <>
      <p className="text-sm text-ink-muted">
        {page.totalItems} mouvement{page.totalItems > 1 ? 's' : ''}
      </p>
      <ol aria-label="Mouvements de stock" className="divide-y divide-line rounded-lg border border-line">
        {page.items.map((movement) => {
          const change = movement.change ?? 0
          return (
            <li key={movement.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
              <span
                className={`w-14 shrink-0 text-lg font-semibold tabular-nums ${change < 0 ? 'text-danger-700 dark:text-danger-300' : ''}`}
              >
                {signedChange(change)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="font-medium">{REASON_LABELS[movement.reason]}</span>
                {movement.variant && names.has(movement.variant) && ` · Taille ${names.get(movement.variant)}`}
                {movement.reason === 'count' && ` (compté : ${movement.counted})`}
                <span className="block text-sm text-ink-muted">
                  {formatDateTime(movement.created)} · {movement.actor_label || 'Boutique'}
                  {movement.order && (
                    <>
                      {' · '}
                      <Link to={href(adminPaths.order, { id: movement.order })} className={linkClass}>
                        Commande {orderNumber({ id: movement.order })}
                      </Link>
                    </>
                  )}
                </span>
                {movement.note && <span className="block text-sm text-ink-muted">{movement.note}</span>}
              </span>
              <span className="text-sm">
                Stock après : <strong className="tabular-nums">{movement.stock_after}</strong>
              </span>
            </li>
          )
        })}
      </ol>
      <Pager page={page.page} totalPages={page.totalPages} label={STOCK_TEXTS.pager} />
    </>
  )
}
