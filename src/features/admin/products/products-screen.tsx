import { useLoaderData, useSearchParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { formatPrice } from '@/lib/format'
import { readMatching } from '../api/list-page'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import type { Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { imageColumn } from '../components/image-column'
import { ListTable, RowActions } from '../components/list-tables'
import { readTableState } from '../components/admin-table'
import { SelectionBar } from '../components/selection-bar'
import { useRowSelection } from '../components/use-row-selection'
import { DuplicateAction } from './duplicate-action'
import { HiddenBadge } from './hidden-badge'
import { LowStockThresholdField } from './low-stock-threshold-field'
import { ProductForm } from './product-form'
import { ProductNameCell, SOLD_OUT_ROW_CLASS } from './product-name-cell'
import { PRODUCT_FIELDS, PRODUCT_TEXTS, productList, type loader, type ProductRow, type ProductsTableData } from './products-data'
import { ProductBulkActions } from './product-bulk-dialog'
import { ProductCsvActions } from './product-csv-actions'
import { DEFAULT_LOW_STOCK_THRESHOLD } from './low-stock-threshold'
import { SizesStockCell, StockCell } from './stock-cell'
import { isSoldOut, stockFilter } from './stock-level'

/** The pro price, or '—' when the product has none (0 is PocketBase's empty number). */
const proPrice = (row: ProductRow) => (row.price_pro ? formatPrice(row.price_pro) : '—')

/** The table's columns (the row's actions added last), what the search matches, its texts. */
const PRODUCTS_LIST = {
  texts: PRODUCT_TEXTS,
  searchText: (row: ProductRow) => row.name,
  columns: [
    imageColumn((row) => row.image?.[0]),
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
    // Not sortable: a product may have several categories (the server sorts, docs/adr/0092).
    { header: 'Catégorie', cell: (row) => row.expand?.category?.[0]?.name ?? '—' },
    { header: 'Prix', className: 'whitespace-nowrap', cell: (row) => formatPrice(row.price), sortValue: (row) => row.price },
    // Not sortable: the server refuses to sort by the pro price (docs/adr/0092).
    { header: 'Prix pro', className: 'whitespace-nowrap', cell: proPrice },
    {
      header: 'Stock',
      cell: (row) =>
        Array.isArray(row.options) && row.options.length > 0 ? <SizesStockCell product={row} /> : <StockCell product={row} />,
      sortValue: (row) => row.stock ?? 0,
    },
    { header: 'Unique', cell: (row) => (row.is_unique ? 'Oui' : '') },
  ] satisfies Column<ProductRow>[],
}

const NO_ROWS: ProductRow[] = []

function ProductsTable({ page, status, dialog }: { page: ProductsTableData | null; status: ListStatus; dialog: EditDialog<ProductRow> }) {
  // « Stock faible » at the admin's threshold (the default 2 when it cannot be read).
  const lowStock = page?.lowStock ?? DEFAULT_LOW_STOCK_THRESHOLD
  const items = page?.items ?? NO_ROWS
  // The selection belongs to one search and filter (docs/adr/0095); « Sélectionner les N résultats »
  // reads the rows that match them, as the page does (at most 500, the bulk route's cap).
  const [params] = useSearchParams()
  const { search, status: filter } = readTableState(params)
  const selection = useRowSelection(items, {
    total: page?.totalItems ?? 0,
    scope: `${search}\n${filter}`,
    readAll: () => readMatching('products', PRODUCT_FIELDS, productList(lowStock), params, { expand: 'category' }),
  })
  return (
    <>
      <ListTable
        {...PRODUCTS_LIST}
        items={items}
        status={status}
        selection={{ state: selection, label: (row) => `Sélectionner ${row.name}` }}
        paged={page && { ...page, noun: ['produit', 'produits'], label: 'Pages des produits' }}
        filter={stockFilter(lowStock)}
        rowClassName={(row) => (isSoldOut(row) ? SOLD_OUT_ROW_CLASS : undefined)}
        actions={(row, { remove, deleting }) => (
          <span className="inline-flex gap-2">
            <DuplicateAction product={row} onDuplicated={dialog.openEdit} />
            <RowActions
              name={row.name}
              onEdit={() => dialog.openEdit(row)}
              onDelete={() => remove(row.id)}
              deleting={deleting === row.id}
            />
          </span>
        )}
      />
      <SelectionBar selection={selection} label="Produits sélectionnés">
        <ProductBulkActions
          ids={selection.selected.map((row) => row.id)}
          samples={selection.selected}
          // The products changed leave the selection; those refused stay in it, to be seen to.
          onDone={(done) => selection.remove(done)}
        />
      </SelectionBar>
    </>
  )
}

/** /dashboard/products: the catalogue's table and the add / edit dialog. */
export function ProductsScreen() {
  const { table, threshold } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<ProductRow>({ created: 'Produit créé avec succès !', updated: 'Produit mis à jour avec succès !' })

  return (
    <AdminPage heading="Produits" action={{ label: 'Ajouter un produit', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <ProductCsvActions />
        <Deferred value={threshold} loading={<LowStockThresholdField threshold={null} />} failed={() => null}>
          {(loaded) => <LowStockThresholdField threshold={loaded} />}
        </Deferred>
        <DeferredList value={table} failed={PRODUCT_TEXTS.loadFailed}>
          {(loaded, status) => <ProductsTable page={loaded} status={status} dialog={dialog} />}
        </DeferredList>
      </div>
      {dialog.editing && (
        // Keyed by each opening: its fields start from the record they show (`defaultValue`).
        <ProductForm
          key={dialog.formKey}
          product={dialog.editing === 'new' ? null : dialog.editing}
          onClose={dialog.close}
          onSaved={dialog.saved}
          onReload={dialog.reload}
        />
      )}
    </AdminPage>
  )
}
