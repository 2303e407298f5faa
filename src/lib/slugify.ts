/**
 * The product slug rule (docs/product/rules.md#product-form): lowercase, accents removed, characters other than letters,
 * digits, spaces and hyphens dropped, spaces turned into hyphens, repeated hyphens collapsed.
 * Ligatures are spelled out (`cœur` → `coeur`) rather than dropped, and the slug never starts or
 * ends with a hyphen.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}
