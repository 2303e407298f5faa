import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router-dom'
import { storedUser } from './pocketbase'
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
 * already read (promises do not travel in the HTML, docs/adr/0076).
 */
export function settled<T>(value: Promise<T> | T): Promise<Settled<T>> {
  if (!(value instanceof Promise)) return known(value)
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
