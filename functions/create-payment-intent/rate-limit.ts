// A fixed-window counter per client address, in the function's memory: junk from one address is
// refused before anything reaches PocketBase (docs/adr/0032). On a serverless host each warm instance
// counts for itself; PocketBase's own per-address limits stay the second line.

export interface RateLimiter {
  /** True when this address may go on now (and counts the request). */
  allow: (address: string, now?: number) => boolean
}

export function createRateLimiter(maxRequests: number, windowMs: number, maxTracked = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    allow(address, now = Date.now()) {
      const key = address || 'unknown'
      const current = windows.get(key)
      if (!current || now - current.start >= windowMs) {
        // A flood of distinct addresses must not grow the map without bound: forget the oldest.
        if (!current && windows.size >= maxTracked) {
          const oldest = windows.keys().next().value
          if (oldest !== undefined) windows.delete(oldest)
        }
        windows.delete(key)
        windows.set(key, { start: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= maxRequests
    },
  }
}
