// The data of /dashboard/soldes (docs/adr/0115): the sales, one page of 50 at a time, sorted and
// filtered by the server from the address (loader), each with its lines sold at its price and the
// reduction granted on paid orders, summed by the server for the page (docs/adr/0121). A sale is
// written by its form; its prices follow on the products (lib/sales.js).
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { SalesRecord } from '@/lib/pocketbase-types'
import { pb } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'

export const SALES_TEXTS = {
  loadFailed: 'Échec de la récupération des soldes',
  empty: 'Aucune opération de soldes pour le moment',
  search: 'Rechercher des soldes',
}

export const SALE_FIELDS = ['id', 'name', 'percent', 'scope', 'products', 'categories', 'starts_at', 'ends_at', 'active'] as const

/** What the sale sold (pb_hooks/lib/price-admin.js): order lines at its price, their quantity, the reduction in euros. */
export interface SaleFigures {
  lines: number
  quantity: number
  amount: number
}

export type SaleRow = Selected<SalesRecord, (typeof SALE_FIELDS)[number]> & { figures?: SaleFigures }

export type SalesPage = ListPage<SaleRow>

/** `?statut=` running, to come or over (at the moment of the read), `?tri=`, the latest start first. */
export function saleList(now = new Date()): ListSpec {
  const at = { now: now.toISOString().replace('T', ' ') }
  return {
    sorts: { nom: 'name', debut: 'starts_at', fin: 'ends_at', pourcentage: 'percent' },
    defaultSort: '-starts_at',
    filters: {
      running: pb.filter('active = true && starts_at <= {:now} && ends_at > {:now}', at),
      upcoming: pb.filter('active = true && starts_at > {:now}', at),
      over: pb.filter('(active = false || ends_at <= {:now})', at),
    },
    // Their name, folded by the server as the other lists' (docs/adr/0090).
    search: searchColumn,
  }
}

/** The figures of a page's sales, by id, from the server's SQL aggregate (admins only). */
export function readSaleFigures(ids: string[], signal?: AbortSignal): Promise<Record<string, SaleFigures>> {
  if (ids.length === 0) return Promise.resolve({})
  return pb
    .send<{ items: Record<string, SaleFigures> }>('/api/shop/admin/sales/figures', {
      query: { ids: ids.join(',') },
      signal,
      requestKey: null,
    })
    .then((answer) => answer.items)
}

/** One page with its figures; not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = readPage('sales', SALE_FIELDS, saleList(), request).then(async (page): Promise<SalesPage> => {
    const figures = await readSaleFigures(
      page.items.map((row) => row.id),
      request.signal,
    ).catch((error: unknown) => {
      console.error('Admin sales figures:', error)
      throw error
    })
    return { ...page, items: page.items.map((row) => ({ ...row, figures: figures[row.id] })) }
  })
  return { page: later(page) }
}
