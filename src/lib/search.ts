/**
 * The shop's one search fold and one name order (docs/product/rules.md#search, docs/adr/0055, 0056): the catalogue,
 * the pro quick order and the admin tables search and sort names the same way, from here.
 */

/**
 * Case, accents, the œ/æ ligatures and the typographic apostrophe folded; every other character
 * kept (docs/product/rules.md#search: punctuation and spaces still count, « d'or » does not find « Labradorite »).
 * Any run of spaces (the non-breaking ones of typeset names too) becomes one plain space, and the
 * ends are trimmed (a phone keyboard adds a space after a suggested word):
 * « Œil de Tigre – Qualité » → « oeil de tigre – qualite ».
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘\u02BC]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether a name, already folded with `foldText`, contains a search (folded too; '' matches all). */
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
