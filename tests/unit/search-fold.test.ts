// The server's search fold (pocketbase/pb_hooks/lib/search-fold.js, docs/adr/0090), run under Node the
// way PocketBase's JS engine loads it: it must fold exactly as the browser folds a query
// (src/lib/search.ts), or an owner's search would miss the row it names.
import { describe, expect, it } from 'vitest'
import { foldText } from '../../src/lib/search'
import { loadHookLib } from '../support/hook-lib'

interface SearchFold {
  foldText: (text: unknown) => string
  amountForms: (euros: unknown) => string[]
  orderSearch: (order: Record<string, unknown>) => string
  productSearch: (product: Record<string, unknown>) => string
  userSearch: (user: Record<string, unknown>) => string
  withdrawalSearch: (withdrawal: Record<string, unknown>) => string
  MAX_SEARCH: number
}

const lib = loadHookLib<SearchFold>('search-fold.js')
const NBSP = '\u00a0'
const NNBSP = '\u202f'

/** Names, addresses and numbers as owners and customers type them. */
const CORPUS = [
  'Améthyste',
  'AMÉTHYSTE',
  'Œil de Tigre – Qualité AA',
  'œil-de-chat',
  'Cæsar & Æther',
  'Bracelet d’or',
  'Bracelet d‘or',
  'Bracelet dʼor',
  "Bracelet d'or",
  'Léa Müller-Ñúñez',
  'Hélène Çelik',
  'Crème brûlée à l’île',
  '  espaces   autour  ',
  `1${NBSP}234,50${NBSP}€`,
  `Boutique${NNBSP}Rue`,
  'tab\there\nnewline',
  'Ÿvonne ÅSA',
  'ÉCLAT DE PIERRE SAS',
  'FR32 123 456 789',
  'n° abcd1234',
  'Saint-Étienne 42000',
  'İstanbul',
  'ﬁne ligature',
  'Ǆemal',
  '',
  '漢字 テスト',
  'emoji 💎 pierre',
]

describe('foldText (the server)', () => {
  it('folds exactly as the browser does, over the corpus', () => {
    for (const text of CORPUS) expect(lib.foldText(text), text).toBe(foldText(text))
  })

  it('folds what the shop searches for as its rules say', () => {
    expect(lib.foldText('Œil de Tigre')).toBe('oeil de tigre')
    expect(lib.foldText('Léa')).toBe('lea')
    expect(lib.foldText('Bracelet d’or')).toBe("bracelet d'or")
    expect(lib.foldText(`84,00${NBSP}€`)).toBe('84,00 €')
    expect(lib.foldText(null)).toBe('')
    expect(lib.foldText(undefined)).toBe('')
  })
})

describe('what a row is found by', () => {
  const order = {
    id: 'abcd1234efgh567',
    invoice_number: 'FA2026-00012',
    credit_notes: ['AV2026-00003'],
    customer_name: 'Léa Martin',
    email: 'Lea.Martin@example.fr',
    shipping_address: { full_name: 'Chloé Dubois', company: 'Atelier Œil', postal_code: '69001', city: 'Lyon', line1: '3 rue Secrète' },
    billing_address: { full_name: 'Léa Martin', company: '', postal_code: '42000', city: 'Saint-Étienne' },
    tracking_number: '6A12345678901',
    total: 1234.5,
    items: [{ name: 'Bracelet Améthyste', sku: 'BR-AME-01', quantity: 1, price: 1234.5 }],
  }

  it('an order: number, documents, customer, addresses, tracking, amount and lines, folded', () => {
    const text = lib.orderSearch(order)
    for (const typed of [
      'abcd1234',
      'n° abcd1234',
      'fa2026-00012',
      'av2026-00003',
      'lea martin',
      'lea.martin@example.fr',
      'chloe dubois',
      'atelier oeil',
      '69001',
      'lyon',
      'saint-etienne',
      '42000',
      '6a12345678901',
      '1234,50',
      '1234.50',
      '1 234,50 €',
      '1234',
      'bracelet amethyste',
      'br-ame-01',
    ]) {
      expect(text, typed).toContain(foldText(typed))
    }
    expect(text).not.toContain('secrete')
    expect(text).toBe(foldText(text))
  })

  it('an amount in the forms an owner types it', () => {
    expect(lib.amountForms(84)).toEqual([`84,00${NBSP}€`, '84,00', '84.00'])
    expect(lib.amountForms(0.5)).toEqual([`0,50${NBSP}€`, '0,50', '0.50'])
    expect(lib.amountForms(1234567.891)).toEqual([`1${NBSP}234${NBSP}567,89${NBSP}€`, '1234567,89', '1234567.89'])
    expect(lib.amountForms(null)).toEqual([])
    expect(lib.amountForms(-3)).toEqual([])
  })

  it('an order with nothing but its id', () => {
    expect(lib.orderSearch({ id: 'zzzz9999yyyy888' })).toBe('n° zzzz9999')
  })

  it('a product: name, reference and slug', () => {
    expect(lib.productSearch({ name: 'Œil de Tigre', sku: 'OT-12', slug: 'oeil-de-tigre' })).toBe('oeil de tigre ot-12 oeil-de-tigre')
  })

  it('a user: name, e-mail, and the company and SIRET of their pro applications', () => {
    const text = lib.userSearch({
      name: 'Hélène Çelik',
      email: 'helene@example.fr',
      companies: [{ company: 'Boutique Ætoile', siret: '12345678900012' }],
    })
    expect(text).toBe('helene celik helene@example.fr boutique aetoile 12345678900012 123 456 789 00012')
  })

  it('a withdrawal: the order number, the number typed, the name, the e-mail', () => {
    expect(lib.withdrawalSearch({ order: 'abcd1234efgh567', order_number: 'ABCD1234', name: 'Léa', email: 'lea@x.fr' })).toBe(
      'n° abcd1234 abcd1234 lea lea@x.fr',
    )
  })

  it('never exceeds the column', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({ name: `Bracelet numéro ${i} en pierre de lune`, sku: `SKU-${i}` }))
    expect(lib.orderSearch({ ...order, items }).length).toBe(lib.MAX_SEARCH)
  })
})
