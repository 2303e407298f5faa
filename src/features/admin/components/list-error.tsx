import type { ReactNode } from 'react'

/** The red failure text above a table (docs/product/texts.md#loading-and-failures 'Échec de la récupération des …'); nothing without children. */
export function ListError({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="text-sm font-medium text-danger-700 dark:text-danger-300">
      {children}
    </p>
  )
}
