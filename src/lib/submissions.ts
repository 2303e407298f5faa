/**
 * The submissions react-router starts, counted as they start (docs/adr/0082). Its state changes at
 * once, but React draws the busy state (`useNavigation`, `fetcher.state`) in a transition, after a
 * quick second click could send the form again: `SubmitButton` reads this to refuse that click.
 * `watchSubmissions` is called once on the app's router (and the tests' routers).
 */

interface RouterStateLike {
  navigation: { state: string }
  fetchers: Map<string, { state: string }>
}

interface RouterLike {
  state: RouterStateLike
  subscribe(listener: (state: RouterStateLike) => void): () => void
}

/** The page's navigation ('') and the fetchers being sent. */
function sendingKeys(state: RouterStateLike): Set<string> {
  const keys = new Set<string>()
  if (state.navigation.state === 'submitting') keys.add('')
  for (const [key, fetcher] of state.fetchers) if (fetcher.state === 'submitting') keys.add(`fetcher:${key}`)
  return keys
}

let started = 0
let sending = new Set<string>()

export function watchSubmissions(router: RouterLike): () => void {
  sending = sendingKeys(router.state)
  return router.subscribe((state) => {
    const now = sendingKeys(state)
    for (const key of now) if (!sending.has(key)) started += 1
    sending = now
  })
}

/** How many submissions have started so far: a mark to compare with later. */
export function submissionsStarted(): number {
  return started
}

/** Whether a submission is being sent (its action has not answered yet). */
export function submissionInFlight(): boolean {
  return sending.size > 0
}
