// What a page view becomes before it is stored (pocketbase/pb_hooks/lib/audience.js `hitFrom`,
// docs/adr/0123), run under Node the way PocketBase's JS engine loads it: the Paris day of the
// present, the path without its query, the utm fields, the referrer's host only; and what is not
// counted. The integration test (tests/integration/audience.test.ts) sends the same through HTTP.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Hit {
  day: string
  path: string
  kind: string
  entry: boolean
  source: string
  medium: string
  campaign: string
  content: string
  term: string
  referrer_host: string
  device: string
}
interface Audience {
  hitFrom: (text: string, header: (name: string) => string, ownHosts: string[], now: number) => Hit | null
  ownHostsOf: (header: (name: string) => string, appURL: string) => string[]
  monthsBefore: (day: string) => string
}

const { hitFrom, ownHostsOf, monthsBefore } = loadHookLib<Audience>('audience.js')
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const NOW = Date.parse('2026-11-29T09:00:00Z')
const OWN = ['eclat-de-pierre.fr']

function headers(extra: Record<string, string> = {}) {
  const all: Record<string, string> = { 'user-agent': CHROME }
  for (const [name, value] of Object.entries(extra)) all[name.toLowerCase()] = value
  return (name: string) => all[name.toLowerCase()] ?? ''
}

const hit = (body: unknown, extra: Record<string, string> = {}, now = NOW) =>
  hitFrom(typeof body === 'string' ? body : JSON.stringify(body), headers(extra), OWN, now)

describe('a counted page view', () => {
  it('keeps the day, the path, the kind, the entry, the utm, the referrer’s host and the size class', () => {
    expect(
      hit({
        path: '/catalogue/bracelet-amethyste',
        referrer: 'https://l.instagram.com/?u=https%3A%2F%2Feclat-de-pierre.fr&e=AT0abc',
        entry: true,
        width: 390,
        utm: { source: 'Instagram', medium: 'social', campaign: 'noel-2026', content: 'reel-3', term: '' },
        kind: 'view',
      }),
    ).toEqual({
      day: '2026-11-29',
      path: '/catalogue/bracelet-amethyste',
      kind: 'view',
      entry: true,
      source: 'instagram',
      medium: 'social',
      campaign: 'noel-2026',
      content: 'reel-3',
      term: '',
      referrer_host: 'l.instagram.com',
      device: 'mobile',
    })
  })

  it('counts on the Paris day: across midnight and both changes of time', () => {
    const day = (iso: string) => hit({ path: '/' }, {}, Date.parse(iso))?.day
    expect(day('2026-11-29T22:59:59Z')).toBe('2026-11-29') // 23:59:59 in Paris (UTC+1)
    expect(day('2026-11-29T23:00:00Z')).toBe('2026-11-30') // midnight in Paris
    expect(day('2026-03-28T23:30:00Z')).toBe('2026-03-29') // 00:30, still UTC+1
    expect(day('2026-03-29T21:59:00Z')).toBe('2026-03-29') // 23:59, UTC+2 since 01:00 UTC
    expect(day('2026-03-29T22:30:00Z')).toBe('2026-03-30')
    expect(day('2026-10-24T22:30:00Z')).toBe('2026-10-25') // 00:30, UTC+2
    expect(day('2026-10-25T22:30:00Z')).toBe('2026-10-25') // 23:30, UTC+1 since 01:00 UTC
  })

  it('drops the query string but for its utm_*, and the fragment', () => {
    expect(
      hit({ path: '/catalogue?utm_source=Newsletter&utm_medium=email&utm_campaign=lettre%20de%20mai&couleur=rouge#haut' }),
    ).toMatchObject({
      path: '/catalogue',
      source: 'newsletter',
      medium: 'email',
      campaign: 'lettre de mai',
    })
    expect(hit({ path: '/blog/' })).toMatchObject({ path: '/blog' })
  })

  it('clips the path and the utm values, and strips control characters', () => {
    const long = `/catalogue/${'a'.repeat(300)}`
    expect(hit({ path: long })?.path).toBe(long.slice(0, 200))
    expect(hit({ path: '/', utm: { source: `x\u0000y${'z'.repeat(200)}` } })?.source).toBe(`xy${'z'.repeat(98)}`)
  })

  it('keeps a referrer’s host only, without www.; the shop itself is no referrer and starts no visit', () => {
    expect(hit({ path: '/', referrer: 'https://www.Google.fr/search?q=bracelet+camille', entry: true })).toMatchObject({
      referrer_host: 'google.fr',
      entry: true,
    })
    expect(hit({ path: '/', referrer: 'https://www.eclat-de-pierre.fr/catalogue', entry: true })).toMatchObject({
      referrer_host: '',
      entry: false,
    })
    expect(hit({ path: '/', referrer: 'javascript:alert(1)', entry: true })).toMatchObject({ referrer_host: '', entry: true })
    expect(hit({ path: '/', referrer: 'https://camille:secret@mail.example.org/inbox/42' })).toMatchObject({
      referrer_host: 'mail.example.org',
    })
  })

  it('knows the shop’s hosts from the beacon’s Origin and Referer and the shop’s address', () => {
    const header = headers({ Origin: 'http://localhost:5173', Referer: 'http://localhost:5173/catalogue' })
    expect(ownHostsOf(header, 'https://www.eclat-de-pierre.fr')).toEqual(['localhost', 'localhost', 'eclat-de-pierre.fr'])
  })

  it('classes the width: under 768 a phone, under 1200 a tablet, else a computer; nothing without a width', () => {
    const device = (width: unknown) => hit({ path: '/', width })?.device
    expect([device(390), device(767), device(768), device(1199), device(1200), device('large'), device(undefined)]).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      '',
      '',
    ])
  })

  it('takes the kinds cart and checkout; a missing kind is a view', () => {
    expect(hit({ path: '/cart', kind: 'cart' })?.kind).toBe('cart')
    expect(hit({ path: '/checkout', kind: 'checkout' })?.kind).toBe('checkout')
    expect(hit({ path: '/' })?.kind).toBe('view')
  })
})

