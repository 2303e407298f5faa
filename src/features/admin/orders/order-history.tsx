import { useEffect, useState } from 'react'
import { isAbortError, pb } from '@/lib/pocketbase'
import type { OrderEventsRecord } from '@/lib/pocketbase-types'
import { describeEvent, formatDateTime, HISTORY_TEXTS, type EventData } from './order-history-text'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: OrderEventsRecord[] }

/** The order's history (order_events), oldest first, newest last: when, who, what. Admins only. */
export function OrderHistory({ orderId, version }: { orderId: string; version?: unknown }) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    pb.collection('order_events')
      .getFullList({ filter: pb.filter('order = {:order}', { order: orderId }), sort: 'created,id', signal: controller.signal })
      .then((events) => setState({ status: 'ready', events }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        console.error('Admin order history:', error)
        setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [orderId, version])

  return (
    <section aria-labelledby="order-history" className="mt-5">
      <h3 id="order-history" className="mb-2 font-semibold">
        Historique
      </h3>
      {state.status === 'loading' && <p className="text-sm text-ink-muted">{HISTORY_TEXTS.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {HISTORY_TEXTS.failed}
        </p>
      )}
      {state.status === 'ready' && state.events.length === 0 && <p className="text-sm text-ink-muted">{HISTORY_TEXTS.empty}</p>}
      {state.status === 'ready' && state.events.length > 0 && (
        <ol className="space-y-2 text-sm">
          {state.events.map((event) => (
            <li key={event.id} className="border-l-2 border-line pl-3">
              <span className="block text-xs text-ink-muted">
                <time dateTime={event.created.replace(' ', 'T')}>{formatDateTime(event.created)}</time> · {event.actor_label || 'Boutique'}
              </span>
              {describeEvent(event.type, (event.data ?? {}) as EventData)}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
