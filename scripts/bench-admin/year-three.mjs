// A workshop's third year (issue 26, docs/adr/0091): 5,000 orders, 2,000 products and 3,000 customers
// on top of the demo seed, and 50,000 visits counted by the shop's audience (issue 29, docs/adr/0123), for `npm run bench:admin`, `npm run seed -- --year-three` and later tests
// that need a shop with a history.
//
//   import { seedYearThree } from './scripts/bench-admin/year-three.mjs'
//   await seedYearThree({ url, superuser, scale: 1, log })
//
// Everything is written through PocketBase's batch API as the superuser (one transaction per batch,
// the records' model and request hooks run: slugs, stock, prices, address rules, pro applications),
// so the invariants the hooks keep hold. What the API cannot write is the past: `created` is an
// autodate field. When the server has the bench's backdating route (./backdate.pb.js, added only to
// the bench's throwaway PocketBase), the records are then moved to their dates over three years;
// elsewhere they keep today's date and the log says so. The visits too are written through that
// route file (`POST /api/bench/hits`, in SQL: ~200,000 page views; the shop's public route counts one
// view at a time, today, rate-limited), then the days older than 13 months are rolled up as the nightly
// cron does (`POST /api/shop/audience/rollup`), so the audience's figures read both tables; elsewhere
// no visit is written and the log says so.
//
// The data are drawn from a seeded random generator: two runs at the same scale give the same shop.
// The numbering series (invoices F2025-00001…, credit notes AV…) are written with their counters,
// so the shop's next document continues them. Not written: the orders' history (`order_events`),
// PDFs and images of the new products (the demo's products keep theirs).

import { cpSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hooksDir } from '../lib/pocketbase-server.mjs'

/**
 * A copy of the shop's hooks in `dir` plus the bench's backdating route (./backdate.pb.js), for a
 * throwaway PocketBase (`startPocketBase({ hooksDir })`) where the seeded records get their dates.
 * Returns the copy's path.
 */
export function hooksWithBackdating(dir) {
  const hooks = join(dir, 'pb_hooks')
  cpSync(hooksDir, hooks, { recursive: true })
  cpSync(join(dirname(fileURLToPath(import.meta.url)), 'backdate.pb.js'), join(hooks, 'bench-backdate.pb.js'))
  return hooks
}

/** The full size of the third year; `scale` multiplies it. */
export const YEAR_THREE = { orders: 5000, products: 2000, customers: 3000, visits: 50000 }

/** The prefix of everything this seed creates (payment intents, e-mails, SKUs), to top up on a rerun. */
const TAG = 'y3'
const DAY = 24 * 60 * 60 * 1000
const BATCH = 400

