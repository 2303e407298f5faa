/** Class lists shared by the form primitives (and by any custom control that must look the same). */

/** Text input, select and textarea box; `aria-[invalid=true]` turns the border red. */
export const controlClass =
  'block w-full rounded-xl border border-line-strong bg-surface-raised px-4 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-ink-muted focus:border-highlight disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger-600 dark:aria-[invalid=true]:border-danger-300 sm:text-sm'

export const labelClass = 'block text-sm font-medium text-ink'

export const hintClass = 'mt-1.5 text-xs leading-relaxed text-ink-muted'

export const errorClass = 'mt-1.5 text-sm font-medium text-danger-700 dark:text-danger-300'
