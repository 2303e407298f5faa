import { describe, expect, it } from 'vitest'
import vectors from '../../tests/support/address-vectors.json'
import { addressErrorsFrom, addressLines, checkAddress, emptyAddress, normalizeAddress, type Address } from './address'

interface AddressCase {
  name: string
  requirePhone: boolean
  input: Partial<Address>
  errors: Record<string, string>
  address?: Partial<Address>
}

const base = vectors.base as Address
const cases = vectors.cases as AddressCase[]

// The same cases run against the server's rules (tests/integration/addresses.test.ts): a difference
// between the browser and PocketBase fails one side or the other.
describe('checkAddress (the shared cases)', () => {
  it.each(cases)('$name', ({ input, requirePhone, errors, address }) => {
    const result = checkAddress({ ...base, ...input }, { requirePhone })
    expect(result.errors).toEqual(errors)
    if (address) expect(result.address).toEqual({ ...base, ...input, ...address })
  })
})

describe('normalizeAddress', () => {
  it('keeps exactly the Address keys, as text, whatever it is given', () => {
    expect(normalizeAddress({ postal_code: 69001, country: 'be', user: 'x', is_default: true, siret: null })).toEqual({
      ...emptyAddress(),
      country: 'BE',
      postal_code: '69001',
    })
    expect(normalizeAddress(null)).toEqual({ ...emptyAddress(), country: '' })
  })
})

describe('addressErrorsFrom', () => {
  it('picks one address’s messages out of a form failure', () => {
    const fields = {
      'shipping.postal_code': 'Indiquez le code postal.',
      'billing.siret': 'Le numéro SIRET compte 14 chiffres.',
      items: 'x',
    }
    expect(addressErrorsFrom(fields, 'shipping')).toEqual({ postal_code: 'Indiquez le code postal.' })
    expect(addressErrorsFrom(fields, 'billing')).toEqual({ siret: 'Le numéro SIRET compte 14 chiffres.' })
    expect(addressErrorsFrom({ city: 'Indiquez la ville.' })).toEqual({ city: 'Indiquez la ville.' })
  })
})

describe('addressLines', () => {
  it('shows the lines a label carries, without the empty ones', () => {
    expect(addressLines({ ...base, line2: 'Bâtiment B', siret: '73282932000074' })).toEqual([
      'Camille Martin',
      '12 rue de la République',
      'Bâtiment B',
      '69001 Lyon',
      'France',
      'Tél. 06 12 34 56 78',
      'SIRET 73282932000074',
    ])
  })
})
