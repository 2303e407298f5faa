// The delivery zones the CGV state (cgv-delivery-zones.tsx, docs/adr/0085)
// are the countries the checkout accepts: the browser's list (src/lib/address.ts), the schema's
// choices for an address's country, and PocketBase's rule (pb_hooks/lib/addresses.js) are one list.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGES, COUNTRIES } from '@/lib/address'
import { addressesCountryValues } from '@/lib/pocketbase-types'
import { deliveryZones } from './delivery-zones'

interface AddressRules {
  COUNTRIES: string[]
  MESSAGES: { country: string }
}

function loadServerRules(): AddressRules {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../pocketbase/pb_hooks/lib/addresses.js')
  const module = { exports: {} as AddressRules }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

describe('the delivery zones', () => {
  const server = loadServerRules()
  const codes = COUNTRIES.map((country) => country.code)

  it('are the countries PocketBase accepts for a delivery address, and the schema’s', () => {
    expect(codes).toEqual(server.COUNTRIES)
    expect([...codes].sort()).toEqual([...addressesCountryValues].sort())
  })

  it('are named in the CGV as in the checkout’s refusal', () => {
    const labels = COUNTRIES.map((country) => country.label)
    expect(deliveryZones()).toBe(new Intl.ListFormat('fr', { type: 'conjunction' }).format(labels))
    const either = new Intl.ListFormat('fr', { type: 'disjunction' }).format(labels)
    expect(server.MESSAGES.country).toBe(`Choisissez un pays de livraison : ${either}.`)
    expect(ADDRESS_MESSAGES.country).toBe(server.MESSAGES.country)
  })
})