describe('not counted', () => {
  it('robots, link previews, headless browsers and scripts, or no user agent at all', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
      'python-requests/2.31.0',
      '',
    ]) {
      expect(hitFrom(JSON.stringify({ path: '/' }), headers({ 'User-Agent': agent }), OWN, NOW), agent).toBeNull()
    }
  })

  it('prefetches and previews, and browsers that ask not to be tracked', () => {
    const cases: Record<string, string>[] = [
      { 'Sec-Purpose': 'prefetch' },
      { 'Sec-Purpose': 'prefetch;prerender' },
      { Purpose: 'prefetch' },
      { 'X-Purpose': 'preview' },
      { DNT: '1' },
      { 'Sec-GPC': '1' },
    ]
    for (const extra of cases) {
      expect(hit({ path: '/' }, extra), JSON.stringify(extra)).toBeNull()
    }
    expect(hit({ path: '/' }, { DNT: '0' })).not.toBeNull()
  })

  it('the back-office, the signed-in areas and the addresses that hold a token', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/account',
      '/account/commandes/abc123def456ghi',
      '/espace-pro/commandes',
      '/verifier-email/eyJhbGciOi',
      '/reinitialiser-mot-de-passe/eyJhbGciOi',
      '/confirmer-email/eyJhbGciOi',
    ]) {
      expect(hit({ path }), path).toBeNull()
    }
    expect(hit({ path: '/dashboards-a-vendre' })).not.toBeNull()
  })

  it('what is not a page view of this site: not JSON, no path, another site, an unknown kind', () => {
    for (const body of [
      'not json',
      '[]',
      'null',
      { path: 42 },
      {},
      { path: 'catalogue' },
      { path: 'https://autre-boutique.example/catalogue' },
      { path: '//autre-boutique.example/catalogue' },
      { path: '/a b' },
      { path: '/\\autre' },
      { path: '/', kind: 'refund' },
    ]) {
      expect(hit(body), JSON.stringify(body)).toBeNull()
    }
  })
})

describe('the roll-up’s day', () => {
  it('is 13 months before, the month’s last day when it is shorter', () => {
    expect(monthsBefore('2026-11-29')).toBe('2025-10-29')
    expect(monthsBefore('2026-03-31')).toBe('2025-02-28')
    expect(monthsBefore('2025-03-29')).toBe('2024-02-29')
  })
})
