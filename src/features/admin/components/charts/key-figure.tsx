import type { ReactNode } from 'react'

/**
 * A figure with its name and its change against the previous period, inside a `<dl>` (`KeyFigures`):
 * « Chiffre d’affaires TTC · 1 234,50 € · +12 % par rapport à la période précédente ».
 */
export function KeyFigure({ label, value, change, hint }: { label: string; value: string; change?: string; hint?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="font-display text-3xl font-semibold break-words text-ink lining-nums tabular-nums">{value}</dd>
      {change && <dd className="text-xs text-ink-muted">{change}</dd>}
      {hint && <dd className="text-xs text-ink-muted">{hint}</dd>}
    </div>
  )
}

/** Key figures side by side, stacked on a phone. */
export function KeyFigures({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</dl>
}
