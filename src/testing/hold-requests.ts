import { http } from 'msw'
import { server } from './mocks/server'

/**
 * Holds the GET requests to `url` until `release()`: a screen's loading state can be seen even when
 * its route's loader asked for the data while the screen's code was loading (the answer then comes
 * from the handlers as usual).
 */
export function holdRequests(url: string): () => void {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(url, async () => {
      await held
      // Nothing returned: the next matching handler answers.
    }),
  )
  return release
}
