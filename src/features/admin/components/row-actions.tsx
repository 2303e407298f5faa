import { tableButtonClass, tableDangerButtonClass } from './data-table'

/** 'Modifier' and 'Supprimer' in a table row, each named after the row ('Modifier Bracelet Lune'). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  deleting?: boolean
}) {
  return (
    <span className="inline-flex gap-2">
      <button type="button" className={tableButtonClass} aria-label={`Modifier ${name}`} onClick={onEdit}>
        Modifier
      </button>
      <button type="button" className={tableDangerButtonClass} aria-label={`Supprimer ${name}`} disabled={deleting} onClick={onDelete}>
        Supprimer
      </button>
    </span>
  )
}
