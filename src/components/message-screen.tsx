import type { ReactNode } from 'react'
import { GemIcon } from '@/components/icons'

/** A centred full-width message: 404, errors, empty areas. */
export function MessageScreen({
  eyebrow,
  title,
  children,
  actions,
  role,
  className = '',
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
  role?: 'alert'
  className?: string
}) {
  return (
    <div role={role} className={`mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28 ${className}`}>
      <GemIcon className="size-10 text-highlight" />
      {eyebrow && <p className="eyebrow mt-6">{eyebrow}</p>}
      <h1 className={`${eyebrow ? 'mt-3' : 'mt-6'} text-4xl font-semibold md:text-5xl`}>{title}</h1>
      {children && <div className="mt-4 leading-relaxed text-ink-muted">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  )
}
