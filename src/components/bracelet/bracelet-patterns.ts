// The composer's patterns and their names (docs/adr/0126): small on purpose, the /sur-mesure form
// imports it in its first chunk (the drawing and the beads load later).

/** How the stones follow one another (`custom_requests.composition.pattern`). */
export type BraceletPattern = 'alternate' | 'grouped' | 'centred'
export const BRACELET_PATTERNS = ['alternate', 'grouped', 'centred'] as const satisfies readonly BraceletPattern[]
export const PATTERN_LABELS: Record<BraceletPattern, string> = {
  alternate: 'Alterné',
  grouped: 'Par groupes',
  centred: 'Pierre principale au centre',
}
