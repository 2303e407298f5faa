// Minimal realtime (SSE) client for the tests: connects, reads the PB_CONNECT client id, and lets the
// test post subscriptions through the REST endpoint with the actor's token and IP.
import { type Actor, type ApiResult, call, pbUrl } from './clients'

export interface RealtimeConnection {
  clientId: string
  subscribe(actor: Actor, subscriptions: string[]): Promise<ApiResult>
  close(): Promise<void>
}

export async function connectRealtime(actor: Actor): Promise<RealtimeConnection> {
  const controller = new AbortController()
  const response = await fetch(`${pbUrl()}/api/realtime`, {
    headers: { 'X-Forwarded-For': actor.ip },
    signal: controller.signal,
  })
  if (!response.body) throw new Error('realtime: no response body')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let clientId: string | undefined
  while (!clientId) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`realtime: stream ended before PB_CONNECT (${text})`)
    text += decoder.decode(value, { stream: true })
    clientId = /"clientId":"([^"]+)"/.exec(text)?.[1]
  }
  const id = clientId
  return {
    clientId: id,
    subscribe: (as, subscriptions) => call(as, 'POST', '/api/realtime', { clientId: id, subscriptions }),
    close: async () => {
      controller.abort()
      await reader.cancel().catch(() => undefined)
    },
  }
}

/** A topic as the JS SDK writes it: `collection/*?options=<url-encoded JSON {query}>`. */
export function topic(collection: string, query: Record<string, string>): string {
  return `${collection}/*?options=${encodeURIComponent(JSON.stringify({ query }))}`
}
