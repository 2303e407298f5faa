import { useState, type ComponentType, type ReactNode } from 'react'
import type { ListPage } from '../api/list-page'
import { useRowDelete } from '../api/record-writes'
import { useAdminTable, type TableFilter, type TableSetup } from './admin-table'
import { Pager } from './pager'
import { DataTable, tableButtonClass, tableDangerButtonClass, type Column, type TableSelection } from './data-table'
import { DeferredList, type ListStatus } from './deferred-list'
import { TableToolbar } from './table-toolbar'

// The admin lists whose rows end with their actions, one module (one lazy chunk: every chunk's name
// is in the storefront's entry, docs/adr/0062): `EditableTable` (the catalogue's lists: « Modifier »,
// « Supprimer ») and `ReceivedList` (messages, custom requests: « Lire » or « Voir », « Supprimer »),
// both drawn by `ListTable` (the products' table too), and `RowActions`, the buttons that end their rows.

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
interface RowDeletion {
  remove: (id: string) => void
  deleting: string | null
}

interface ListTableProps<T extends { id: string }> {
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
  /** Extra classes for a row (a sold-out product). */
  rowClassName?: (row: T) => string | undefined
  /**
   * A list paged by the server (docs/adr/0092): `items` is the page it read, `paged` where it stands,
   * how many match, what a row is called (« 12 produits ») and the pager's label.
   */
  paged?: { page: number; totalPages: number; totalItems: number; noun: readonly [string, string]; label: string } | null
  /** Rows that can be ticked for a bulk action (docs/adr/0095). */
  selection?: TableSelection<T>
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
  rowClassName,
  paged,
  selection,
}: ListTableProps<T> & { items: T[]; status: ListStatus }) {
  const deletion = useRowDelete(texts.confirmDelete, onDeleted)
  const withActions: Column<T>[] = [
    ...columns,
    { header: 'Actions', className: 'text-right whitespace-nowrap', card: 'action', cell: (row) => actions(row, deletion) },
  ]
  const table = useAdminTable(
    items,
    { columns: withActions, searchText, filter },
    paged === undefined ? undefined : { total: paged?.totalItems ?? 0, noun: paged?.noun },
  )
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
        rowClassName={rowClassName}
        selection={selection}
      />
      {paged && <Pager page={paged.page} totalPages={paged.totalPages} label={paged.label} />}
    </>
  )
}

interface RowsProps<T> {
  texts: ListTableTexts
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
export function EditableTable<T extends { id: string }>({
  value,
  rowName,
  onEdit,
  paging,
  ...rows
}: RowsProps<T> & { value: Promise<T[] | ListPage<T>>; paging?: { noun: readonly [string, string]; label: string } }) {
  return (
    <DeferredList value={value} failed={rows.texts.loadFailed}>
      {(loaded, status) => (
        <ListTable
          {...rows}
          // A list read whole, or one page the server searched and sorted (`paging` says how to count it).
          items={(Array.isArray(loaded) ? loaded : loaded?.items) ?? []}
          paged={paging ? (loaded && !Array.isArray(loaded) ? { ...loaded, ...paging } : null) : undefined}
          status={status}
          actions={(row, { remove, deleting }) => (
            <RowActions name={rowName(row)} onEdit={() => onEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
          )}
        />
      )}
    </DeferredList>
  )
}

interface ReceivedListProps<T> {
  /** The page the route's loader read (docs/adr/0092, docs/adr/0100). */
  value: Promise<ListPage<T>>
  /** What a row is called in the count (« 12 messages ») and the pager's label. */
  paging: { noun: readonly [string, string]; label: string }
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
 * What the shop receives (contact messages, custom requests), one page of it as its route loader read
 * it (<DeferredList>: « Chargement... », or its red text and « Réessayer »): searched, filtered and
 * sorted by the server from the toolbar's address, each row ending with `texts.open` (its details in a
 * dialog) and « Supprimer » (confirmed, then the route's action).
 */
export function ReceivedList<T extends { id: string }>({ value, ...list }: ReceivedListProps<T>) {
  return (
    <DeferredList value={value} failed={list.texts.loadFailed}>
      {(page, status) => <ReceivedRows {...list} page={page} status={status} />}
    </DeferredList>
  )
}

function ReceivedRows<T extends { id: string }>({
  texts,
  table,
  rowName,
  details: Details,
  paging,
  page,
  status,
}: Omit<ReceivedListProps<T>, 'value'> & { page: ListPage<T> | null; status: ListStatus }) {
  const items = page?.items ?? []
  const [openId, setOpenId] = useState<string | null>(null)
  const open = items.find((item) => item.id === openId) ?? null
  return (
    <>
      <ListTable
        {...table}
        texts={texts}
        items={items}
        status={status}
        paged={page && { ...page, ...paging }}
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

/**
 * 'Modifier' (or `openLabel`: 'Lire', 'Voir') and 'Supprimer' in a table row, each named after the row
 * ('Modifier Bracelet Lune', 'Voir la demande de Léa').
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
  openLabel = 'Modifier',
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  deleting?: boolean
  openLabel?: string
}) {
  return (
    <span className="inline-flex gap-2">
      <button type="button" className={tableButtonClass} aria-label={`${openLabel} ${name}`} onClick={onEdit}>
        {openLabel}
      </button>
      <button type="button" className={tableDangerButtonClass} aria-label={`Supprimer ${name}`} disabled={deleting} onClick={onDelete}>
        Supprimer
      </button>
    </span>
  )
}
