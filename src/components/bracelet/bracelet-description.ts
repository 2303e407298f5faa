// The composition in words (docs/adr/0126): beside the drawing, and what a screen reader reads of it.
import type { Bead } from './bracelet-beads'
import type { BraceletPattern } from './bracelet-patterns'

const PATTERN_WORDS: Record<BraceletPattern, string> = {
  alternate: 'alternées',
  grouped: 'par groupes de trois',
  centred: 'la pierre principale au centre',
}

/** The stone's name as the description says it ('' is the shop's advice). */
const stoneName = (stone: string) => stone || 'pierre à choisir avec nous'

/**
 * The composition in words, beside the drawing (and read instead of it): « 24 perles de 8 mm :
 * 12 Améthyste, 12 Citrine, alternées. Fermoir en acier inoxydable. Breloques : Chouette. »
 */
export function braceletDescription({
  beads,
  beadMm,
  pattern,
  clasp,
  steel,
  charms,
}: {
  beads: readonly Bead[]
  beadMm: number
  pattern: BraceletPattern
  clasp: boolean
  steel: boolean
  charms: readonly string[]
}): string {
  const stones = [...new Set(beads.map((bead) => bead.stone))]
  const counts = stones.map((stone) => `${beads.filter((bead) => bead.stone === stone).length} ${stoneName(stone)}`)
  const sentences = [
    `${beads.length} perles de ${beadMm} mm : ${counts.join(', ')}${stones.length > 1 ? `, ${PATTERN_WORDS[pattern]}` : ''}.`,
    clasp ? 'Fermoir en acier inoxydable.' : 'Montage sur élastique.',
  ]
  if (steel) sentences.push('Intercalaires en acier inoxydable entre les perles.')
  if (charms.length > 0) sentences.push(`Breloque${charms.length > 1 ? 's' : ''} : ${charms.join(', ')}.`)
  return sentences.join(' ')
}