/** mulberry32: a small seeded generator, so a run is reproducible. */
function generator(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  /** An index in [0, n) with a skew towards the first ones (a few best sellers, loyal customers). */
  const skewed = (n, power = 2) => Math.min(n - 1, Math.floor(n * next() ** power))
  /** A value from `[[value, weight], …]`. */
  const weighted = (pairs) => {
    const total = pairs.reduce((sum, [, w]) => sum + w, 0)
    let r = next() * total
    for (const [value, w] of pairs) {
      r -= w
      if (r < 0) return value
    }
    return pairs[pairs.length - 1][0]
  }
  return { next, int, pick, skewed, weighted, chance: (p) => next() < p }
}

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Laura',
  'Marie',
  'Pauline',
  'Élodie',
  'Céline',
  'Sophie',
  'Nathalie',
  'Isabelle',
  'Sandrine',
  'Aurélie',
  'Mélanie',
  'Clémence',
  'Hélène',
  'Anaïs',
  'Océane',
  'Zoé',
  'Lucie',
  'Margaux',
  'Justine',
  'Agathe',
  'Noémie',
  'Maëlle',
  'Thomas',
  'Lucas',
  'Hugo',
  'Nicolas',
  'Julien',
  'Antoine',
  'Maxime',
  'Théo',
  'François',
  'Jérôme',
  'Benoît',
  'Rémi',
  'Loïc',
  'Gaëlle',
  'Françoise',
  'Brigitte',
  'Véronique',
]
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Gérard',
  'Nguyen',
  'Boyer',
  'Denis',
  'Lemaire',
]
const DOMAINS = ['laposte.test', 'orange.test', 'free.test', 'gmail.test', 'outlook.test', 'sfr.test', 'yahoo.test']
const CITIES = [
  ['Lyon', '69003'],
  ['Marseille', '13006'],
  ['Paris', '75011'],
  ['Paris', '75018'],
  ['Toulouse', '31000'],
  ['Nantes', '44000'],
  ['Bordeaux', '33000'],
  ['Lille', '59000'],
  ['Rennes', '35000'],
  ['Montpellier', '34000'],
  ['Strasbourg', '67000'],
  ['Grenoble', '38000'],
  ['Angers', '49000'],
  ['Dijon', '21000'],
  ['Annecy', '74000'],
  ['Aix-en-Provence', '13100'],
  ['Saint-Étienne', '42000'],
  ['Clermont-Ferrand', '63000'],
  ['Tours', '37000'],
  ['Limoges', '87000'],
  ['Brest', '29200'],
  ['Pau', '64000'],
  ['Besançon', '25000'],
  ['Nîmes', '30000'],
  ['Avignon', '84000'],
  ['Quimper', '29000'],
  ['Vannes', '56000'],
]
const STREETS = [
  'rue de la République',
  'avenue Jean-Jaurès',
  'rue Victor-Hugo',
  'boulevard Gambetta',
  'rue des Lilas',
  'place du Marché',
  'rue Pasteur',
  'chemin des Vignes',
  'allée des Tilleuls',
  'rue du Château',
  'impasse des Artisans',
  'rue Émile-Zola',
]
const SHOP_WORDS = ['Atelier', 'Boutique', 'Comptoir', 'Maison', 'L’Écrin', 'La Caverne', 'Le Jardin', 'Minéral']
const SHOP_NAMES = ['des Pierres', 'Lumière', 'Quartz', 'd’Améthyste', 'Zen', 'Cristal', 'Bien-être', 'de Lune', 'Sérénité', 'Harmonie']
const ACTIVITIES = ['Boutique de créateurs', 'Lithothérapeute', 'Magasin bien-être', 'Institut de massage', 'Concept store']
const PRODUCT_TYPES = [
  ['Bracelet', 'BR', 'bracelets', [18, 45]],
  ['Collier', 'CO', 'colliers', [35, 95]],
  ['Pendentif', 'PE', 'pendentifs', [22, 65]],
  ['Bague', 'BA', 'bagues', [25, 70]],
  ['Boucles', 'BO', 'boucles-d-oreilles', [20, 55]],
  ['Mala', 'MA', 'malas', [45, 140]],
]
const MOTIFS = [
  'Sérénité',
  'Éclat',
  'Douceur',
  'Équilibre',
  'Lune',
  'Aurore',
  'Harmonie',
  'Force',
  'Confiance',
  'Racines',
  'Envol',
  'Clarté',
  'Plénitude',
  'Protection',
  'Énergie',
  'Rêverie',
  'Tendresse',
  'Horizon',
  'Sagesse',
  'Renouveau',
]
const CARRIERS = [
  ['Colissimo', (r) => `6A${String(r.int(10000000000, 99999999999))}`, (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`],
  ['Mondial Relay', (r) => String(r.int(10000000, 99999999)), () => ''],
  [
    'Lettre suivie',
    (r) => `1L${String(r.int(10000000000, 99999999999))}`,
    (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  ],
]

const money = (value) => Math.round(value * 100) / 100
const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
/** PocketBase's stored date text. */
const dbDate = (ms) => new Date(ms).toISOString().replace('T', ' ')

/** A SIRET with a valid Luhn key (the address rules check it): 13 digits, then the key. */
function siretFrom(r) {
  const digits = Array.from({ length: 13 }, (_, i) => (i === 0 ? r.int(1, 9) : r.int(0, 9)))
  for (let key = 0; key < 10; key++) {
    const candidate = [...digits, key].join('')
    let sum = 0
    for (let i = 0; i < candidate.length; i++) {
      let digit = Number(candidate[candidate.length - 1 - i])
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      sum += digit
    }
    if (sum % 10 === 0) return candidate
  }
  throw new Error('unreachable')
}

/** The French VAT number of a SIRET's SIREN (its key as the address rules compute it). */
const vatFrom = (siret) => {
  const siren = Number(siret.slice(0, 9))
  return `FR${String((12 + 3 * (siren % 97)) % 97).padStart(2, '0')}${siret.slice(0, 9)}`
}

/** A JSON call to PocketBase; throws with the answer on an error status. */
async function call(base, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`), { status: response.status })
  return text ? JSON.parse(text) : null
}

/** Every record of a collection (superuser), a few fields. */
async function readAll(base, token, collection, fields, filter = '') {
  const items = []
  for (let page = 1; ; page++) {
    const query = `perPage=500&page=${page}&skipTotal=1&fields=${fields}${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`
    const answer = await call(base, `/api/collections/${collection}/records?${query}`, { token })
    items.push(...answer.items)
    if (answer.items.length < 500) return items
  }
}

