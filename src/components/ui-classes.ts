/** Shared class lists for the few primitives the shell needs (kept as strings: no UI kit). */

/** Round 40×40 icon button or link in bars, without its `display` (for `hidden md:inline-flex`). */
export const iconButtonBaseClass =
  'relative size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted hover:text-accent'

/** Round 40×40 icon button or link in bars. */
export const iconButtonClass = `inline-flex ${iconButtonBaseClass}`

/** Primary call to action. */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-accent px-6 py-2.5 text-sm font-medium text-on-accent transition-colors hover:bg-accent-hover'

/** Secondary (outlined) action. */
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-line-strong px-6 py-2.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent'

/** Centered page column. */
export const containerClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6'
