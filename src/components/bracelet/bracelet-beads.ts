// A bead bracelet, bead by bead (docs/adr/0126-the-bracelet-composer.md): the composer on
// /sur-mesure draws it and the admin draws a request with it. The bead count, the stones' shares
// and the estimate are the server's own formulas (pocketbase/pb_hooks/lib/custom-prices.js;
// bracelet-beads.test.ts keeps them equal).

import type { BraceletPattern } from './bracelet-patterns'

/** Ease added to the wrist for a bead bracelet to sit comfortably (cm). */
export const COMFORT_EASE_CM = 1.5
/** The wrist drawn and priced when the visitor gives none (cm). */
export const DEFAULT_WRIST_CM = 16
/** Beads in a run of the « Par groupes » pattern. */
const RUN = 3

/** How many beads go round a wrist: round((wrist + ease) × 10 / bead diameter in mm). */
export function beadCount(wristCm: number | null, beadMm: number): number {
  const wrist = wristCm !== null && wristCm > 0 ? wristCm : DEFAULT_WRIST_CM
  return Math.round(((wrist + COMFORT_EASE_CM) * 10) / beadMm)
}

/**
 * Beads of each stone, whatever the pattern: the main stone half (rounded up), the secondary stones
 * the rest in turn, the first chosen taking what does not divide; all the main stone's without
 * secondary stones. One entry per slot: [stone, count].
 */
export function beadShares(count: number, mainStone: string, secondaryStones: readonly string[]): Array<[string, number]> {
  const k = secondaryStones.length
  if (k === 0) return [[mainStone, count]]
  const rest = Math.floor(count / 2)
  return [
    [mainStone, count - rest],
    ...secondaryStones.map((stone, i): [string, number] => [stone, Math.floor(rest / k) + (i < rest % k ? 1 : 0)]),
  ]
}

export interface Bead {
  /** The stone's name ('' when the main stone is left to the shop's advice). */
  stone: string
  main: boolean
}

export interface BraceletChoices {
  wristCm: number | null
  beadMm: number
  mainStone: string
  secondaryStones: readonly string[]
  pattern: BraceletPattern
}

/**
 * The beads in order round the bracelet, from the clasp (the first bead) to the clasp again; the
 * middle of the list is the front. Each pattern orders the same shares:
 *  - alternate: the main stone, then each secondary stone in turn (main, 1st, main, 2nd, …);
 *  - grouped: runs of up to three beads of one stone, in the same turn;
 *  - centred: the main stone's beads together at the front, the secondary stones around them.
 */
export function braceletBeads({ wristCm, beadMm, mainStone, secondaryStones, pattern }: BraceletChoices): Bead[] {
  const count = beadCount(wristCm, beadMm)
  const shares = beadShares(count, mainStone, secondaryStones)
  const names = shares.map(([stone]) => stone)
  const left = shares.map(([, n]) => n)
  const remaining = (slot: number) => left[slot] ?? 0
  const bead = (slot: number): Bead => ({ stone: names[slot] ?? '', main: slot === 0 })
  if (shares.length === 1) return Array.from({ length: count }, () => bead(0))

  if (pattern === 'centred') {
    const beads: Bead[] = new Array<Bead>(count)
    const main = remaining(0)
    const start = Math.floor((count - main) / 2)
    for (let i = 0; i < main; i++) beads[start + i] = bead(0)
    // The other places by ring (the two places at the same distance from the main stone's beads),
    // nearest first: each ring gets the next secondary stone in turn, so both sides match.
    const end = start + main
    const ring = (i: number) => (i < start ? start - 1 - i : i - end)
    const others = Array.from({ length: count }, (_, i) => i).filter((i) => i < start || i >= end)
    others.sort((a, b) => ring(a) - ring(b) || a - b)
    const k = shares.length - 1
    let slot = 1
    let current = 0
    for (const place of others) {
      if (ring(place) !== current) {
        current = ring(place)
        slot = (slot % k) + 1
      }
      while (remaining(slot) === 0) slot = (slot % k) + 1
      beads[place] = bead(slot)
      left[slot] = remaining(slot) - 1
    }
    return beads
  }

  // The turn: main, 1st, main, 2nd, … (a stone whose beads are all placed is skipped).
  const turn = shares.slice(1).flatMap((_, i) => [0, i + 1])
  const run = pattern === 'grouped' ? RUN : 1
  const beads: Bead[] = []
  for (let t = 0; beads.length < count; t = (t + 1) % turn.length) {
    const slot = turn[t] ?? 0
    for (let n = Math.min(run, remaining(slot)); n > 0; n--) beads.push(bead(slot))
    left[slot] = Math.max(0, remaining(slot) - run)
  }
  return beads
}

/** A row of the owner's price table as the estimate reads it (`stone`: the stone's name, '' for any). */
export interface PriceRow {
  kind: string
  stone: string
  bead_size: string
  option: string
  price: number
}

export interface EstimateChoices {
  jewelry_type: string
  main_stone: string
  secondary_stones: readonly string[]
  bead_size: string
  wrist_size: number | null
  clasp_type: string
  stainless_steel_elements: boolean
  charms: readonly string[]
}

/**
 * The estimate in euros (TTC), as the server writes it (0 for a piece that is not a bracelet): each
 * stone's beads at its own price for the size or the size's default, the clasp, each charm, the steel
 * elements when chosen, the labour; a row missing from the table counts 0.
 */
export function estimateFrom(rows: readonly PriceRow[], choices: EstimateChoices): number {
  if (choices.jewelry_type !== 'Bracelet') return 0
  const size = choices.bead_size || '8mm'
  const cents = (test: (row: PriceRow) => boolean): number | null => {
    const row = rows.find(test)
    return row ? Math.round(Number(row.price || 0) * 100) : null
  }
  const fallback = cents((row) => row.kind === 'bead' && row.bead_size === size && row.stone === '') ?? 0
  let total = 0
  for (const [stone, count] of beadShares(
    beadCount(choices.wrist_size, parseInt(size, 10)),
    choices.main_stone,
    choices.secondary_stones,
  )) {
    const own = stone === '' ? null : cents((row) => row.kind === 'bead' && row.bead_size === size && row.stone === stone)
    total += count * (own ?? fallback)
  }
  total += cents((row) => row.kind === 'clasp' && row.option === choices.clasp_type) ?? 0
  for (const charm of choices.charms) total += cents((row) => row.kind === 'charm' && row.option === charm) ?? 0
  if (choices.stainless_steel_elements) total += cents((row) => row.kind === 'steel') ?? 0
  total += cents((row) => row.kind === 'labour') ?? 0
  return total / 100
}
