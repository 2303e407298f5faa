import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import { hintClass, labelClass } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { tableButtonClass, tableDangerButtonClass } from './data-table'
import { uploadHint, type UploadLimits } from '@/lib/upload-limits'
import { acceptImageFiles, moveItem, revokeImageUrls, type ImageItem } from './image-items'

/**
 * Stored and new images in ONE ordered list (the order saved is the order the shop shows): drag
 * and drop, or 'Monter' / 'Descendre' with the keyboard; 'Retirer' takes an image out (a stored one
 * is deleted on save). New files are previewed through object URLs, revoked when removed or when
 * the editor goes away. A file of another type or too large for the field is refused at once, by
 * name, with the field's limit (its hint states them beforehand).
 * Controlled: the parent keeps `items`, so a failed save keeps them.
 */
export function ImageListEditor({
  label,
  items,
  onChange,
  max,
  upload,
}: {
  label: string
  items: ImageItem[]
  onChange: (items: ImageItem[]) => void
  /** The field's maximum number of files (the schema's maxSelect). */
  max: number
  /** The field's types and size per file, as the schema gives them (`productsImageUpload`…). */
  upload: UploadLimits
}) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const [refused, setRefused] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [dragged, setDragged] = useState<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  // Object URLs still in the list when the editor goes away (form closed) are released then.
  const latest = useRef(items)
  useEffect(() => {
    latest.current = items
  }, [items])
  useEffect(() => () => revokeImageUrls(latest.current), [])

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const { added, refused: refusals } = acceptImageFiles(event.target.files ?? [], upload)
    event.target.value = ''
    // A single-image field: the picked file replaces the current one.
    const base = max === 1 && added.length > 0 ? [] : items
    const room = Math.max(0, max - base.length)
    const kept = added.slice(0, room)
    revokeImageUrls(added.slice(room))
    if (added.length > room) refusals.push(`${max} images au maximum : ${added.length - room} fichier(s) non ajouté(s).`)
    setRefused(refusals)
    if (kept.length > 0) {
      if (base !== items) revokeImageUrls(items)
      onChange([...base, ...kept])
      setAnnouncement(`${kept.length} image(s) ajoutée(s).`)
    }
  }

  const move = (from: number, to: number, focusButton?: 'up' | 'down') => {
    if (to < 0 || to >= items.length) return
    onChange(moveItem(items, from, to))
    setAnnouncement(`Image déplacée en position ${to + 1} sur ${items.length}.`)
    if (focusButton) {
      // Keep the keyboard on the moved image: its same button (or the other one at an end).
      requestAnimationFrame(() => {
        const row = listRef.current?.children[to]
        const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusButton}"]:not([disabled])`)
        const other = row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])')
        ;(wanted ?? other)?.focus()
      })
    }
  }

  const remove = (index: number) => {
    const item = items[index]
    if (!item) return
    revokeImageUrls([item])
    onChange(items.filter((_, i) => i !== index))
    setAnnouncement(item.kind === 'existing' ? 'Image retirée : elle sera supprimée à l’enregistrement.' : 'Image retirée.')
  }

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault()
    if (dragged !== null) move(dragged, index)
    setDragged(null)
  }

  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{label}</legend>
      {items.length > 0 && (
        <ol ref={listRef} className="space-y-2">
          {items.map((item, index) => {
            const position = `${index + 1} sur ${items.length}`
            const name = item.kind === 'existing' ? item.name : item.file.name
            return (
              <li
                key={item.key}
                draggable={max > 1}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', String(index))
                  setDragged(index)
                }}
                onDragOver={(event) => {
                  event.preventDefault()
                  event.dataTransfer.dropEffect = 'move'
                }}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragged(null)}
                data-testid="image-item"
                className={`flex flex-wrap items-center gap-3 rounded-xl border bg-surface p-2 ${
                  dragged === index ? 'border-accent opacity-60' : 'border-line'
                } ${max > 1 ? 'cursor-grab' : ''}`}
              >
                <img
                  src={item.url}
                  alt={`Image ${position} : ${name}`}
                  width={64}
                  height={64}
                  className="size-16 rounded-lg object-cover"
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate">{name}</span>
                  <span className="text-xs text-ink-muted">
                    {max === 1 ? 'Image actuelle' : index === 0 ? 'Image principale' : `Position ${index + 1}`}
                    {item.kind === 'new' ? ' · nouvelle' : ''}
                  </span>
                </span>
                <span className="flex gap-1">
                  {max > 1 && (
                    <>
                      <button
                        type="button"
                        data-move="up"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1, 'up')}
                        aria-label={`Monter l'image ${position}`}
                        className={tableButtonClass}
                      >
                        Monter
                      </button>
                      <button
                        type="button"
                        data-move="down"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1, 'down')}
                        aria-label={`Descendre l'image ${position}`}
                        className={tableButtonClass}
                      >
                        Descendre
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Retirer l'image ${position}`}
                    className={tableDangerButtonClass}
                  >
                    Retirer
                  </button>
                </span>
              </li>
            )
          })}
        </ol>
      )}
      <div>
        {/* The native control is visually hidden (its button would speak the browser's language);
            the label is the visible button and takes the keyboard focus ring. */}
        <input
          id={inputId}
          type="file"
          multiple={max > 1}
          accept={upload.mimeTypes.join(',')}
          onChange={onPick}
          aria-describedby={hintId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClass} cursor-pointer py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--ep-focus)]`}
        >
          {max > 1 ? 'Ajouter des images' : items.length > 0 ? 'Remplacer l’image' : 'Ajouter une image'}
        </label>
        <p id={hintId} className={hintClass}>
          {max > 1
            ? `${uploadHint(upload)} ${max} images au plus. La première image est celle des listes et de la fiche ; glissez-déposez ou utilisez Monter / Descendre pour changer l’ordre.`
            : `${uploadHint(upload)} Une nouvelle image remplace l’actuelle.`}
        </p>
      </div>
      {refused.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm font-medium text-danger-700 dark:text-danger-300">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
