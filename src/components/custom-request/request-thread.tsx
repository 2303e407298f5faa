import { formatDateTime } from '@/lib/format'
import type { PageMessage } from '@/lib/request-page'

/** A request's thread, oldest first, each side named from the reader's side (docs/adr/0127). */
export function RequestThread({ messages, reader }: { messages: PageMessage[]; reader: 'customer' | 'shop' }) {
  if (messages.length === 0) return <p className="text-sm text-ink-muted">Aucun message pour l’instant.</p>
  const who = (from: PageMessage['from']) => (from === reader ? 'Vous' : from === 'shop' ? 'L’atelier' : 'Le client')
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-2xl border border-line p-4 ${message.from === 'shop' ? 'bg-surface-muted' : 'bg-surface'}`}
        >
          <p className="text-sm text-ink-muted">
            <strong className="text-ink">{who(message.from)}</strong> · {formatDateTime(message.created)}
          </p>
          <p className="mt-1 whitespace-pre-line">{message.body}</p>
        </li>
      ))}
    </ol>
  )
}
