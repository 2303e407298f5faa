import type { ReactNode } from 'react'

/** A part of the page: its heading, an optional sentence, then its tables. */
export function Part({ id, title, note, children }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      {note && <p className="text-sm text-ink-muted">{note}</p>}
      {children}
    </section>
  )
}
