import type { Column } from './data-table'
import { DeferredList } from './deferred-list'
import { ListTable, type ListTableTexts } from './list-table'
import { RowActions } from './row-actions'

/** The texts of a list whose rows are edited and deleted (a reference list's `texts` fit as they are). */
export type EditableTableTexts = ListTableTexts

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
export function EditableTable<T extends { id: string }>({ value, rowName, onEdit, ...rows }: RowsProps<T> & { value: Promise<T[]> }) {
  return (
    <DeferredList value={value} failed={rows.texts.loadFailed}>
      {(items, status) => (
        <ListTable
          {...rows}
          items={items ?? []}
          status={status}
          actions={(row, { remove, deleting }) => (
            <RowActions name={rowName(row)} onEdit={() => onEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
          )}
        />
      )}
    </DeferredList>
  )
}
