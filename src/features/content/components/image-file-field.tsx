import type { ChangeEvent } from 'react'
import { errorClass, hintClass, labelClass } from '@/components/form'

export const CHOOSE_IMAGE = 'Choisir une image'
export const NO_FILE_CHOSEN = 'Aucun fichier choisi'

/**
 * An image to upload, in French and in the form's own font (issue 14, docs/adr/0057): the browser's
 * file button speaks the browser's language (« Choose file », « No file chosen ») in its own size,
 * so the real input is visually hidden (still focusable: Tab reaches it, Enter or Space opens the
 * picker) and a label styled as a button, « Choisir une image », opens it; the chosen file's name
 * or « Aucun fichier choisi » is shown beside it and read with the field.
 */
export function ImageFileField({
  id,
  label,
  accept,
  hint,
  error,
  file,
  onChange,
}: {
  id: string
  label: string
  accept: string
  hint: string
  error?: string
  file: File | null
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const describedBy = [`${id}-file`, `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div
        className={`mt-1.5 flex min-w-0 items-center gap-3 rounded-xl border bg-surface-raised px-2 py-1.5 text-base text-ink shadow-xs transition-colors focus-within:border-highlight sm:text-sm ${error ? 'border-danger-600 dark:border-danger-300' : 'border-line-strong hover:border-ink-muted'}`}
      >
        <input
          id={id}
          name="image"
          type="file"
          accept={accept}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
        />
        {/* A second label of the same input: a click opens the picker; the focus ring follows the input's. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className="shrink-0 cursor-pointer rounded-full bg-accent-soft px-4 py-1.5 font-medium text-accent transition-colors hover:bg-accent hover:text-on-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-highlight"
        >
          {CHOOSE_IMAGE}
        </label>
        <span id={`${id}-file`} className={`min-w-0 truncate ${file ? 'text-ink' : 'text-ink-muted'}`}>
          {file ? file.name : NO_FILE_CHOSEN}
        </span>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}
