// Seeded randomness for `npm run chaos` (docs/adr/0140): the same seed draws the same customers, the
// same plans and the same faults (the timings of the machine still vary: a run is reproducible in
// what it asks, not to the millisecond).

/** mulberry32: a small, good enough 32-bit generator; returns () => [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Helpers over one generator. */
export function dice(random) {
  return {
    random,
    chance: (p) => random() < p,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    pick: (items) => items[Math.floor(random() * items.length)],
    /** A key drawn from { key: weight }. */
    weighted(weights) {
      const total = Object.values(weights).reduce((a, b) => a + b, 0)
      let draw = random() * total
      for (const [key, weight] of Object.entries(weights)) {
        draw -= weight
        if (draw < 0) return key
      }
      return Object.keys(weights)[0]
    },
  }
}
