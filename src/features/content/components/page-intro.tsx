import type { ReactNode } from 'react'
import { containerClass } from '@/components/ui-classes'
import { Ornament } from './ornament'

/** The opening band of a content page: eyebrow, the page's <h1> and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-line bg-surface-muted">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,color-mix(in_oklab,var(--ep-highlight)_16%,transparent),transparent_45%),radial-gradient(circle_at_10%_90%,color-mix(in_oklab,var(--ep-accent)_12%,transparent),transparent_40%)]"
      />
      <div className={`${containerClass} relative py-12 text-center md:py-16`}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight md:text-5xl">{title}</h1>
        <Ornament className="mx-auto mt-5" />
        {children && <div className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-ink-muted md:text-lg">{children}</div>}
      </div>
    </div>
  )
}
