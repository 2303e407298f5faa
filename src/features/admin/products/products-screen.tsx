import { fileUrl } from '@/lib/file-url'
import { formatPrice } from '@/lib/format'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
import { useAdminTable } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { useDeleteRecord } from '../api/use-delete-record'
import { useEditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { DataTable, type Column } from '../components/data-table'
import { ListError } from '../components/list-error'
import { RowActions } from '../components/row-actions'
import { DuplicateAction } from './duplicate-action'
import { HiddenBadge } from './hidden-badge'
import { LowStockThresholdField } from './low-stock-threshold-field'
import { ProductForm } from './product-form'
import { ProductNameCell, SOLD_OUT_ROW_CLASS } from './product-name-cell'
import { StockCell } from './stock-cell'
import { isSoldOut, stockFilter } from './stock-level'
import { useLowStockThreshold } from './use-low-stock-threshold'

/** The pro price, or '—' when the product has none (0 is PocketBase's empty number). */
const proPrice = (row: ProductsRecord) => (row.price_pro ? formatPrice(row.price_pro) : '—')

/** Newest first, with the categories' names for the table (the first one is shown: docs/product/rules.md#categories). */
const QUERY = { sort: '-created', expand: 'category' } as const

/** /dashboard/products: the catalogue's table and the add / edit dialog. */
export function ProductsScreen() {
  const list = useAdminList('products', QUERY)
  const dialog = useEditDialog<ProductsRecord>({
    created: 'Produit créé avec succès !',
    updated: 'Produit mis à jour avec succès !',
    onSaved: list.reload,
  })
  const { deleting, remove } = useDeleteRecord('products', {
    confirm: 'Êtes-vous sûr de vouloir supprimer ce produit ?',
    failure: 'Échec de la suppression du produit',
    onDeleted: list.reload,
  })
  const lowStock = useLowStockThreshold()

  const columns: Column<ProductsRecord>[] = [
    {
      header: 'Image',
      className: 'w-20',
      cell: (row) => (
        <img
          src={fileUrl(row, row.image?.[0], { thumb: '100x100' })}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-lg border border-line object-cover"
        />
      ),
    },
    {
      header: 'Nom',
      sortValue: (row) => row.name,
      cell: (row) => (
        <>
          <ProductNameCell product={row} />
          <HiddenBadge product={row} />
        </>
      ),
    },
    { header: 'Catégorie', cell: (row) => row.expand?.category?.[0]?.name ?? '—', sortValue: (row) => row.expand?.category?.[0]?.name },
    { header: 'Prix', className: 'whitespace-nowrap', cell: (row) => formatPrice(row.price), sortValue: (row) => row.price },
    { header: 'Prix pro', className: 'whitespace-nowrap', cell: proPrice, sortValue: (row) => row.price_pro || null },
    { header: 'Stock', cell: (row) => <StockCell product={row} />, sortValue: (row) => row.stock ?? 0 },
    { header: 'Unique', cell: (row) => (row.is_unique ? 'Oui' : '') },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <span className="inline-flex gap-2">
          <DuplicateAction
            product={row}
            onDuplicated={(copy) => {
              list.reload()
              dialog.openEdit(copy)
            }}
          />
          <RowActions
            name={row.name}
            onEdit={() => dialog.openEdit(row)}
            onDelete={() => void remove(row.id)}
            deleting={deleting === row.id}
          />
        </span>
      ),
    },
  ]

  // « Stock faible » at the admin's threshold (the default 2 until it is read).
  const table = useAdminTable(list.items, { columns, searchText: (row) => row.name, filter: stockFilter(lowStock.value) })

  return (
    <AdminPage heading="Produits" action={{ label: 'Ajouter un produit', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <LowStockThresholdField threshold={lowStock} />
        <ListError>{list.status === 'error' ? 'Échec de la récupération des produits' : null}</ListError>
        <TableToolbar {...table.toolbar} searchLabel="Rechercher un produit" />
        <DataTable
          {...table.sorting}
          caption="Liste des produits"
          columns={columns}
          rows={table.rows}
          status={list.status}
          empty={table.empty('Aucun produit pour le moment.')}
          rowClassName={(row) => (isSoldOut(row) ? SOLD_OUT_ROW_CLASS : undefined)}
        />
      </div>
      {dialog.editing && (
        <ProductForm product={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
