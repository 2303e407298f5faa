import type { ReactNode } from 'react'
import { useRowDelete } from '../api/record-writes'
import { useAdminTable, type TableFilter } from './admin-table'
import { DataTable, type Column } from './data-table'
import type { ListStatus } from './deferred-list'
import { TableToolbar } from './table-toolbar'

/** The texts of a list whose rows can be deleted (a reference list's `texts` fit as they are). */
export interface ListTableTexts {
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

/** What a row's actions get: the confirmed delete of a row (the route's action) and the row being deleted. */
export interface RowDeletion {
  remove: (id: string) => void
  deleting: string | null
}

export interface ListTableProps<T> {
  texts: ListTableTexts
  /** The row's columns; the actions column is added last. */
  columns: readonly Column<T>[]
  /** What the search box matches. */
  searchText: (row: T) => string
  /** The status filter, for a list that has statuses. */
  filter?: TableFilter<T>
  /** The buttons that end a row (the « Actions » column). */
  actions: (row: T, deletion: RowDeletion) => ReactNode
  /** After a done delete (the list read again). */
  onDeleted?: (id: string) => void
}

/**
 * Inside a <DeferredList>: the toolbar (search, filter, count) and the sortable table of a list the
 * route read (`items` empty while loading or after a failure, `status` says which), each row ending
 * with its actions; a delete is confirmed, then goes through the route's action.
 */
export function ListTable<T extends { id: string }>({
  items,
  status,
  texts,
  columns,
  searchText,
  filter,
  actions,
  onDeleted,
}: ListTableProps<T> & { items: T[]; status: ListStatus }) {
  const deletion = useRowDelete(texts.confirmDelete, onDeleted)
  const withActions: Column<T>[] = [
    ...columns,
    { header: 'Actions', className: 'text-right whitespace-nowrap', cell: (row) => actions(row, deletion) },
  ]
  const table = useAdminTable(items, { columns: withActions, searchText, filter })
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