/**
 * Creates `records` ([collection, body] pairs; [collection, body, id] updates) through /api/batch, BATCH per transaction, two
 * batches in flight (SQLite has one writer: more only queue). Returns the created records in order.
 */
async function createAll(base, token, records) {
  const created = new Array(records.length)
  const chunks = []
  for (let i = 0; i < records.length; i += BATCH) chunks.push(i)
  let next = 0
  const worker = async () => {
    while (next < chunks.length) {
      const start = chunks[next++]
      const slice = records.slice(start, start + BATCH)
      const answers = await call(base, '/api/batch', {
        method: 'POST',
        token,
        body: {
          requests: slice.map(([collection, body, id]) => ({
            method: id ? 'PATCH' : 'POST',
            url: `/api/collections/${collection}/records${id ? `/${id}` : ''}`,
            body,
          })),
        },
      })
      answers.forEach((answer, i) => (created[start + i] = answer.body))
    }
  }
  await Promise.all([worker(), worker()])
  return created
}

/** The storefront's pages a visit may read besides products and articles (src/lib/path-table.ts), by weight. */
const OTHER_PAGES = [
  ['/catalogue', 25],
  ['/', 6],
  ['/tableaux-des-pierres', 4],
  ['/sur-mesure', 2],
  ['/a-propos', 2],
  ['/cartes-cadeaux', 2],
  ['/guide-des-tailles', 2],
  ['/livraison-et-retours', 2],
  ['/faq', 1],
  ['/contact', 1],
]
/** Sunday … Saturday: an evening-and-weekend shop, Sunday evenings the busiest, Friday the quietest. */
const WEEKDAYS = [1.3, 1.1, 0.95, 1, 0.95, 0.8, 0.9]
/** January … December: Valentine's day, Mother's day (late May), the summer lull, Christmas. */
const MONTHS = [0.85, 1.05, 0.9, 0.9, 1.1, 0.9, 0.75, 0.75, 0.95, 1, 1.15, 1.45]

/**
 * Where visits come from (issue 29: the Instagram post, the newsletter, search engines), by weight: what
 * the entry's hit carries (utm_* or the referrer's host, as lib/audience.js keeps them), where it lands
 * (`product`, `home`, `article`, or a page of OTHER_PAGES, by weight) and the share of phones and tablets.
 * `month` is the visit's `YYYY-MM` (a newsletter a month, a few posts a month).
 */
const SOURCES = [
  {
    weight: 26,
    phones: 0.55,
    lands: [
      ['home', 6],
      ['product', 2.5],
      ['/catalogue', 1.5],
    ],
    hit: () => ({}),
  },
  {
    weight: 22,
    phones: 0.6,
    lands: [
      ['product', 4.5],
      ['home', 2.5],
      ['/catalogue', 1],
      ['/tableaux-des-pierres', 1],
      ['article', 1],
    ],
    hit: (r) => ({
      referrer_host: r.weighted([
        ['google.com', 6],
        ['google.fr', 3],
        ['bing.com', 0.6],
        ['duckduckgo.com', 0.3],
        ['qwant.com', 0.3],
        ['ecosia.org', 0.2],
      ]),
    }),
  },
  {
    weight: 20,
    phones: 0.88,
    lands: [
      ['product', 7],
      ['home', 2],
      ['/catalogue', 1],
    ],
    hit: (r, month) => ({
      source: 'instagram',
      medium: 'social',
      campaign: `post-${month}-${r.int(1, 6)}`,
      content: r.weighted([
        ['post', 5],
        ['story', 3],
        ['bio', 2],
      ]),
    }),
  },
  // Instagram's own in-app links without the shop's utm (the bio's link, a shared post).
  {
    weight: 5,
    phones: 0.9,
    lands: [
      ['home', 5],
      ['product', 5],
    ],
    hit: () => ({ referrer_host: 'l.instagram.com' }),
  },
  {
    weight: 9,
    phones: 0.45,
    lands: [
      ['product', 5],
      ['home', 3],
      ['article', 2],
    ],
    hit: (r, month) => ({ source: 'newsletter', medium: 'email', campaign: `newsletter-${month}` }),
  },
  {
    weight: 5,
    phones: 0.7,
    lands: [
      ['product', 6],
      ['home', 4],
    ],
    hit: (r) => ({ referrer_host: r.pick(['l.facebook.com', 'm.facebook.com', 'facebook.com']) }),
  },
  {
    weight: 5,
    phones: 0.75,
    lands: [
      ['product', 9],
      ['home', 1],
    ],
    hit: (r) => ({ referrer_host: r.pick(['pinterest.fr', 'pinterest.com']) }),
  },
  {
    weight: 1.5,
    phones: 0.6,
    lands: [['product', 1]],
    hit: (r) => ({
      source: 'alerte-stock',
      medium: 'email',
      campaign: r.weighted([
        ['retour-en-stock', 3],
        ['piece-proche', 1],
      ]),
    }),
  },
  {
    weight: 2,
    phones: 0.4,
    lands: [
      ['article', 5],
      ['product', 3],
      ['home', 2],
    ],
    hit: (r) => ({ referrer_host: r.pick(['lithotherapie-au-quotidien.fr', 'mamanzen.fr', 'blog-bien-etre.fr', 'forum.doctissimo.fr']) }),
  },
]

