// Load phase "hostile filters" (issue 12 point 3, docs/adr/0044-bounded-filters.md): the catalogue's
// product list, alone and then while 16 anonymous requesters send the costliest filters PocketBase
// accepts (back-relation chains, `@collection` joins, long `||` chains through relations, `:each`,
// `?~` on relations). Before the bounds of pb_hooks/filter-bounds.pb.js, one such filter ran for more
// than 30 s and sixteen slowed every product list two to five times; with them, each is a 400
// answered before any query.
//
// Called by the load runner (`npm run load`) with:
//   ctx = { url, log(line), request(path, { ip, headers }) → { status, ms }, randomIp(), seconds }
// Returns { baseline, underAttack, page500: { baseline, underAttack }, hostile: { sent, refused400,
// otherStatuses, p50, max } }: latencies in ms, `baseline`/`underAttack` for the catalogue's first page.

/** Concurrent hostile requesters (the finding's figure). */
const HOSTILE_REQUESTERS = 16
/**
 * Each requester waits this long after an answer before its next request (at most 160 requests a
 * second in all): what is measured is the cost of the filters, not of a flood of requests (any
 * route, even a 404, slows the server when sixteen loops hammer it from varied addresses; the rate
 * limiter answers that per address). `hostileFilters(ctx, { pauseMs: 0 })` measures the flood.
 */
const DEFAULT_PAUSE_MS = 100
/** A hostile request still running this long after its phase ended is not waited for (its slot is). */
const PHASE_GRACE_MS = 60_000

const RELATION_FIELDS = ['category', 'stones', 'materials', 'colors', 'stone_properties', 'chakras', 'astrological_signs']
const CATALOGUE_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'slug',
  'name',
  'price',
  'stock',
  'reserved',
  'is_unique',
  'image',
  ...RELATION_FIELDS,
].join(',')

/** The catalogue's reads, as the app sends them (src/features/catalogue/api/prefetch.ts `firstPageUrl`, and its pages of 500). */
const NORMAL_PATHS = [
  `/api/collections/products/records?page=1&perPage=48&sort=-created&fields=${encodeURIComponent(CATALOGUE_FIELDS)}`,
  `/api/collections/products/records?page=1&perPage=500&sort=-created&fields=${encodeURIComponent(CATALOGUE_FIELDS)}`,
]

const orChain = (term, count) => Array.from({ length: count }, (_, i) => term.replaceAll('$', String(i))).join(' || ')

/** The worst filters an anonymous caller could send before the bounds (each one PocketBase parses and runs). */
export const HOSTILE_FILTERS = [
  // The finding's back-relation chain, and a longer one.
  ['products', 'category.products_via_category.category.products_via_category.category.products_via_category.slug ?~ "zzz"'],
  ['categories', 'products_via_category.stones.products_via_stones.materials.products_via_materials.name ?~ "zzz"'],
  // Joins on whole collections.
  ['products', '@collection.products.name ?~ "zzz" && @collection.products:other.description ?~ "yyy"'],
  // A long `||` chain through relations (just under PocketBase's 3,500 characters).
  ['products', orChain('stones.description ?~ "z$z"', 100)],
  // `:each` and any-of operators through relations.
  ['products', orChain('stones.name:each ?~ "z$" || materials.name ?~ "y$"', 30)],
  // A deep chain of forward relations back and forth.
  ['stones', 'products_via_stones.category.products_via_category.colors.products_via_colors.chakras.name ?~ "zzz"'],
]

const hostilePath = ([collection, filter]) => `/api/collections/${collection}/records?perPage=500&filter=${encodeURIComponent(filter)}`

function percentile(values, p) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const round = (ms) => Math.round(ms * 10) / 10
const stats = (values) => ({ p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), n: values.length })

/** Sequential catalogue reads (the first page and a page of 500, in turn) until `until`: their times, by page. */
async function readCatalogue(ctx, until) {
  const times = [[], []]
  const statuses = {}
  for (let i = 0; Date.now() < until; i++) {
    const page = i % NORMAL_PATHS.length
    const { status, ms } = await ctx.request(NORMAL_PATHS[page], { ip: ctx.randomIp() })
    statuses[status] = (statuses[status] ?? 0) + 1
    if (status === 200) times[page].push(ms)
  }
  return { firstPage: times[0], page500: times[1], statuses }
}

/** One hostile requester: the filters in turn until `until`. */
async function attack(ctx, until, offset, tally, pauseMs) {
  for (let i = offset; Date.now() < until; i++) {
    if (i > offset && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    if (Date.now() >= until) break
    const { status, ms } = await ctx.request(hostilePath(HOSTILE_FILTERS[i % HOSTILE_FILTERS.length]), { ip: ctx.randomIp() })
    tally.sent++
    // With the bounds, a 400 is their refusal, at once. Without them (a PocketBase without the hook),
    // a 400 is PocketBase's own, when its 30 s query timeout ends a back-relation chain: see `max`.
    if (status === 400) tally.refused400++
    else tally.otherStatuses[status] = (tally.otherStatuses[status] ?? 0) + 1
    tally.times.push(ms)
  }
}

export async function hostileFilters(ctx, { pauseMs = DEFAULT_PAUSE_MS } = {}) {
  const phaseMs = ctx.seconds * 1000
  ctx.log(`hostile filters: catalogue list alone for ${ctx.seconds} s...`)
  const alone = await readCatalogue(ctx, Date.now() + phaseMs)

  ctx.log(
    `hostile filters: the same with ${HOSTILE_REQUESTERS} anonymous hostile requesters (${pauseMs} ms between a requester's requests) for ${ctx.seconds} s...`,
  )
  const tally = { sent: 0, refused400: 0, otherStatuses: {}, times: [] }
  const until = Date.now() + phaseMs
  const attackers = Array.from({ length: HOSTILE_REQUESTERS }, (_, i) => attack(ctx, until, i, tally, pauseMs))
  const attacked = await readCatalogue(ctx, until)
  // Hostile requests still running are left to finish (or to time out) before the next phase.
  await Promise.race([Promise.all(attackers), new Promise((resolve) => setTimeout(resolve, PHASE_GRACE_MS).unref?.())])

  const result = {
    // The catalogue's first page, as index.html and the catalogue screen ask for it.
    baseline: stats(alone.firstPage),
    underAttack: stats(attacked.firstPage),
    // A page of 500 (the catalogue's later pages).
    page500: { baseline: stats(alone.page500), underAttack: stats(attacked.page500) },
    hostile: {
      sent: tally.sent,
      refused400: tally.refused400,
      otherStatuses: tally.otherStatuses,
      p50: round(percentile(tally.times, 50)),
      max: round(Math.max(0, ...tally.times)),
    },
  }
  const failedLists = { ...alone.statuses, ...attacked.statuses }
  delete failedLists[200]
  const figures = (label, { p50, p95, n }) => `${label} p50/p95 ${p50}/${p95} ms (n=${n})`
  ctx.log(
    `hostile filters: first page ${figures('alone', result.baseline)}, ${figures('under attack', result.underAttack)}; ` +
      `page of 500 ${figures('alone', result.page500.baseline)}, ${figures('under attack', result.page500.underAttack)}; ` +
      `hostile sent ${tally.sent}, refused 400: ${tally.refused400}, other: ${JSON.stringify(tally.otherStatuses)}, ` +
      `p50 ${result.hostile.p50} ms, slowest ${result.hostile.max} ms` +
      (Object.keys(failedLists).length ? `; list answers other than 200: ${JSON.stringify(failedLists)}` : ''),
  )
  return result
}
