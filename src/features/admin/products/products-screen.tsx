import { fileUrl } from '@/lib/file-url'
import { formatPrice } from '@/lib/format'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
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
import { StockCell } from './stock-cell'
import { useLowStockThreshold } from './use-low-stock-threshold'

/** Newest first, with the categories' names for the table (the first one is shown: DESIGN §6.11). */
const QUERY = { sort: '-created', expand: 'category' } as const

/** /dashboard/products: the catalogue's table and the add / edit dialog. */
export function ProductsScreen() {
  const list = useAdminList('products', QUERY)
  const dialog = useEditDialog<ProductsRecord>({ created: 'Produit créé avec succès !', updated: 'Produit mis à jour avec succès !', onSaved: list.reload })
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
      cell: (row) => (
        <>
          <span className="font-medium">{row.name}</span>
          <HiddenBadge product={row} />
        </>
      ),
    },
    { header: 'Catégorie', cell: (row) => row.expand?.category?.[0]?.name ?? '—' },
    { header: 'Prix', className: 'whitespace-nowrap', cell: (row) => formatPrice(row.price) },
    { header: 'Stock', cell: (row) => <StockCell product={row} /> },
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
          <RowActions name={row.name} onEdit={() => dialog.openEdit(row)} onDelete={() => void remove(row.id)} deleting={deleting === row.id} />
        </span>
      ),
    },
  ]

  return (
    <AdminPage heading="Produits" action={{ label: 'Ajouter un produit', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <LowStockThresholdField threshold={lowStock} />
        <ListError>{list.status === 'error' ? 'Échec de la récupération des produits' : null}</ListError>
        <DataTable caption="Liste des produits" columns={columns} rows={list.items} status={list.status} empty="Aucun produit pour le moment." />
      </div>
      {dialog.editing && (
        <ProductForm
          product={dialog.editing === 'new' ? null : dialog.editing}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      )}
    </AdminPage>
  )
}