/**
 * The hits of `count` visits over the three years ending `now`, as rows of POST /api/bench/hits:
 * `[day, path, kind, entry, source, medium, campaign, content, term, referrer_host, device]`, in day
 * order. The visits grow with the shop (about 1 : 2 : 3 a year, as its orders), follow the week and
 * the seasons, and each reads its entry page then 1 to 5 more (mostly products); a fifth put something
 * in the cart, three in five of those went on to the checkout (more checkouts than the shop's paid
 * orders: the funnel narrows). Own generator: the rest of the shop is drawn as before.
 * @param {{ count: number, now: number, products: { slug?: string, published?: boolean }[], articles: string[], seed: number }} options
 */
export function drawVisits({ count, now, products, articles, seed }) {
  const r = generator(seed + 29)
  const span = 3 * 365 * DAY
  const start = now - span
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
  const slugs = products.filter((p) => p.slug && p.published !== false).map((p) => p.slug)
  const weightTop = Math.max(...WEEKDAYS) * Math.max(...MONTHS)
  const product = () => (slugs.length ? `/catalogue/${slugs[r.skewed(slugs.length, 1.8)]}` : '/catalogue')
  const page = (where) =>
    where === 'product'
      ? product()
      : where === 'home'
        ? '/'
        : where === 'article'
          ? articles.length
            ? `/blog/${r.pick(articles)}`
            : '/blog'
          : where
  const visits = []
  while (visits.length < count) {
    const at = start + span * (r.chance(0.25) ? r.next() : Math.sqrt(r.next()))
    const day = parisDay.format(new Date(at))
    const noon = new Date(`${day}T12:00:00Z`)
    if (r.next() * weightTop > WEEKDAYS[noon.getUTCDay()] * MONTHS[noon.getUTCMonth()]) continue
    visits.push({ at, day })
  }
  visits.sort((a, b) => a.at - b.at)
  const rows = []
  for (const { day } of visits) {
    const from = r.weighted(SOURCES.map((source) => [source, source.weight]))
    const hit = { source: '', medium: '', campaign: '', content: '', term: '', referrer_host: '', ...from.hit(r, day.slice(0, 7)) }
    const device = r.chance(from.phones) ? 'mobile' : r.chance(0.2) ? 'tablet' : 'desktop'
    const paths = [page(r.weighted(from.lands))]
    const more = r.int(1, 5)
    for (let i = 0; i < more; i++) paths.push(r.chance(0.6) ? product() : page(r.weighted(OTHER_PAGES)))
    // A fifth of the visits reach the cart (its last views), three in five of those the checkout.
    if (r.chance(0.2)) {
      const checkout = r.chance(0.6)
      paths.splice(Math.max(1, paths.length - (checkout ? 2 : 1)), checkout ? 2 : 1, '/cart', ...(checkout ? ['/checkout'] : []))
    }
    paths.forEach((path, i) => {
      const kind = path === '/cart' ? 'cart' : path === '/checkout' ? 'checkout' : 'view'
      // Only the entry carries where it came from: the next pages are the shop's own links.
      const entry = i === 0
      rows.push([
        day,
        path,
        kind,
        entry ? 1 : 0,
        entry ? hit.source : '',
        entry ? hit.medium : '',
        entry ? hit.campaign : '',
        entry ? hit.content : '',
        entry ? hit.term : '',
        entry ? hit.referrer_host : '',
        device,
      ])
    })
  }
  return rows
}

/** Hits per request to POST /api/bench/hits (~100 bytes each: ~4 MB, under PocketBase's 32 MB body limit). */
const HITS_BATCH = 40000

/**
 * Writes `count` visits (drawVisits) through the bench's route, then rolls up the days older than
 * 13 months as the nightly cron does, as at `now`, 62 days a call until none is left.
 */
