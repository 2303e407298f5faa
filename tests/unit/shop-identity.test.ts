// The shop's legal identity (docs/adr/0048): the overview (src/lib/shop-identity.ts) and PocketBase
// (pb_hooks/lib/shop-identity.js, which refuses real payments) call the same items missing.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'
import { missingIdentityItems, type ShopIdentity } from '../../src/lib/shop-identity'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'

interface IdentityLib {
  missingItems: (values: Partial<ShopIdentity>) => { key: string; label: string }[]
  normalize: (values: Partial<ShopIdentity>) => Record<string, string>
  formatProblems: (values: Record<string, string>, rules: unknown) => Record<string, string>
}

/** The demo seed's identity (complete, fictional), with `overrides`. */
const createShopIdentity = (overrides: Partial<ShopIdentity> = {}): Partial<ShopIdentity> => ({ ...DEMO_IDENTITY, ...overrides })

const server = loadHookLib<IdentityLib>('shop-identity.js')
const addressRules = loadHookLib<unknown>('addresses.js')

const CASES: [string, Partial<ShopIdentity>][] = [
  ['complete', createShopIdentity()],
  ['blank (as the migration leaves it)', { country: 'France', withdrawal_days: 14, vat_exempt: true }],
  ['no VAT status', createShopIdentity({ vat_exempt: false, vat_number: '', vat_rate: 0 })],
  ['a VAT number without a rate', createShopIdentity({ vat_exempt: false, vat_number: 'FR12000000000', vat_rate: 0 })],
  ['a VAT number and a rate', createShopIdentity({ vat_exempt: false, vat_number: 'FR12000000000', vat_rate: 20 })],
  ['no data host phone, blank mediator site', createShopIdentity({ data_host_phone: '', mediator_url: '  ' })],
  ['no city', createShopIdentity({ city: '' })],
]

describe('what the shop’s identity lacks', () => {
  it.each(CASES)('the browser and PocketBase agree: %s', (_, values) => {
    expect(missingIdentityItems(values)).toEqual(server.missingItems(values))
  })

  it('the demo seed’s fictional identity is complete; a blank one lacks all 14 items', () => {
    expect(missingIdentityItems(createShopIdentity())).toEqual([])
    expect(missingIdentityItems(null)).toHaveLength(14)
  })

  it('PocketBase checks the identifiers with the address rules’ keys', () => {
    const check = (values: Partial<ShopIdentity>) =>
      server.formatProblems(server.normalize({ ...createShopIdentity(), ...values }), addressRules)
    expect(check({})).toEqual({})
    expect(check({ siren: '732 829 320', siret: '73282932000074', vat_number: 'fr44732829320' })).toEqual({})
    expect(check({ siren: '732829321' })).toMatchObject({ siren: 'Ce numéro SIREN n’est pas valide (clé de contrôle).' })
    expect(check({ siren: '732829320', siret: '00000000000000' })).toMatchObject({
      siret: 'Le numéro SIRET doit commencer par le numéro SIREN.',
    })
    expect(check({ vat_number: 'FR13000000000' })).toMatchObject({
      vat_number: expect.stringMatching(/^Numéro de TVA intracommunautaire invalide/),
    })
  })
})
