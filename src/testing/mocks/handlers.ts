import { http, HttpResponse } from 'msw'
import { authToken, createAudience, createFigures, recordId, userIdFromToken, createUserRecord } from '../data-generators'
import { addUser, db, publicUser } from './db'

/**
 * PocketBase 0.40's REST API, as far as the app uses it, answering from `db`.
 * Paths start with `*` so the handlers match whatever `VITE_POCKETBASE_URL` is.
 */

function pbError(status: number, message: string, data: Record<string, unknown> = {}) {
  return HttpResponse.json({ status, message, data }, { status })
}

function currentUser(request: Request) {
  const id = userIdFromToken(request.headers.get('Authorization'))
  return db.users.find((user) => user.id === id) ?? null
}

/**
 * What PocketBase sends of a record for `?expand=` and `?fields=`: `expand` only with the relations
 * asked for (none without `expand`), and only the listed fields when `fields` is given (`*` = all;
 * `expand` or `expand.*` keeps the expanded relations).
 */
export function shape(record: Record<string, unknown>, url: URL): Record<string, unknown> {
  const { expand, ...rest } = record as { expand?: Record<string, unknown> } & Record<string, unknown>
  const asked = (url.searchParams.get('expand') ?? '')
    .split(',')
    .map((name) => name.trim().split('.')[0]!)
    .filter(Boolean)
  const kept = expand ? Object.fromEntries(Object.entries(expand).filter(([name]) => asked.includes(name))) : {}
  const out: Record<string, unknown> = Object.keys(kept).length > 0 ? { ...rest, expand: kept } : { ...rest }
  const fields = url.searchParams.get('fields')
  if (!fields) return out
  const names = fields.split(',').map((name) => name.trim().split(':')[0]!)
  if (names.includes('*')) return out
  const picked: Record<string, unknown> = {}
  for (const name of names) {
    const key = name.split('.')[0]!
    if (key in out) picked[key] = out[key]
  }
  return picked
}

