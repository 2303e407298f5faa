import type { ReactNode } from 'react'
import { GemIcon } from '@/components/icons'

/** The frame of /login and /signup: a centred card with an ornament, the title and the form. */
export function AuthCard({
  eyebrow,
  title,
  intro,
  children,
  footer,
}: {
  eyebrow: string
  title: string
  intro: ReactNode
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-3xl border border-line bg-surface px-6 py-10 shadow-sm sm:px-10">
        <div className="text-center">
          <GemIcon className="mx-auto size-8 text-highlight" />
          <p className="eyebrow mt-4">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-semibold">{title}</h1>
          <p className="mt-3 text-sm leading-relaxed text-ink-muted">{intro}</p>
        </div>
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>
    </div>
  )
}
