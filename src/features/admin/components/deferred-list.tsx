import type { ReactNode } from 'react'
import { Deferred } from '@/components/deferred'
import { ListError } from './list-error'

export type ListStatus = 'loading' | 'ready' | 'error'

/**
 * A table's list as its route loader returned it (a promise: <Deferred>): `children` draws the
 * toolbar and the table with the rows and where loading stands ('Chargement...' in the table); a
 * failure adds the red text above them (docs/product/texts.md#loading-and-failures).
 */
export function DeferredList<T>({
  value,
  failed,
  children,
}: {
  value: Promise<T[]>
  /** 'Échec de la récupération des catégories'. */
  failed: string
  children: (items: T[], status: ListStatus) => ReactNode
}) {
  return (
    <Deferred
      value={value}
      loading={<div className="space-y-3">{children([], 'loading')}</div>}
      failed={() => (
        <div className="space-y-3">
          <ListError>{failed}</ListError>
          {children([], 'error')}
        </div>
      )}
    >
      {(items) => <div className="space-y-3">{children(items, 'ready')}</div>}
    </Deferred>
  )
}
