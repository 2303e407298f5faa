// The data of /dashboard/soldes (docs/adr/0115): the sales, one page of 50 at a time, sorted and
// filtered by the server from the address (loader). A sale is written through the records API by an
// admin; its prices follow on the products (lib/sales.js).
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { SalesRecord } from '@/lib/pocketbase-types'
import { pb } from '@/lib/pocketbase'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'

export const SALES_TEXTS = {
  loadFailed: 'Échec de la récupération des soldes',
  empty: 'Aucune opération de soldes pour le moment',
  search: 'Rechercher des soldes',
}

export const SALE_FIELDS = ['id', 'name', 'percent', 'scope', 'products', 'categories', 'starts_at', 'ends_at', 'active'] as const

export type SaleRow = Selected<SalesRecord, (typeof SALE_FIELDS)[number]>

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

/** One page; not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('sales', SALE_FIELDS, saleList(), request) }
}
