import { ClientResponseError } from 'pocketbase'
import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router-dom'
import { href, paths } from './paths'
import { errorStatus, pb, storedUser } from './pocketbase'
import { seesProPrice } from './roles'
import { useSession } from './session-context'

/**
 * A promise a route loader returns without waiting for it (the screen shows its loading state, then
 * the data: `<Deferred>`). If the visitor leaves before it settles, nobody renders it: without this,
 * its failure would be an unhandled rejection. The screen still sees the failure.
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  void settled(promise)
  return promise
}

export type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown }

/**
 * A read that found its page under another address (a renamed product's or article's old slug,
 * docs/adr/0084): a loader's promise fails with it; `<Deferred>` goes there, the server answers 301.
 */
export class Moved extends Error {
  constructor(readonly location: string) {
    super(`moved to ${location}`)
    this.name = 'Moved'
  }
}

/** The pages whose address is a slug that may change: a product's, an article's. */
const SLUG_PAGES = { products: paths.product, articles: paths.article } as const

/**
 * A page read by its slug that PocketBase did not find (`error`, a 404): when the slug is an old
 * address of a record the visitor may see (a renamed product or article, an article's id), fails with
 * `Moved` to its live address; otherwise with `error` itself, the screen's 'introuvable' state
 * (docs/adr/0084). A failure of the lookup itself is the screen's error, with its retry.
 */
export async function followFormerSlug(
  collection: keyof typeof SLUG_PAGES,
  slug: string,
  error: unknown,
  signal?: AbortSignal,
): Promise<never> {
  if (errorStatus(error) !== 404 || !slug) throw error
  let live: string | null = null
  try {
    const path = `/api/shop/former-slugs/${collection}/${encodeURIComponent(slug)}`
    live = (await pb.send<{ slug: string }>(path, { signal, requestKey: null })).slug
  } catch (lookup) {
    if (errorStatus(lookup) !== 404) throw lookup
  }
  if (live && live !== slug) throw new Moved(href(SLUG_PAGES[collection], { slug: live }))
  throw error
}

/**
 * How a page the server rendered carries a read that found nothing (a 404): a failed promise does
 * not travel as JSON, this does; `settled()` turns it back into the 404 the screen shows (docs/adr/0084).
 */
export const NOT_FOUND_DATA = { $notFound: 404 } as const

function isNotFoundData(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).$notFound === 404
}

let notFoundView: Marked<Settled<never>> | null = null

/** The settled view of a 404, marked as read (one for every screen: it carries nothing of its own). */
function notFound<T>(): Promise<Settled<T>> {
  if (!notFoundView) {
    const result: Settled<never> = { ok: false, error: new ClientResponseError({ status: 404 }) }
    notFoundView = Object.assign(Promise.resolve(result), { status: 'fulfilled' as const, value: result })
  }
  return notFoundView
}

type Marked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

// One settled view per promise: React's `use()` needs the same promise at every render.
const settledViews = new WeakMap<Promise<unknown>, Marked<Settled<unknown>>>()

const knownViews = new WeakMap<object, Marked<Settled<unknown>>>()
const knownPrimitives = new Map<unknown, Marked<Settled<unknown>>>()

/**
 * A value already read, as a settled view marked as React marks a settled promise: `use()` reads it
 * at once. One view per value (React wants the same promise at every render of a screen).
 */
function known<T>(data: T): Promise<Settled<T>> {
  const make = () => {
    const result: Settled<T> = { ok: true, data }
    return Object.assign(Promise.resolve(result), { status: 'fulfilled' as const, value: result })
  }
  const isObject = typeof data === 'object' && data !== null
  let view = isObject ? knownViews.get(data) : knownPrimitives.get(data)
  if (!view) {
    view = make()
    if (isObject) knownViews.set(data, view)
    else knownPrimitives.set(data, view)
  }
  return view as Promise<Settled<T>>
}

/**
 * A promise's outcome as a value (never a rejection), for `<Deferred>`. Made as soon as the loader
 * returns (`later`), and marked as React marks the promises it has seen: once settled, a screen
 * drawn later (a dialog opened on a click) reads it at once instead of suspending again.
 * A plain value is the outcome itself: a page the server rendered hands its loaders' data over
 * already read (promises do not travel in the HTML, docs/adr/0076), a read that found nothing as
 * `NOT_FOUND_DATA`.
 */
export function settled<T>(value: Promise<T> | T): Promise<Settled<T>> {
  if (!(value instanceof Promise)) return isNotFoundData(value) ? notFound<T>() : known(value)
  let view = settledViews.get(value)
  if (!view) {
    const made: Marked<Settled<unknown>> = value.then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    )
    void made.then((result) => Object.assign(made, { status: 'fulfilled', value: result }))
    settledViews.set(value, made)
    view = made
  }
  return view as Promise<Settled<T>>
}

/**
 * What the server answers depends on who asks (exclusive products, pro prices): a route whose
 * loader read for the stored shopper reads again when the shopper changes on the page (the stored
 * session confirmed with another role, a sign-out). While the stored session is being confirmed,
 * its user is assumed (its token went with the loader's requests), so nothing is read twice.
 */
export function useRevalidateForAnotherShopper(): void {
  const { status, user } = useSession()
  const viewer = status === 'loading' ? storedUser() : user
  const key = `${viewer?.id ?? 'anonymous'}${seesProPrice(viewer) ? ':pro' : ''}`
  useRevalidateOnChange(key)
}

/**
 * Runs the route's loaders again when `key` changes after the first render (not on the first: the
 * loaders have just read for it). The one way a screen follows a change of who is looking.
 */
export function useRevalidateOnChange(key: string): void {
  const revalidator = useRevalidator()
  const readFor = useRef(key)
  useEffect(() => {
    if (key === readFor.current) return
    readFor.current = key
    void revalidator.revalidate()
  }, [key, revalidator])
}
