import type { ReactNode } from 'react'
import { usePageMeta } from '@/lib/document-title'

interface ProPageHeaderProps {
  /** The page's <h1> (docs/product/screens.md#pro-space). */
  heading: string
  /** The browser tab title ("{title} — Éclat de Pierre"); the heading when absent. */
  title?: string
  /** One line under the heading. */
  intro?: ReactNode
}

/**
 * The top of a pro sub-page: heading, one line of intro, and the page's title in the tab. The back
 * link to /espace-pro is drawn by the pro layout above it (`ProBackLink`), so pages do not add one.
 */
export function ProPageHeader({ heading, title, intro }: ProPageHeaderProps) {
  usePageMeta({ title: title ?? heading })
  return (
    <div className="flex flex-col gap-3 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-semibold md:text-4xl">{heading}</h1>
        {intro && <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>}
      </div>
    </div>
  )
}
