import { useRowDelete } from '../api/record-writes'
import { useAdminTable } from './admin-table'
import { DataTable, type Column } from './data-table'
import { DeferredList, type ListStatus } from './deferred-list'
import { RowActions } from './row-actions'
import { TableToolbar } from './table-toolbar'

/** The texts of a list whose rows are edited and deleted (a reference list's `texts` fit as they are). */
export interface EditableTableTexts {
  /** The red text of a failed read: 'Échec de la récupération des pierres'. */
  loadFailed: string
  /** Asked before a delete: 'Êtes-vous sûr de vouloir supprimer cette pierre ?'. */
  confirmDelete: string
  /** The loaded list is empty: 'Aucune pierre pour le moment.'. */
  empty: string
  /** The table's caption: 'Liste des pierres'. */
  caption: string
  /** The search box's label: 'Rechercher une pierre'. */
  search: string
}

interface RowsProps<T> {
  texts: EditableTableTexts
  /** The row's columns; the actions column is added last. */
  columns: Column<T>[]
  /** What the row's buttons are named after: 'Modifier Améthyste'. */
  rowName: (row: T) => string
  /** What the search box matches. */
  searchText: (row: T) => string
  onEdit: (row: T) => void
  onDeleted?: (id: string) => void
}

/**
 * A catalogue list its route loader reads (<DeferredList>: « Chargement... », or its red text and
 * « Réessayer »): searched and sorted by the toolbar, each row ending with « Modifier » (`onEdit`,
 * the screen's dialog or form) and « Supprimer » (confirmed, then the route's action: the list is read
 * again; `onDeleted` after a done delete).
 */
export function EditableTable<T extends { id: string }>({ value, ...rows }: RowsProps<T> & { value: Promise<T[]> }) {
  return (
    <DeferredList value={value} failed={rows.texts.loadFailed}>
      {(items, status) => <Rows {...rows} items={items ?? []} status={status} />}
    </DeferredList>
  )
}

function Rows<T extends { id: string }>({
  items,
  status,
  texts,
  columns,
  rowName,
  searchText,
  onEdit,
  onDeleted,
}: RowsProps<T> & { items: T[]; status: ListStatus }) {
  const { deleting, remove } = useRowDelete(texts.confirmDelete, onDeleted)
  const withActions: Column<T>[] = [
    ...columns,
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions name={rowName(row)} onEdit={() => onEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
      ),
    },
  ]
  const table = useAdminTable(items, { columns: withActions, searchText })
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel={texts.search} />
      <DataTable
        {...table.sorting}
        caption={texts.caption}
        columns={withActions}
        rows={table.rows}
        status={status}
        empty={table.empty(texts.empty)}
      />
    </>
  )
}
