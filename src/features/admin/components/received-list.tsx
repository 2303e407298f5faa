import { useState, type ComponentType } from 'react'
import type { TableSetup } from './admin-table'
import { DeferredList, type ListStatus } from './deferred-list'
import { ListTable, type ListTableTexts } from './list-table'
import { RowActions } from './row-actions'

interface ReceivedListProps<T> {
  /** What the route's loader read. */
  value: Promise<T[]>
  /** With `open`, the button that opens a row: 'Lire', 'Voir'. */
  texts: ListTableTexts & { open: string }
  /** The row's columns (the actions column is added last), what the search matches, the status filter. */
  table: TableSetup<T>
  /** What the row's buttons are named after: 'la demande de Léa' (« Voir la demande de Léa »). */
  rowName: (row: T) => string
  /** The dialog of the opened row, drawn with the list as it was last read (a status change shows in it). */
  details: ComponentType<{ row: T; onClose: () => void }>
}

/**
 * What the shop receives (contact messages, custom requests), as its route loader read it
 * (<DeferredList>: « Chargement... », or its red text and « Réessayer »): searched, filtered and sorted
 * by the toolbar, each row ending with `texts.open` (its details in a dialog) and « Supprimer »
 * (confirmed, then the route's action).
 */
export function ReceivedList<T extends { id: string }>({ value, ...list }: ReceivedListProps<T>) {
  return (
    <DeferredList value={value} failed={list.texts.loadFailed}>
      {(items, status) => <ReceivedRows {...list} items={items ?? []} status={status} />}
    </DeferredList>
  )
}

function ReceivedRows<T extends { id: string }>({
  texts,
  table,
  rowName,
  details: Details,
  items,
  status,
}: Omit<ReceivedListProps<T>, 'value'> & { items: T[]; status: ListStatus }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const open = items.find((item) => item.id === openId) ?? null
  return (
    <>
      <ListTable
        {...table}
        texts={texts}
        items={items}
        status={status}
        actions={(row, { remove, deleting }) => (
          <RowActions
            name={rowName(row)}
            openLabel={texts.open}
            onEdit={() => setOpenId(row.id)}
            onDelete={() => remove(row.id)}
            deleting={deleting === row.id}
          />
        )}
      />
      {open && <Details row={open} onClose={() => setOpenId(null)} />}
    </>
  )
}
