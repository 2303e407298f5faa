/**
 * The shop's one search fold and one name order (DESIGN §6.6, docs/adr/0055): the catalogue, the
 * pro quick order and the admin tables search and sort names the same way, from here.
 */
import { slugify } from './slugify'

/** Lowercase, accents and ligatures folded, spaces squeezed: « Œil de Tigre » → « oeil de tigre ». */
export function foldText(text: string): string {
  return slugify(text.replace(/-/g, ' ')).replace(/-/g, ' ')
}

/** Whether a name, already folded with `foldText`, matches a search (folded too; '' matches all). */
export function matchesSearch(foldedName: string, foldedSearch: string): boolean {
  return foldedSearch === '' || foldedName.includes(foldedSearch)
}

// Made on first use: the page's first Intl object costs ~13 ms (locale data), and the first paint
// of the catalogue sorts nothing by name.
let collator: Intl.Collator | undefined

/** French order: É with E, Œ with O, case ignored, « 2 » before « 10 ». */
export function compareNames(a: string, b: string): number {
  return (collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true })).compare(a, b)
}
