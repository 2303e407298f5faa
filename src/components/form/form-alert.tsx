import type { ReactNode } from 'react'

/**
 * A form-level message above or below the fields: `error` (role alert, red) or `success`
 * (role status, green). Renders nothing without children, so it can stay in the tree.
 */
export function FormAlert({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: 'error' | 'success'
  children?: ReactNode
  className?: string
}) {
  if (!children) return null
  const style =
    tone === 'error'
      ? 'border-danger-300 bg-danger-100 text-danger-700 dark:border-danger-700 dark:bg-danger-700/20 dark:text-danger-100'
      : 'border-forest-300 bg-forest-100 text-forest-700 dark:border-forest-700 dark:bg-forest-700/20 dark:text-forest-100'
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm font-medium leading-relaxed ${style} ${className}`}
    >
      {children}
    </div>
  )
}
