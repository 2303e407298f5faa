import { paths } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'

/*
 * The audience's beacon (docs/adr/0123-audience-without-a-tracker.md): one small POST per page
 * viewed, to the shop's own server (POST /api/shop/hits). Its own chunk, loaded by main.tsx once the
 * page has loaded, and each send waits for an idle moment: it never competes with the page.
 * It stores nothing in the browser (no cookie, no localStorage, sessionStorage or IndexedDB) and
 * sends no identifier: a path, the referrer (the server keeps its host), whether the view starts a
 * visit, the utm_* of the address, the window's width (the server keeps its size class) and the
 * kind of page. Nothing is sent from the back-office and the signed-in areas, nor by a browser that
 * asks not to be tracked or that a program drives. Whatever fails (the server down, an old browser)
 * fails silently.
 */

interface LocationLike {
  pathname: string
  search: string
}

/** What the beacon needs of the app's router (react-router's data router). */
export interface RouterLike {
  state: { location: LocationLike }
  subscribe(listener: (state: { location: LocationLike }) => void): () => void
}

const UTM = ['source', 'medium', 'campaign', 'content', 'term'] as const

/** Pages never counted (the server refuses them too): the back-office and the signed-in areas. */
const PRIVATE = new RegExp(`^(${[paths.admin, paths.account, paths.pro].join('|')})(/|$)`)

/** The navigation that opened this document: a reload or a return is no new visit. */
function openedBy(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate'
}

/**
 * Whether this browser is not to be counted: it asks not to be tracked (Do Not Track, Global Privacy
 * Control), or a program drives it (WebDriver: test suites, audits; the server refuses robots too).
 */
function declined(): boolean {
  return (
    navigator.doNotTrack === '1' ||
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
    navigator.webdriver === true
  )
}

/** Runs `run` when the browser is idle (or soon, where it cannot tell). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 })
  else setTimeout(run, 1)
}

/** The hit of a view of `location`: what POST /api/shop/hits reads. */
export function hitOf(location: LocationLike, first: boolean) {
  const query = new URLSearchParams(location.search)
  const referrer = first ? document.referrer : ''
  let fromElsewhere = true
  try {
    fromElsewhere = referrer === '' || new URL(referrer).host !== window.location.host
  } catch {
    // an unreadable referrer is someone else's
  }
  return {
    path: location.pathname,
    referrer,
    entry: first && fromElsewhere && (openedBy() === 'navigate' || openedBy() === 'prerender'),
    width: window.innerWidth,
    utm: Object.fromEntries(UTM.map((name) => [name, query.get(`utm_${name}`) ?? ''])),
    kind: location.pathname === paths.cart ? 'cart' : location.pathname === paths.checkout ? 'checkout' : 'view',
  }
}

/** Sends one hit; never throws. */
export function sendHit(hit: ReturnType<typeof hitOf>): void {
  try {
    const url = pb.buildURL('/api/shop/hits')
    // A string goes as text/plain: a "simple" request, no CORS preflight, no cookie to send.
    const body = JSON.stringify(hit)
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body)
    else void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {})
  } catch {
    // The count is not worth an error on a shopper's page.
  }
}

/**
 * Counts the page shown now, then every page a client-side navigation shows (a new path: a filter
 * or a sort written in the address is the same page). Called once, after the page's `load`.
 */
export default function countViews(router: RouterLike): void {
  try {
    if (declined()) return
    let last = ''
    let first = true
    const view = (location: LocationLike) => {
      if (location.pathname === last) return
      last = location.pathname
      if (PRIVATE.test(location.pathname)) return
      const hit = hitOf(location, first)
      first = false
      whenIdle(() => sendHit(hit))
    }
    const start = () => {
      view(router.state.location)
      router.subscribe((state) => view(state.location))
    }
    // A page the browser prepares before it is shown (speculative prerendering) counts when shown.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener('prerenderingchange', start, { once: true })
    } else start()
  } catch {
    // idem
  }
}
