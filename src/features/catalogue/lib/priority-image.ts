import { afterNextPaint } from '@/lib/after-paint'

/** Longest wait for the page's priority image before what waits for it goes ahead anyway. */
export const PRIORITY_IMAGE_WAIT_MS = 2500

/** Whether the browser reports when an element with `elementtiming` is on screen (Chromium). */
function hasElementTiming(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
}

/**
 * Resolves once the high-priority image under `root` (the first card's, the product's main image:
 * the page's largest paint) is on screen, or has failed, or after 2.5 s. What waits for it (the
 * other images, the filter lists, the rest of the list) then does not share a phone's connection,
 * nor the main thread, with it.
 *
 * `complete` is not enough: an image preloaded during the loading state is complete before it is
 * painted, and a frame's paint reaches the screen a little after it. Where the browser says when
 * the image was shown (element timing), that is the signal; elsewhere, `decode()` (it can be
 * painted) and two more frames.
 */
export function whenPriorityImageShown(signal: AbortSignal, root: () => ParentNode | null): Promise<void> {
  return new Promise((resolve) => {
    // After the render that shows the image has been committed.
    afterNextPaint(() => {
      const image = root()?.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      if (!image || signal.aborted) return resolve()
      let settled = false
      let observer: PerformanceObserver | undefined
      const settle = () => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        observer?.disconnect()
        resolve()
      }
      const timer = setTimeout(settle, PRIORITY_IMAGE_WAIT_MS)
      image.addEventListener('error', settle, { once: true })
      if (hasElementTiming()) {
        observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) settle()
        })
        observer.observe({ type: 'element', buffered: true })
      } else if (typeof image.decode === 'function') {
        const shown = () => afterNextPaint(() => afterNextPaint(settle))
        image.decode().then(shown, settle)
      } else if (image.complete) afterNextPaint(settle)
      else image.addEventListener('load', () => afterNextPaint(settle), { once: true })
    })
  })
}
