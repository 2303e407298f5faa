import { afterNextPaint } from '@/lib/after-paint'

/** Longest wait for the page's priority image before what waits for it goes ahead anyway. */
export const PRIORITY_IMAGE_WAIT_MS = 2500

/**
 * Resolves once the high-priority image under `root` (the first card's, the product's main image:
 * the page's largest paint) has been painted, or has failed, or after 2.5 s. What waits for it
 * (the other images, the rest of the list) then does not share a phone's connection with it.
 *
 * `complete` is not enough: an image preloaded during the loading state is complete before it is
 * painted. `decode()` resolves when it can be painted; one more frame, and it has been.
 */
export function whenPriorityImageShown(signal: AbortSignal, root: () => ParentNode | null): Promise<void> {
  return new Promise((resolve) => {
    // After the render that shows the image has been committed and painted.
    afterNextPaint(() => {
      const image = root()?.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      if (!image || signal.aborted) return resolve()
      let settled = false
      const done = () => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        afterNextPaint(resolve)
      }
      const timer = setTimeout(done, PRIORITY_IMAGE_WAIT_MS)
      if (typeof image.decode === 'function') image.decode().then(done, done)
      else if (image.complete) done()
      else {
        image.addEventListener('load', done, { once: true })
        image.addEventListener('error', done, { once: true })
      }
    })
  })
}