/** The records a filter `slug = '…'` keeps (a page read by its slug); any other filter is ignored. */
function bySlug<T>(records: T[], filter: string | null): T[] {
  const slug = /^slug\s*=\s*(['"])(.*)\1$/.exec(filter?.trim() ?? '')?.[2]
  return slug === undefined ? records : records.filter((record) => (record as { slug?: string }).slug === slug)
}

let fileTokenCount = 0

/** A short copy of pb_hooks/lib/reviews.js `notice()`. */
export const REVIEW_NOTICE = {
  checked: 'Avis vérifiés : seuls les clients dont la commande contenant ce bijou a été livrée peuvent donner leur avis.',
  dates: 'Chaque avis indique sa date de publication et la date de l’expérience (la livraison de la commande).',
  order: 'Les avis sont classés du plus récent au plus ancien, par date de publication.',
  section: ['Aucune contrepartie n’est offerte en échange d’un avis, qu’il soit positif ou négatif.'],
  refusalReasons: [{ key: 'insults', label: 'propos injurieux, diffamatoires, discriminatoires ou grossiers' }],
  publicationDays: 7,
  keptYears: 5,
}

/** The account's newsletter switch, per user id (reset with the tests' db). */
export const newsletterChoices = new Map<string, boolean>()

export const handlers = [
  http.post('*/api/collections/users/auth-refresh', ({ request }) => {
    const user = currentUser(request)
    if (!user) return pbError(401, 'The request requires valid record authorization token.')
    return HttpResponse.json({ token: authToken(user.id), record: publicUser(user) })
  }),

  http.post('*/api/collections/users/auth-with-password', async ({ request }) => {
    const body = (await request.json()) as { identity?: string; password?: string }
    const user = db.users.find((u) => u.email === body.identity && u.password === body.password)
    if (!user) return pbError(400, 'Failed to authenticate.')
    return HttpResponse.json({ token: authToken(user.id), record: publicUser(user) })
  }),

  http.post('*/api/collections/users/records', async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string; passwordConfirm?: string; name?: string }
    if (!body.email || !body.password || body.password !== body.passwordConfirm) {
      return pbError(400, 'Failed to create record.', {
        passwordConfirm: { code: 'validation_values_mismatch', message: "Values don't match." },
      })
    }
    if (db.users.some((u) => u.email === body.email)) {
      return pbError(400, 'Failed to create record.', {
        email: { code: 'validation_not_unique', message: 'Value must be unique.' },
      })
    }
    const user = createUserRecord({ id: recordId('u'), email: body.email, name: body.name ?? '' })
    addUser(user, body.password)
    return HttpResponse.json(user)
  }),

  // A file token for protected files (docs/adr/0039): a new one at each call, like PocketBase's.
  http.post('*/api/files/token', ({ request }) => {
    const user = currentUser(request)
    if (!user) return pbError(401, 'Missing auth record context.')
    fileTokenCount += 1
    return HttpResponse.json({ token: `file-token-${user.id}-${fileTokenCount}` })
  }),

  http.get('*/api/collections/:collection/records', ({ params, request }) => {
    const url = new URL(request.url)
    const all = bySlug(db.collections.get(String(params.collection)) ?? [], url.searchParams.get('filter'))
    const perPage = Number(url.searchParams.get('perPage') ?? 30)
    const page = Number(url.searchParams.get('page') ?? 1)
    const skipTotal = url.searchParams.get('skipTotal') === '1' || url.searchParams.get('skipTotal') === 'true'
    const items = all.slice((page - 1) * perPage, page * perPage).map((record) => shape(record as unknown as Record<string, unknown>, url))
    return HttpResponse.json({
      page,
      perPage,
      totalItems: skipTotal ? -1 : all.length,
      totalPages: skipTotal ? -1 : Math.max(1, Math.ceil(all.length / perPage)),
      items,
    })
  }),

  // The reviews' legal notice (docs/adr/0105), as the server words it.
  http.get('*/api/shop/reviews/notice', () => HttpResponse.json(REVIEW_NOTICE)),

  // A product page's reviews (docs/adr/0112): the seeded `reviews` (of that product, or of no named
  // one) 50 a page, the figures from the seeded `product_ratings` row, and the notice.
  http.get('*/api/shop/products/:id/reviews', ({ params, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const reviews = ((db.collections.get('reviews') ?? []) as unknown as { product?: string }[]).filter(
      (review) => !review.product || review.product === params.id,
    )
    const figures = (db.collections.get('product_ratings') ?? []).find((row) => row.id === params.id) as
      { review_count: number; average: number } | undefined
    return HttpResponse.json({
      items: reviews.slice((page - 1) * 50, page * 50),
      page,
      totalPages: Math.ceil(reviews.length / 50),
      rating: figures ? { count: figures.review_count, average: figures.average } : null,
      notice: REVIEW_NOTICE,
    })
  }),

  // Where an old address leads (docs/adr/0084): `former_slugs` rows seeded as { kind, slug, product | article }; an article's id.
  http.get('*/api/shop/former-slugs/:collection/:slug', ({ params }) => {
    const kind = String(params.collection)
    const slug = String(params.slug)
    const records = (db.collections.get(kind) ?? []) as unknown as { id: string; slug: string }[]
    const rows = (db.collections.get('former_slugs') ?? []) as unknown as {
      kind: string
      slug: string
      product?: string
      article?: string
    }[]
    const row = rows.find((r) => r.kind === kind && r.slug === slug)
    const id = row ? (kind === 'products' ? row.product : row.article) : kind === 'articles' ? slug : undefined
    const record = records.find((r) => r.id === id)
    return record ? HttpResponse.json({ slug: record.slug }) : pbError(404, 'Cette adresse ne mène à aucune page.')
  }),

  // The admin's price history of a product and the sales' figures (docs/adr/0121): none by default.
  http.get('*/api/shop/admin/products/:id/price-history', () =>
    HttpResponse.json({ items: [], page: 1, perPage: 50, totalPages: 1, totalItems: 0, references: [] }),
  ),
  http.get('*/api/shop/admin/sales/figures', () => HttpResponse.json({ items: {} })),
  // The shop's figures and audience (docs/adr/0124): this month, nothing sold, no visit.
  // A pro's payment on invoice (docs/adr/0131): not allowed unless a test says so.
  http.get('*/api/shop/payment-terms', () => HttpResponse.json({ allowed: false, ceiling: 0, unpaid: 0, available: 0, days: 30 })),
  http.get('*/api/shop/admin/figures', () => HttpResponse.json(createFigures())),
  http.get('*/api/shop/admin/audience', () => HttpResponse.json(createAudience())),
  // An order's e-invoices (docs/adr/0133): none, no platform, by default.
  http.get('*/api/shop/admin/orders/:id/einvoices', () => HttpResponse.json({ einvoice: false, configured: false, submissions: [] })),
  http.get('*/api/shop/admin/einvoicing', () =>
    HttpResponse.json({ configured: false, counts: { pending: 0, sending: 0, deposited: 0, rejected: 0, paid: 0 } }),
  ),

  // The account's newsletter switch (docs/adr/0114): the signed-in user's choice, kept per user here.
  http.get('*/api/shop/newsletter/me', ({ request }) => {
    const user = currentUser(request)
    if (!user) return pbError(401, 'Vous devez être connecté.')
    return HttpResponse.json({ subscribed: newsletterChoices.get(user.id) === true, consent_at: '', source: '' })
  }),
  http.post('*/api/shop/newsletter/me', async ({ request }) => {
    const user = currentUser(request)
    if (!user) return pbError(401, 'Vous devez être connecté.')
    const body = (await request.json()) as { subscribed?: unknown }
    if (typeof body.subscribed !== 'boolean') return pbError(400, 'Choix d’inscription invalide.')
    newsletterChoices.set(user.id, body.subscribed)
    return HttpResponse.json({ subscribed: body.subscribed, consent_at: '2026-11-29 10:00:00.000Z', source: 'account' })
  }),

  http.get('*/api/collections/:collection/records/:id', ({ params, request }) => {
    const record = (db.collections.get(String(params.collection)) ?? []).find((r) => r.id === params.id)
    return record
      ? HttpResponse.json(shape(record as unknown as Record<string, unknown>, new URL(request.url)))
      : pbError(404, "The requested resource wasn't found.")
  }),
]
