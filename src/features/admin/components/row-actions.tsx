import { tableButtonClass, tableDangerButtonClass } from './data-table'

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
