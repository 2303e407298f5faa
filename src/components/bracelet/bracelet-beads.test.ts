// The bracelet's beads (docs/adr/0126): counts computed by hand, the three patterns, and the server's
// copy of the formulas (pocketbase/pb_hooks/lib/custom-prices.js) giving the same answers.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../../tests/support/hook-lib'
import { beadCount, beadShares, braceletBeads, estimateFrom, type Bead, type EstimateChoices, type PriceRow } from './bracelet-beads'

interface ServerPrices {
  beadCount: (wristCm: number, beadMm: number) => number
  beadShares: (count: number, main: string, secondary: string[]) => Array<[string, number]>
  estimateFrom: (rows: PriceRow[], choices: EstimateChoices) => number
}
const server = loadHookLib<ServerPrices>('custom-prices.js')

const letters = (beads: Bead[]) => beads.map((bead) => bead.stone.charAt(0)).join('')
const tally = (beads: Bead[]) => beads.reduce<Record<string, number>>((n, b) => ({ ...n, [b.stone]: (n[b.stone] ?? 0) + 1 }), {})

describe('beadCount', () => {
  it('gives round((wrist + 1,5 cm) × 10 / bead mm), computed by hand', () => {
    // (16 + 1,5) × 10 / 8 = 21,875 → 22
    expect(beadCount(16, 8)).toBe(22)
    // (17,5 + 1,5) × 10 / 8 = 23,75 → 24
    expect(beadCount(17.5, 8)).toBe(24)
    // (14 + 1,5) × 10 / 6 = 25,83 → 26
    expect(beadCount(14, 6)).toBe(26)
    // (19 + 1,5) × 10 / 10 = 20,5 → 21
    expect(beadCount(19, 10)).toBe(21)
  })

  it('draws a 16 cm wrist when none is given', () => {
    expect(beadCount(null, 8)).toBe(22)
  })

  it('is the server’s formula', () => {
    for (const wrist of [10, 12.5, 14, 15.5, 16, 16.5, 17, 17.5, 18, 19, 21.3, 30]) {
      for (const mm of [6, 8, 10]) expect(beadCount(wrist, mm), `${wrist} cm, ${mm} mm`).toBe(server.beadCount(wrist, mm))
    }
    expect(beadCount(null, 8)).toBe(server.beadCount(0, 8))
  })
})

describe('braceletBeads', () => {
  const choices = { wristCm: 16, beadMm: 8, mainStone: 'Améthyste' } as const

  it('gives every bead to the main stone without secondary stones, whatever the pattern', () => {
    for (const pattern of ['alternate', 'grouped', 'centred'] as const) {
      const beads = braceletBeads({ ...choices, secondaryStones: [], pattern })
      expect(beads).toHaveLength(22)
      expect(tally(beads)).toEqual({ Améthyste: 22 })
    }
  })

  it('alternates the main stone with each secondary stone in turn', () => {
    // 22 beads: Améthyste 11, then Citrine 6 and Labradorite 5.
    const beads = braceletBeads({ ...choices, secondaryStones: ['Citrine', 'Labradorite'], pattern: 'alternate' })
    expect(letters(beads)).toBe('ACALACALACALACALACALAC')
    expect(beads.map((bead) => bead.main).slice(0, 2)).toEqual([true, false])
  })

  it('groups the beads by runs of three of one stone', () => {
    const beads = braceletBeads({ ...choices, secondaryStones: ['Citrine', 'Labradorite'], pattern: 'grouped' })
    // Améthyste 11, Citrine 6, Labradorite 5, in runs: AAA CCC AAA LLL AAA CCC AAA(2) LLL(2… 5 − 3)
    expect(letters(beads)).toBe('AAACCCAAALLLAAACCCAALL')
    expect(tally(beads)).toEqual({ Améthyste: 11, Citrine: 6, Labradorite: 5 })
  })

  it('puts the main stone’s beads together at the front (the middle), the others around', () => {
    const beads = braceletBeads({ ...choices, secondaryStones: ['Citrine', 'Labradorite'], pattern: 'centred' })
    // 22 beads, 11 Améthyste from place 5 to 15; the 11 others ring by ring outwards, a stone per ring:
    // places 4 and 16 Citrine, 3 and 17 Labradorite, …, the last one (21) Labradorite.
    expect(letters(beads)).toBe('CLCLCAAAAAAAAAAACLCLCL')
    expect(tally(beads)).toEqual({ Améthyste: 11, Citrine: 6, Labradorite: 5 })
  })

  it('gives each stone the server’s share, in every pattern', () => {
    const secondary = ['Citrine', 'Labradorite', 'Turquoise']
    for (const pattern of ['alternate', 'grouped', 'centred'] as const) {
      for (const [wristCm, beadMm] of [
        [14, 6],
        [17.5, 8],
        [19, 10],
      ] as const) {
        const beads = braceletBeads({ wristCm, beadMm, mainStone: 'Améthyste', secondaryStones: secondary, pattern })
        expect(beads).toHaveLength(server.beadCount(wristCm, beadMm))
        expect(tally(beads)).toEqual(Object.fromEntries(server.beadShares(beads.length, 'Améthyste', secondary)))
      }
    }
    expect(beadShares(21, 'A', ['B', 'C', 'D'])).toEqual(server.beadShares(21, 'A', ['B', 'C', 'D']))
  })
})

describe('estimateFrom', () => {
  const rows: PriceRow[] = [
    { kind: 'bead', stone: '', bead_size: '8mm', option: '', price: 0.9 },
    { kind: 'bead', stone: 'Citrine', bead_size: '8mm', option: '', price: 1.25 },
    { kind: 'clasp', stone: '', bead_size: '', option: 'Avec fermoir', price: 8 },
    { kind: 'charm', stone: '', bead_size: '', option: 'Chouette', price: 6 },
    { kind: 'steel', stone: '', bead_size: '', option: '', price: 4 },
    { kind: 'labour', stone: '', bead_size: '', option: '', price: 25 },
  ]
  const choices: EstimateChoices = {
    jewelry_type: 'Bracelet',
    main_stone: 'Améthyste',
    secondary_stones: ['Citrine'],
    bead_size: '8mm',
    wrist_size: 17.5,
    clasp_type: 'Avec fermoir',
    stainless_steel_elements: true,
    charms: ['Chouette'],
  }

  it('adds the beads at their stone’s or the size’s price, the clasp, the charms, the steel, the labour', () => {
    // 24 beads: Améthyste 12 × 0,90 = 10,80; Citrine 12 × 1,25 = 15,00; + 8 + 6 + 4 + 25 = 68,80.
    expect(estimateFrom(rows, choices)).toBe(68.8)
    expect(server.estimateFrom(rows, { ...choices, secondary_stones: ['Citrine'], charms: ['Chouette'] })).toBe(68.8)
  })

  it('is 0 for a piece that is not a bracelet, on both sides', () => {
    expect(estimateFrom(rows, { ...choices, jewelry_type: 'Collier' })).toBe(0)
    expect(server.estimateFrom(rows, { ...choices, jewelry_type: 'Collier', secondary_stones: [], charms: [] })).toBe(0)
  })
})
