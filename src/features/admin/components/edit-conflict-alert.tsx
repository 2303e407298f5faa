import { useEffect, useId, useRef } from 'react'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import type { EditConflict } from '../api/edit-version'

/** What the choice means, under the server's sentence. */
export const CONFLICT_CHOICE =
  'Vos modifications sont toujours dans le formulaire, mais n’ont pas été enregistrées. « Recharger » affiche la version enregistrée entre-temps et abandonne vos modifications ; « Garder mon texte » enregistre votre version à la place.'

/** When the record as it is now could not be read: only reloading the page is left. */
const UNREADABLE = 'La version enregistrée entre-temps n’a pas pu être lue : rechargez la page pour la voir.'

/**
 * A save refused because someone else saved the record since the form opened it (docs/adr/0083): the
 * server's French sentence (« Ce produit a été modifié par ailleurs depuis son ouverture. »), what the
 * two choices do, « Recharger » (the record as it is now, what was typed dropped) and « Garder mon
 * texte » (the form saved again over it, as typed). It takes the focus when it appears, so a keyboard
 * or screen-reader user lands on the choice; nothing typed is touched until one is made.
 */
export function EditConflictAlert({
  message,
  conflict,
  busy,
  onReload,
  onKeep,
}: {
  message: string
  conflict: EditConflict
  busy: boolean
  onReload: (record: NonNullable<EditConflict['record']>) => void
  onKeep: (updated: string) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => {
    box.current?.focus()
  }, [conflict])
  const { record } = conflict
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-xl border border-danger-300 bg-danger-100 px-4 py-3 text-sm leading-relaxed text-danger-700 dark:border-danger-700 dark:bg-danger-700/20 dark:text-danger-100"
    >
      <p id={titleId} className="font-semibold">
        {message}
      </p>
      <p className="mt-1">{record ? CONFLICT_CHOICE : UNREADABLE}</p>
      {record && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" onClick={() => onReload(record)} className={`${secondaryButtonClass} min-h-11 bg-surface-raised`}>
            Recharger
          </button>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => onKeep(conflict.updated)}
            className={`${primaryButtonClass} min-h-11 disabled:cursor-not-allowed disabled:opacity-70`}
          >
            Garder mon texte
          </button>
        </div>
      )}
    </div>
  )
}
