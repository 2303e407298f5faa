// The audience's beacon (docs/adr/0123): one sendBeacon per page shown, at an idle moment, with the
// hit POST /api/shop/hits reads; nothing written in the browser; nothing thrown, whatever fails.
import { createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POCKETBASE_URL } from '@/lib/pocketbase'
import countViews from './audience-beacon'

const HITS = `${POCKETBASE_URL}/api/shop/hits`

/** The idle callbacks asked for, run by the test when it says so. */
let idle: Array<() => void> = []
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>

function routerAt(url: string) {
  return createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] })
}

/** The bodies sent so far, parsed. */
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as Record<string, unknown> }))

function runIdle() {
  const waiting = idle
  idle = []
  for (const run of waiting) run()
}

beforeEach(() => {
  idle = []
  sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true)
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true })
  vi.stubGlobal('innerWidth', 390)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'sendBeacon')
  for (const property of ['doNotTrack', 'globalPrivacyControl', 'webdriver']) Reflect.deleteProperty(navigator, property)
})

describe('the audience beacon', () => {
  it('sends the first page when the browser is idle, with its utm only, the referrer and the width; an entry', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://l.instagram.com/')
    countViews(
      routerAt('/catalogue/bracelet-aube?couleur=rouge&utm_source=Instagram&utm_medium=social&q=marie%40example.fr&utm_campaign=noel-2026'),
    )
    expect(sendBeacon).not.toHaveBeenCalled()
    runIdle()
    expect(sent()).toEqual([
      {
        url: HITS,
        body: {
          // Only the utm_* of the query: the server reads them from there, and nothing else is sent.
          path: '/catalogue/bracelet-aube?&utm_source=Instagram&utm_medium=social&utm_campaign=noel-2026',
          referrer: 'https://l.instagram.com/',
          entry: true,
          width: 390,
          kind: 'view',
        },
      },
    ])
  })

  it('sends each new page of a client-side navigation, not an entry, with the cart and checkout kinds; nothing for the back-office', async () => {
    const router = routerAt('/')
    countViews(router)
    runIdle()
    await router.navigate('/catalogue?tri=prix')
    await router.navigate('/catalogue?tri=nom') // the same page, sorted otherwise
    await router.navigate('/cart')
    await router.navigate('/checkout')
    await router.navigate('/dashboard/orders')
    runIdle()
    expect(sent().map(({ body }) => [body.path, body.kind, body.entry, body.referrer])).toEqual([
      ['/?', 'view', true, ''],
      ['/catalogue?', 'view', false, ''],
      ['/cart?', 'cart', false, ''],
      ['/checkout?', 'checkout', false, ''],
    ])
  })

  it('a reloaded page starts no visit (the server tells apart a referrer of the shop itself)', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry])
    countViews(routerAt('/blog'))
    runIdle()
    expect(sent()[0]?.body).toMatchObject({ path: '/blog?', entry: false })
  })

  it('without requestIdleCallback (Safari), sends a moment later', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    countViews(routerAt('/contact'))
    expect(sendBeacon).not.toHaveBeenCalled()
    vi.runAllTimers()
    vi.useRealTimers()
    expect(sent().map(({ body }) => body.path)).toEqual(['/contact?'])
  })

  it('writes no cookie and nothing in localStorage, sessionStorage or IndexedDB', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const cookie = vi.spyOn(document, 'cookie', 'set')
    const open = vi.fn()
    vi.stubGlobal('indexedDB', { open })
    const router = routerAt('/')
    countViews(router)
    await router.navigate('/catalogue')
    runIdle()
    expect(sendBeacon).toHaveBeenCalledTimes(2)
    expect(setItem).not.toHaveBeenCalled()
    expect(cookie).not.toHaveBeenCalled()
    expect(open).not.toHaveBeenCalled()
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0)
  })

  it.each(['doNotTrack', 'globalPrivacyControl', 'webdriver'] as const)('sends nothing when the browser says %s', (property) => {
    Object.defineProperty(navigator, property, { value: property === 'doNotTrack' ? '1' : true, configurable: true })
    countViews(routerAt('/'))
    runIdle()
    expect(sendBeacon).not.toHaveBeenCalled()
  })

  it('never throws: a failing sendBeacon, or none at all (an old browser)', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Beacon refused')
    })
    countViews(routerAt('/'))
    expect(runIdle).not.toThrow()
    expect(sendBeacon).toHaveBeenCalledTimes(1)

    Reflect.deleteProperty(navigator, 'sendBeacon')
    countViews(routerAt('/a-propos'))
    expect(runIdle).not.toThrow()
  })
})
