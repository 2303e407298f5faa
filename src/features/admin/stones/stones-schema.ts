import * as v from 'valibot'
import { stonesBeadLookValues } from '@/lib/record-constants/stones'
import { rawText, requiredText } from '../api/record-schema'

/** How a bead's look is named in the stone form (docs/adr/0126). */
export const BEAD_LOOK_LABELS: Record<(typeof stonesBeadLookValues)[number], string> = {
  plain: 'Uni',
  veined: 'Veiné',
  speckled: 'Moucheté',
  iridescent: 'Chatoyant',
  translucent: 'Translucide',
}

/**
 * The rules of a stone (docs/architecture.md#a-write): name and virtues required; the HTML description
 * as typed; its beads' colour (#rrggbb) and look for the composer's drawing (docs/adr/0126).
 */
export const stoneSchema = v.object({
  name: requiredText,
  virtues: requiredText,
  description: rawText,
  bead_color: v.pipe(rawText, v.regex(/^(#[0-9a-fA-F]{6})?$/, 'Choisissez une couleur.')),
  bead_look: v.optional(v.picklist(['', ...stonesBeadLookValues], 'Choix invalide.'), ''),
})
