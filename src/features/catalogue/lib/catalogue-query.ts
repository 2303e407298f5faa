/**
 * The catalogue's address (docs/product/rules.md#catalogue-address): its filter groups, the query they
 * make and how it is written back. Apart from the filtering rules (catalogue-filters.ts) so that a page
 * linking to a filtered catalogue (a product's stones, the stones page) loads only this.
 */
import { slugify } from '@/lib/slugify'

/**
 * The filter groups of docs/product/rules.md#catalogue-filters; each key is the product's relation
 * field, but `sizes`: the sizes in stock of the product (docs/adr/0110), its choices drawn from the
 * products themselves (`sizeOptions`), not from a reference list.
 */
export const FILTER_GROUPS = [
  { key: 'category', param: 'categorie', label: 'Catégories' },
  { key: 'sizes', param: 'taille', label: 'Tailles' },
  { key: 'stones', param: 'pierre', label: 'Pierres' },
  { key: 'materials', param: 'matiere', label: 'Matériaux' },
  { key: 'colors', param: 'couleur', label: 'Couleurs' },
  { key: 'stone_properties', param: 'propriete', label: 'Propriétés des pierres' },
  { key: 'chakras', param: 'chakra', label: 'Chakras' },
  { key: 'astrological_signs', param: 'signe', label: 'Signes astrologiques' },
] as const

export type FilterGroup = (typeof FILTER_GROUPS)[number]
export type GroupKey = FilterGroup['key']

export const SORT_OPTIONS = [
  { id: 'newest', label: 'Nouveautés' },
  { id: 'price-asc', label: 'Prix croissant' },
  { id: 'price-desc', label: 'Prix décroissant' },
  { id: 'category-asc', label: 'Catégorie (A → Z)' },
  { id: 'category-desc', label: 'Catégorie (Z → A)' },
] as const

export type SortId = (typeof SORT_OPTIONS)[number]['id']

export const DEFAULT_SORT: SortId = 'newest'

export interface CatalogueQuery {
  /** The search text as typed (trimmed when matched). */
  q: string
  /** Selected option keys per group (empty = no constraint). */
  groups: Record<GroupKey, string[]>
  /** A budget range id, or null for 'Tous les prix'. */
  budget: string | null
  sort: SortId
}

/** An option of a group: a reference record's name, and a key readable in the address. */
export interface NamedRecord {
  name: string
  slug?: string
}

/** Keys already worked out, per reference record (the same records serve every product). */
const optionKeys = new WeakMap<NamedRecord, string>()

/** The address key of a reference record: the category's slug, else its slugified name. */
export function optionKey(record: NamedRecord): string {
  if (record.slug) return record.slug
  let key = optionKeys.get(record)
  if (key === undefined) {
    key = slugify(record.name)
    optionKeys.set(record, key)
  }
  return key
}

export function emptyGroups(): Record<GroupKey, string[]> {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group.key, []])) as unknown as Record<GroupKey, string[]>
}

export const EMPTY_QUERY: CatalogueQuery = { q: '', groups: emptyGroups(), budget: null, sort: DEFAULT_SORT }

/** Writes the catalogue state back, in a stable order, leaving out what is empty or default. */
export function serializeQuery(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  for (const group of FILTER_GROUPS) {
    const values = query.groups[group.key]
    if (values.length > 0) params.set(group.param, values.join(','))
  }
  if (query.budget) params.set('budget', query.budget)
  if (query.sort !== DEFAULT_SORT) params.set('tri', query.sort)
  return params
}

/** The query with one option of a group switched on or off. */
export function toggleOption(query: CatalogueQuery, group: GroupKey, key: string): CatalogueQuery {
  const current = query.groups[group]
  const next = current.includes(key) ? current.filter((value) => value !== key) : [...current, key]
  return { ...query, groups: { ...query.groups, [group]: next } }
}

/**
 * A value as the address carries it: its unit dropped (« 17 cm » → `17`, « 8 mm » → `8`), then
 * lowercase without accents, anything else than letters and digits a hyphen (« 17,5 cm » → `17-5`,
 * « Taille unique » → `taille-unique`).
 */
export function sizeParam(value: string): string {
  return value
    .replace(/\s*(cm|mm)\s*$/i, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
