import { Deferred } from '@/components/deferred'
import type { OrderEventsRecord } from '@/lib/pocketbase-types'
import { formatDateTime } from '@/lib/format'
import { describeEvent, HISTORY_TEXTS, type EventData } from './order-history-text'

/** The order's history (order_events), oldest first, newest last: when, who, what. Admins only. */
export function OrderHistory({ events }: { events: Promise<OrderEventsRecord[]> }) {
  return (
    <section aria-labelledby="order-history" className="mt-5">
      <h3 id="order-history" className="mb-2 font-semibold">
        Historique
      </h3>
      <Deferred
        value={events}
        loading={<p className="text-sm text-ink-muted">{HISTORY_TEXTS.loading}</p>}
        failed={() => (
          <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
            {HISTORY_TEXTS.failed}
          </p>
        )}
      >
        {(events) =>
          events.length === 0 ? (
            <p className="text-sm text-ink-muted">{HISTORY_TEXTS.empty}</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {events.map((event) => (
                <li key={event.id} className="border-l-2 border-line pl-3">
                  <span className="block text-xs text-ink-muted">
                    <time dateTime={event.created.replace(' ', 'T')}>{formatDateTime(event.created)}</time> ·{' '}
                    {event.actor_label || 'Boutique'}
                  </span>
                  {describeEvent(event.type, (event.data ?? {}) as EventData)}
                </li>
              ))}
            </ol>
          )
        }
      </Deferred>
    </section>
  )
}
