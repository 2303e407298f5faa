/**
 * What a refresh made outside the cart screen changed (the refresh when the app starts with a
 * non-empty cart, docs/adr/0057): kept for this page's life so that /cart still lists it above the
 * cart, once, even though its own refresh then finds nothing new.
 */
let pending: string[] = []

export function keepCartNotices(notices: readonly string[]) {
  pending = [...pending, ...notices.filter((notice) => !pending.includes(notice))]
}

/** The notices kept so far (read during a render: reading has no effect, see `clearCartNotices`). */
export function keptCartNotices(): string[] {
  return pending
}

/** Once shown: forgotten. */
export function clearCartNotices() {
  pending = []
}
