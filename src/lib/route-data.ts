/**
 * A promise a route loader returns without waiting for it (the screen shows its loading state, then
 * the data: `<Deferred>`). If the visitor leaves before it settles, nobody renders it: without this,
 * its failure would be an unhandled rejection. The screen still sees the failure.
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}