async function writeVisits({ url, token, now, products, count, seed, log }) {
  const t = Date.now()
  const articles = (await readAll(url, token, 'articles', 'slug')).map((article) => article.slug).filter(Boolean)
  const rows = drawVisits({ count, now, products, articles, seed })
  for (let i = 0; i < rows.length; i += HITS_BATCH) {
    await call(url, '/api/bench/hits', { method: 'POST', token, body: { rows: rows.slice(i, i + HITS_BATCH) } })
  }
  const written = Date.now() - t
  const rolledUp = { days: 0, hits: 0, rows: 0 }
  for (;;) {
    const pass = await call(url, '/api/shop/audience/rollup', { method: 'POST', token, body: { now: new Date(now).toISOString() } })
    if (!pass.days) break
    rolledUp.days += pass.days
    rolledUp.hits += pass.hits
    rolledUp.rows += pass.rows
  }
  const raw = rows.length - rolledUp.hits
  log(
    `visits: ${count} (${rows.length} page views written in ${(written / 1000).toFixed(1)} s; ${rolledUp.days} days older than ` +
      `13 months rolled up into ${rolledUp.rows} daily rows in ${((Date.now() - t - written) / 1000).toFixed(1)} s, ${raw} raw views left)`,
  )
  return { visits: count, hits: rows.length, raw, rolledUp }
}

/**
 * Seeds the third year on a PocketBase that has the demo seed (reference lists, stones, demo
 * accounts). Tops up to the target counts: a second run adds only what is missing.
 * @param {{ url: string, superuser: { email: string, password: string }, scale?: number,
 *   seed?: number, now?: number, log?: (message: string) => void }} options
 * @returns {Promise<{ durationMs: number, counts: { orders: number, products: number, customers: number, visits: number },
 *   backdated: boolean, audience: null | { visits: number, hits: number, raw: number, rolledUp: { days: number, hits: number, rows: number } } }>}
 */
