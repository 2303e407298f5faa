// The privacy page lists every personal datum the shop keeps (docs/adr/0085): each collection of the
// schema that holds someone's data has its entry, with a purpose, a legal basis and a retention; the
// periods it states are the ones PocketBase's retention pass applies (pb_hooks/lib/retention.js).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { COLLECTION_PRIVACY, PERSONAL_DATA } from './personal-data'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

/** Each collection of the generated record types (from the migrations) and its fields. */
function schemaFields(): Map<string, string[]> {
  const source = read('../../../lib/pocketbase-types.ts')
  const names = [...source.matchAll(/^ {2}(\w+): (\w+)Record$/gm)].map(([, name, type]) => [name!, type!] as const)
  const fields = new Map<string, string[]>()
  for (const [name, type] of names) {
    const body = new RegExp(`export interface ${type}Record extends BaseRecord \\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? ''
    fields.set(
      name,
      [...body.matchAll(/^ {2}(\w+)\??:/gm)].map(([, field]) => field!),
    )
  }
  return fields
}

/** Fields that name, reach or identify a person. */
const PERSONAL_FIELDS = [
  'email',
  'user',
  'name',
  'customer_name',
  'full_name',
  'phone',
  'to',
  'actor',
  'shipping_address',
  'siret',
  'order',
]
/** Collections with such a field that still hold no customer's data, and why. */
const NOT_A_PERSON: Record<string, string> = {
  // Catalogue records have a `name`: a product's, a stone's…
  products: 'catalogue',
  categories: 'catalogue',
  materials: 'catalogue',
  colors: 'catalogue',
  stone_properties: 'catalogue',
  chakras: 'catalogue',
  astrological_signs: 'catalogue',
  stones: 'catalogue',
  counters: 'a series name',
  // A sale's `name` is the operation's (« Soldes d’hiver »), docs/adr/0115.
  sales: 'a sale',
  // The shop's own legal identity (its e-mail and phone are the business's, published in the legal notice).
  shop_identity: 'the shop itself',
}

interface RetentionRule {
  collection: string
  days: number
}

function retentionRules(): RetentionRule[] {
  const module = { exports: {} as { RULES: RetentionRule[] } }
  new Function('module', 'exports', read('../../../../pocketbase/pb_hooks/lib/retention.js'))(module, module.exports)
  return module.exports.RULES
}

describe('the personal data the privacy page lists', () => {
  const fields = schemaFields()

  it('classifies every collection of the schema, and no other', () => {
    expect(fields.size).toBeGreaterThan(20)
    expect(Object.keys(COLLECTION_PRIVACY).sort()).toEqual([...fields.keys()].sort())
  })

  it('covers every collection with a field that reaches a person', () => {
    for (const [collection, names] of fields) {
      const personal = names.filter((field) => PERSONAL_FIELDS.includes(field))
      if (personal.length === 0 || collection in NOT_A_PERSON) continue
      expect(COLLECTION_PRIVACY[collection as keyof typeof COLLECTION_PRIVACY], `${collection} (${personal.join(', ')})`).not.toBeNull()
    }
  })

  it('says for each entry what, why, on which basis and for how long', () => {
    const used = new Set(Object.values(COLLECTION_PRIVACY).filter(Boolean))
    for (const key of used) expect(PERSONAL_DATA.map((entry) => entry.key)).toContain(key)
    for (const entry of PERSONAL_DATA) {
      for (const text of [entry.data, entry.purpose, entry.basis, entry.retention]) expect(text.trim(), entry.key).not.toBe('')
    }
  })

  it('states the periods PocketBase’s retention pass applies', () => {
    const rules = retentionRules()
    expect(rules.map((rule) => rule.collection).sort()).toEqual([
      'contact_messages',
      'custom_requests',
      'mail_queue',
      'reviews',
      'stock_alerts',
    ])
    for (const rule of rules) {
      const entry = PERSONAL_DATA.find(
        (candidate) => candidate.key === COLLECTION_PRIVACY[rule.collection as keyof typeof COLLECTION_PRIVACY],
      )!
      const years = rule.days / 365
      expect(entry.retention).toContain(`Supprimé`)
      expect(entry.retention).toContain(`${years} an${years > 1 ? 's' : ''} après`)
    }
  })

  it('shows each entry on /politique-confidentialite, with its four answers', async () => {
    renderApp('/politique-confidentialite')
    await findPageHeading('Politique de confidentialité')
    const section = within(screen.getByRole('region', { name: /^\d+\. Données collectées$/ }))
    for (const entry of PERSONAL_DATA) {
      const article = within(section.getByRole('article', { name: entry.title }))
      for (const [term, text] of [
        ['Données', entry.data],
        ['Finalité', entry.purpose],
        ['Base légale', entry.basis],
        ['Conservation', entry.retention],
      ] as const) {
        expect(article.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(text)
      }
    }
    for (const title of [
      'Carnet d’adresses',
      'Demande de compte professionnel',
      'Déclarations de rétractation',
      'E-mails envoyés',
      'Demandes sur-mesure',
    ]) {
      expect(section.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    // The account's old promise the code never kept.
    expect(screen.queryByText(/3 ans après votre dernière activité/)).toBeNull()
  })
})
