import type { ReactNode } from 'react'
import { Deferred } from '@/components/deferred'
import { secondaryButtonClass } from '@/components/ui-classes'
import { ListError } from './list-error'

export type ListStatus = 'loading' | 'ready' | 'error'

/**
 * THE way an admin screen shows a list its route loader returned (a promise: <Deferred>,
 * docs/adr/0072): `children` draws the toolbar and the table with what was read (null while loading
 * and after a failure) and where loading stands ('Chargement...' in the table). A failure adds the
 * red text above them (docs/product/texts.md#loading-and-failures) and « Réessayer », which reads
 * the route again; the toolbar stays usable meanwhile.
 * The gap (not margins) spaces what is drawn: a dialog drawn among it (fixed) takes no space.
 */
export function DeferredList<T>({
  value,
  failed,
  children,
}: {
  value: Promise<T>
  /** 'Échec de la récupération des catégories'. */
  failed: string
  children: (data: T | null, status: ListStatus) => ReactNode
}) {
  return (
    <Deferred
      value={value}
      loading={<div className="flex flex-col gap-3">{children(null, 'loading')}</div>}
      failed={(retry) => (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <ListError>{failed}</ListError>
            <button type="button" className={secondaryButtonClass} onClick={retry}>
              Réessayer
            </button>
          </div>
          {children(null, 'error')}
        </div>
      )}
    >
      {(data) => <div className="flex flex-col gap-3">{children(data, 'ready')}</div>}
    </Deferred>
  )
}
