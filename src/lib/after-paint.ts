/** Runs `run` once the next frame has been painted (a task after the next animation frame). */
export function afterNextPaint(run: () => void): void {
  const nextFrame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (callback: () => void) => setTimeout(callback, 16)
  nextFrame(() => setTimeout(run, 0))
}

/**
 * Resolves once the next frame has been painted: what a screen shows below the fold waits for it,
 * so it does not hold back (or share the network with) the first paint.
 */
export function nextPaint(): Promise<void> {
  // Rendering on the server (docs/adr/0076): there is no paint to wait for.
  if (typeof window === 'undefined') return Promise.resolve()
  return new Promise((resolve) => afterNextPaint(resolve))
}
