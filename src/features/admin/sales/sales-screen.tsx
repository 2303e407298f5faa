import { Link, useLoaderData } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { primaryButtonClass } from '@/components/ui-classes'
import { formatDateTime, formatPrice } from '@/lib/format'
import { PAGE_SIZE } from '../api/list-page'
import { AdminPage } from '../components/admin-page'
import { useAdminTable, type TableFilter } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { TableToolbar } from '../components/table-toolbar'
import { NEW_SALE } from './sale-edit-data'
import { SALES_TEXTS, type SaleRow, type SalesPage, type loader } from './sales-data'

const NBSP = '\u00a0'

/** Where a sale stands now (the server filters the same way, from `?statut=`). */
function stateOf(row: SaleRow, now = Date.now()): 'running' | 'upcoming' | 'over' {
  const start = Date.parse(row.starts_at.replace(' ', 'T'))
  const end = Date.parse(row.ends_at.replace(' ', 'T'))
  if (!row.active || end <= now) return 'over'
  return start > now ? 'upcoming' : 'running'
}

const STATE_LABELS = { running: 'En cours', upcoming: 'À venir', over: 'Terminées' } as const

const STATE_FILTER: TableFilter<SaleRow> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: (['running', 'upcoming', 'over'] as const).map((value) => ({ value, label: STATE_LABELS[value] })),
  matches: (row, value) => stateOf(row) === value,
}

function scopeLabel(row: SaleRow): string {
  if (row.scope === 'all') return 'Toute la boutique'
  const count = (row.scope === 'products' ? row.products : row.categories)?.length ?? 0
  const noun = row.scope === 'products' ? ['produit', 'produits'] : ['catégorie', 'catégories']
  return `${count}${NBSP}${count > 1 ? noun[1] : noun[0]}`
}

const COLUMNS: Column<SaleRow>[] = [
  {
    header: 'Nom',
    card: 'title',
    cell: (row) => (
      <Link to={href(adminPaths.sale, { id: row.id })} className="font-medium text-accent underline-offset-4 hover:underline">
        {row.name}
      </Link>
    ),
    sortValue: (row) => row.name,
  },
  {
    header: 'Réduction',
    className: 'text-right whitespace-nowrap',
    cell: (row) => `\u2212${row.percent}${NBSP}%`,
    sortValue: (row) => row.percent,
  },
  { header: 'Porte sur', cell: scopeLabel },
  { header: 'Début', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.starts_at), sortValue: (row) => row.starts_at },
  { header: 'Fin', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.ends_at), sortValue: (row) => row.ends_at },
  { header: 'Statut', cell: (row) => STATE_LABELS[stateOf(row)] },
  // Paid order lines charged at the sale's price, and the reduction granted from the reference shown
  // (docs/adr/0121): summed by the server for this page, so not sortable across pages.
  {
    header: 'Lignes vendues',
    className: 'text-right whitespace-nowrap',
    cell: (row) => String(row.figures?.lines ?? 0),
  },
  {
    header: 'Réductions accordées',
    className: 'text-right whitespace-nowrap',
    cell: (row) => formatPrice(row.figures?.amount ?? 0),
  },
]

const searchText = (row: SaleRow) => row.name

/**
 * /dashboard/soldes: every sale (docs/adr/0115), 50 a page, the latest start first, filtered by
 * where it stands. The prices shown on the shop follow from the legal reference (lib/sales.js).
 */
export function SalesScreen() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Soldes">
      <p>
        <Link to={href(adminPaths.sale, { id: NEW_SALE })} className={primaryButtonClass}>
          Nouvelle opération
        </Link>
      </p>
      <DeferredList value={page} failed={SALES_TEXTS.loadFailed}>
        {(page, status) => <SalesTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: SaleRow[] = []

function SalesTable({ page, status }: { page: SalesPage | null; status: ListStatus }) {
  const table = useAdminTable(
    page?.items ?? NO_ROWS,
    { columns: COLUMNS, searchText, filter: STATE_FILTER },
    { total: page?.totalItems ?? 0, noun: ['opération', 'opérations'] },
  )
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel={SALES_TEXTS.search} />
      <DataTable
        {...table.sorting}
        caption={`Opérations de soldes, ${PAGE_SIZE} par page, de la plus récente à la plus ancienne`}
        columns={COLUMNS}
        rows={table.rows}
        status={status}
        empty={table.empty(SALES_TEXTS.empty)}
      />
      {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des soldes" />}
    </>
  )
}