export async function seedYearThree({ url, superuser, scale = 1, seed = 2026, now = Date.now(), log = () => {} }) {
  const started = Date.now()
  const r = generator(seed)
  const target = Object.fromEntries(Object.entries(YEAR_THREE).map(([key, n]) => [key, Math.max(1, Math.round(n * scale))]))
  const { token } = await call(url, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: { identity: superuser.email, password: superuser.password },
  })

  // The batch API is off by default, and the rate limits would throttle a seed; both are put back as
  // they were at the end. So is the users' password cost: bcrypt's default (10) costs ~0.1 s of CPU
  // per account, 5 minutes for 3,000 customers on two cores; 4 is enough for fictional accounts.
  const settings = await call(url, '/api/settings', { token })
  const usersCollection = await call(url, '/api/collections/users', { token })
  const passwordField = usersCollection.fields.find((field) => field.name === 'password')
  const restore = { batch: settings.batch, rateLimits: { enabled: settings.rateLimits.enabled } }
  await call(url, '/api/settings', {
    method: 'PATCH',
    token,
    body: { batch: { enabled: true, maxRequests: BATCH, timeout: 120, maxBodySize: 0 }, rateLimits: { enabled: false } },
  })
  const setCost = (cost) =>
    call(url, '/api/collections/users', {
      method: 'PATCH',
      token,
      body: { fields: usersCollection.fields.map((field) => (field.name === 'password' ? { ...field, cost } : field)) },
    })
  await setCost(4)

  try {
    const refs = {}
    for (const name of ['categories', 'stones', 'materials', 'colors', 'chakras'])
      refs[name] = await readAll(url, token, name, 'id,name,slug')
    const categoryBySlug = new Map(refs.categories.map((c) => [c.slug, c.id]))
    const span = 3 * 365 * DAY
    const start = now - span
    /** A date over the three years, more of them as the shop grows (about 1 : 2 : 3 a year). */
    const dateInYears = () => start + span * (r.chance(0.25) ? r.next() : Math.sqrt(r.next()))

    // Products.
    let t = Date.now()
    const products = await readAll(url, token, 'products', 'id,name,sku,price,price_pro,slug,published')
    const newProducts = []
    for (let i = products.length; i < target.products; i++) {
      const [type, code, category, [low, high]] = r.pick(PRODUCT_TYPES)
      const stones = Array.from(
        {
          length: r.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ]),
        },
        () => r.pick(refs.stones),
      )
      const uniqueStones = [...new Map(stones.map((s) => [s.id, s])).values()]
      const name = `${type} ${r.pick(MOTIFS)} ${uniqueStones.map((s) => s.name).join(' et ')}`
      const price = money(r.int(low, high) - 0.1 * r.int(0, 1))
      const serial = String(i + 1).padStart(4, '0')
      const categoryId = categoryBySlug.get(category) ?? r.pick(refs.categories).id
      newProducts.push([
        'products',
        {
          name,
          slug: `${slugify(name)}-${serial}`,
          sku: `${TAG.toUpperCase()}-${code}-${serial}`,
          description: `${name} : pierres naturelles choisies une à une et montées à la main à l’atelier.`,
          price,
          price_pro: r.chance(0.8) ? money(price * 0.6) : 0,
          // What the piece costs the workshop (docs/adr/0122), given for four products in five; from the
          // serial, not the generator, so the rest of the shop is drawn as before.
          cost_price: i % 5 === 4 ? 0 : money(price * 0.38),
          stock: r.weighted([
            [0, 2],
            [1, 2],
            [r.int(2, 5), 3],
            [r.int(6, 30), 3],
          ]),
          is_unique: r.chance(0.1),
          exclusive: r.chance(0.04),
          published: r.chance(0.92),
          category: [categoryId],
          stones: uniqueStones.map((s) => s.id),
          materials: [r.pick(refs.materials).id],
          colors: [r.pick(refs.colors).id],
          chakras: r.chance(0.6) ? [r.pick(refs.chakras).id] : [],
        },
      ])
    }
    const createdProducts = await createAll(url, token, newProducts)
    products.push(...createdProducts)
    log(`products: ${products.length} (${createdProducts.length} created in ${((Date.now() - t) / 1000).toFixed(1)} s)`)

    // Customers: an account each (some pros, with their approved application: company, SIRET, VAT
    // number), their address; a few applications still to decide.
    t = Date.now()
    const existing = await readAll(url, token, 'users', 'id,email', `email ~ ".${TAG}."`)
    if (existing.length > 0) {
      // A second run: the customers and their orders are there (this seed adds them once).
      log(`customers of a previous run found (${existing.length}): products topped up, nothing else added`)
      return {
        durationMs: Date.now() - started,
        counts: { orders: 0, products: products.length, customers: existing.length, visits: 0 },
        backdated: false,
        audience: null,
      }
    }
    const newUsers = []
    const customerData = []
    for (let i = 0; i < target.customers; i++) {
      const first = r.pick(FIRST_NAMES)
      const last = r.pick(LAST_NAMES)
      const pro = r.chance(0.06)
      const [city, postal] = r.pick(CITIES)
      const siret = pro ? siretFrom(r) : ''
      const company = pro ? `${r.pick(SHOP_WORDS)} ${r.pick(SHOP_NAMES)}` : ''
      const email = `${slugify(first)}.${slugify(last)}.${TAG}.${i + 1}@${r.pick(DOMAINS)}`
      const address = {
        full_name: `${first} ${last}`,
        company,
        line1: `${r.int(1, 120)} ${r.pick(STREETS)}`,
        line2: r.chance(0.15) ? `Bâtiment ${r.pick(['A', 'B', 'C'])}` : '',
        postal_code: postal,
        city,
        country: 'FR',
        phone: `0${r.pick([6, 7])} ${Array.from({ length: 4 }, () => String(r.int(0, 99)).padStart(2, '0')).join(' ')}`,
        siret,
        vat_number: pro ? vatFrom(siret) : '',
      }
      customerData.push({ pro, address, pending: !pro && r.chance(0.01), created: dateInYears() })
      newUsers.push([
        'users',
        {
          email,
          name: pro ? company : `${first} ${last}`,
          role: pro ? 'professionnel' : '',
          verified: r.chance(0.97),
          emailVisibility: false,
          password: 'bijoux-demo-2026',
          passwordConfirm: 'bijoux-demo-2026',
        },
      ])
    }
    const createdUsers = await createAll(url, token, newUsers)
    const extras = []
    createdUsers.forEach((user, i) => {
      const { pro, pending, address } = customerData[i]
      extras.push(['addresses', { user: user.id, label: 'Maison', ...address, is_default: true }])
      if (pro || pending) {
        extras.push([
          'pro_applications',
          {
            user: user.id,
            company: pro ? address.company : `${r.pick(SHOP_WORDS)} ${r.pick(SHOP_NAMES)}`,
            siret: pro ? address.siret : siretFrom(r),
            vat_number: address.vat_number,
            activity: r.pick(ACTIVITIES),
            message: 'Nous aimerions proposer vos bijoux dans notre boutique.',
            status: pro ? 'approved' : 'pending',
            ...(pro ? { decided_at: dbDate(customerData[i].created + 2 * DAY) } : {}),
          },
        ])
      }
    })
    await createAll(url, token, extras)
    log(
      `customers: ${createdUsers.length} (${createdUsers.length} created with their address in ${((Date.now() - t) / 1000).toFixed(1)} s)`,
    )

    // Orders: customers in the order they came (the first ones order more often), 1 to 4 lines, the
    // status their age gives, an invoice, a parcel's tracking number, a credit note when refunded.
    t = Date.now()
    const customers = createdUsers.map((user, i) => ({ user, ...customerData[i] })).sort((a, b) => a.created - b.created)
    const existingOrders = (
      await call(url, `/api/collections/orders/records?perPage=1&filter=${encodeURIComponent(`stripePaymentIntentId ~ "pi_${TAG}_"`)}`, {
        token,
      })
    ).totalItems
    const orderCount = Math.max(0, target.orders - existingOrders)
    const orderDates = Array.from({ length: orderCount }, dateInYears).sort((a, b) => a - b)
    const orders = []
    for (const [index, at] of orderDates.entries()) {
      // Customers who already had an account then; the earliest ones more often.
      let known = customers.findIndex((c) => c.created > at)
      if (known === -1) known = customers.length
      const customer = known > 0 ? customers[r.skewed(known, 1.6)] : customers[0]
      if (customer.created > at) customer.created = at - r.int(0, 30) * 60 * 1000
      const lineCount = r.weighted([
        [1, 55],
        [2, 28],
        [3, 12],
        [4, 5],
      ])
      const lines = new Map()
      while (lines.size < lineCount) {
        const product = products[r.skewed(products.length, 1.8)]
        if (lines.has(product.id)) continue
        const unit = customer.pro && product.price_pro ? product.price_pro : product.price
        const quantity = customer.pro
          ? r.int(2, 10)
          : r.weighted([
              [1, 9],
              [2, 1],
            ])
        lines.set(product.id, { id: product.id, name: product.name, sku: product.sku ?? '', quantity, price: unit })
      }
      const items = [...lines.values()]
      const total = money(items.reduce((sum, item) => sum + item.price * item.quantity, 0))
      const age = (now - at) / DAY
      const status =
        age < 3
          ? r.weighted([
              ['paid', 60],
              ['shipped', 38],
              ['pending', 2],
            ])
          : age < 12
            ? r.weighted([
                ['shipped', 55],
                ['delivered', 35],
                ['paid', 7],
                ['cancelled', 3],
              ])
            : r.weighted([
                ['delivered', 94],
                ['shipped', 2.5],
                ['refunded', 1.5],
                ['cancelled', 1],
                ['paid', 1],
              ])
      const shipped = ['shipped', 'delivered', 'refunded'].includes(status)
      const [carrier, trackingNumber, trackingUrl] = r.pick(CARRIERS)
      const tracking = shipped ? trackingNumber(r) : ''
      const partlyRefunded = status === 'delivered' && r.chance(0.015)
      orders.push({
        at,
        status,
        items,
        total,
        refund: status === 'refunded' || status === 'cancelled' ? 'all' : partlyRefunded ? 'part' : null,
        body: {
          user: customer.user.id,
          email: customer.user.email,
          customer_name: customer.address.full_name,
          items,
          products: items.map((item) => item.id),
          total,
          status,
          stripePaymentIntentId: `pi_${TAG}_${String(existingOrders + index + 1).padStart(5, '0')}`,
          payment_mode: 'stripe',
          shipping_address: { ...customer.address, company: customer.pro ? customer.address.company : '', siret: '', vat_number: '' },
          billing_address: customer.address,
          b2b: customer.pro,
          ...(shipped
            ? { carrier, tracking_number: tracking, tracking_url: trackingUrl(tracking), shipped_at: dbDate(at + r.int(1, 3) * DAY) }
            : {}),
        },
      })
    }

    // Invoices: every paid order has one, numbered per calendar year in the order they came
    // (the first two months predate the shop's invoices: none).
    // The series continue where the shop's are (the demo seed invoices its orders).
    const counters = await readAll(url, token, 'counters', 'id,name,value')
    const series = { invoice: new Map(), credit_note: new Map() }
    for (const counter of counters) {
      const [, kind, year] = /^(invoice|credit_note)-(\d{4})$/.exec(counter.name) ?? []
      if (kind) series[kind].set(Number(year), counter.value)
    }
    const nextNumber = (kind, prefix, at) => {
      const year = new Date(at).getUTCFullYear()
      const n = (series[kind].get(year) ?? 0) + 1
      series[kind].set(year, n)
      return `${prefix}${year}-${String(n).padStart(5, '0')}`
    }
    for (const order of orders) {
      if (order.status === 'pending' || order.at < start + 60 * DAY) continue
      order.body.invoice_number = nextNumber('invoice', 'F', order.at)
      order.body.invoiced_at = dbDate(order.at + 60 * 1000)
    }
    // Refunds: the credit note's number follows the invoices' dates, in issue order.
    const refunds = orders.filter((order) => order.refund && order.body.invoice_number)
    refunds.forEach((order) => (order.refundAt = order.at + r.int(3, 20) * DAY))
    refunds.sort((a, b) => a.refundAt - b.refundAt)
    for (const order of refunds) {
      const lines = (order.refund === 'all' ? order.items : order.items.slice(0, 1).map((item) => ({ ...item, quantity: 1 }))).map(
        (item) => ({ id: item.id, name: item.name, quantity: item.quantity, price: item.price, amount: money(item.price * item.quantity) }),
      )
      order.creditNote = {
        number: nextNumber('credit_note', 'AV', order.refundAt),
        status: 'issued',
        lines,
        amount: money(lines.reduce((sum, line) => sum + line.amount, 0)),
        restocked: order.refund === 'all',
        cancels: order.status === 'cancelled',
        reason: order.status === 'cancelled' ? 'Commande annulée à la demande de la cliente' : 'Pierre fêlée à la réception',
        refund_id: `re_${TAG}_${order.body.stripePaymentIntentId.slice(-5)}`,
        payment_mode: 'stripe',
        issued_at: dbDate(order.refundAt),
        attempts: 1,
      }
      order.body.amount_refunded = order.creditNote.amount
    }
    // Refunded or cancelled orders without an invoice (before the shop's invoices) are simply refunded.
    for (const order of orders) if (order.refund === 'all' && !order.creditNote) order.body.amount_refunded = order.total

    const createdOrders = await createAll(
      url,
      token,
      orders.map((order) => ['orders', order.body]),
    )
    createdOrders.forEach((record, i) => (orders[i].id = record.id))
    const notes = await createAll(
      url,
      token,
      refunds.map((order) => ['credit_notes', { order: order.id, ...order.creditNote }]),
    )
    await createAll(url, token, [
      ...refunds.map((order, i) => [
        'payment_refunds',
        {
          order: order.id,
          refund_id: order.creditNote.refund_id,
          amount: order.creditNote.amount,
          source: 'shop',
          credit_note: notes[i].id,
        },
      ]),
      // The counters, so that the shop's next invoice and credit note continue the series.
      ...Object.entries(series).flatMap(([kind, years]) =>
        [...years].map(([year, value]) => {
          const name = `${kind}-${year}`
          return ['counters', { name, value }, counters.find((counter) => counter.name === name)?.id]
        }),
      ),
    ])
    log(
      `orders: ${existingOrders + createdOrders.length} (${createdOrders.length} created, ${notes.length} credit notes, in ${((Date.now() - t) / 1000).toFixed(1)} s)`,
    )

    // Their dates, where the server can set them (./backdate.pb.js).
    t = Date.now()
    const dated = [
      ...createdProducts.map((p) => ['products', p.id, dbDate(dateInYears())]),
      ...customers.map((c) => ['users', c.user.id, dbDate(c.created)]),
      ...orders.map((o) => [
        'orders',
        o.id,
        dbDate(o.at),
        dbDate(o.refundAt ?? (o.body.shipped_at ? Date.parse(o.body.shipped_at) : o.at)),
      ]),
      ...refunds.map((o, i) => ['credit_notes', notes[i].id, dbDate(o.refundAt)]),
    ]
    let backdated = true
    try {
      for (let i = 0; i < dated.length; i += 5000) {
        await call(url, '/api/bench/backdate', { method: 'POST', token, body: { rows: dated.slice(i, i + 5000) } })
      }
      log(`dates spread over three years (${dated.length} records, ${((Date.now() - t) / 1000).toFixed(1)} s)`)
    } catch (error) {
      if (error.status !== 404) throw error
      backdated = false
      log('dates left at today: this PocketBase has no backdating route (only the bench’s has, scripts/bench-admin/backdate.pb.js)')
    }

    // The visits (issue 29, docs/adr/0123), where the bench's route can write them, then the nightly
    // roll-up of what is older than 13 months.
    const audience = backdated ? await writeVisits({ url, token, now, products, count: target.visits, seed, log }) : null
    if (!backdated) log('no visits written: this PocketBase has no bench route to write them (scripts/bench-admin/backdate.pb.js)')
    return {
      durationMs: Date.now() - started,
      counts: {
        orders: existingOrders + createdOrders.length,
        products: products.length,
        customers: createdUsers.length,
        visits: audience ? audience.visits : 0,
      },
      backdated,
      audience,
    }
  } finally {
    await setCost(passwordField.cost ?? 0)
    await call(url, '/api/settings', { method: 'PATCH', token, body: restore })
  }
}
