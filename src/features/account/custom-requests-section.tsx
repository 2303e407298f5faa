import { Link } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { LoadingScreen } from '@/components/loading-screen'
import { formatDate } from '@/lib/format'
import { href, paths } from '@/lib/paths'
import type { MyCustomRequests } from './custom-requests-data'
import { REQUEST_STATUS_CLASSES, requestStatusLabel, type RequestStatus } from '@/lib/request-status'

export const CUSTOM_REQUESTS_FAILED = 'Impossible de charger vos demandes sur-mesure pour le moment.'

/**
 * « Mes demandes sur-mesure » (docs/adr/0127): each request, its status and a link to its page;
 * nothing shown when there is none.
 */
export function CustomRequestsSection({ requests, className = '' }: { requests: Promise<MyCustomRequests>; className?: string }) {
  return (
    <Deferred
      value={requests}
      loading={<LoadingScreen label="Chargement de vos demandes sur-mesure..." />}
      failed={() => <FormAlert>{CUSTOM_REQUESTS_FAILED}</FormAlert>}
    >
      {(list) =>
        list.items.length === 0 ? null : (
          <section aria-labelledby="account-custom-requests" className={className}>
            <h2 id="account-custom-requests" className="text-2xl font-semibold">
              Mes demandes sur-mesure
            </h2>
            <ul className="mt-5 flex flex-col gap-3">
              {list.items.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
                  <span className="font-medium">
                    {request.jewelry_type}
                    {request.main_stone ? ` — ${request.main_stone}` : ''}
                  </span>
                  <span className="text-sm text-ink-muted">du {formatDate(request.created)}</span>
                  <span
                    className={`rounded-full border px-2 py-0.5 text-xs font-medium ${REQUEST_STATUS_CLASSES[request.status as RequestStatus] ?? ''}`}
                  >
                    {requestStatusLabel(request.status)}
                  </span>
                  <Link
                    to={href(paths.customRequestPage, { id: request.id })}
                    className="ml-auto text-sm font-medium text-accent underline underline-offset-4"
                  >
                    Voir la demande
                  </Link>
                </li>
              ))}
            </ul>
            {list.totalItems > list.items.length ? (
              <p className="mt-3 text-sm text-ink-muted">Vos {list.items.length} demandes les plus récentes sont affichées.</p>
            ) : null}
          </section>
        )
      }
    </Deferred>
  )
}
