import { describe, expect, it } from 'vitest'
import { accountPath, applicablePrice, canEnterProArea, chargedPrice, isAdmin, isPro, seesProPrice } from './roles'

const customer = { role: '' as const }
const pro = { role: 'professionnel' as const }
const admin = { role: 'admin' as const }

describe('roles', () => {
  it('tells pro and admin apart', () => {
    expect(isPro(pro)).toBe(true)
    expect(isPro(admin)).toBe(false)
    expect(isAdmin(admin)).toBe(true)
    expect(isAdmin(customer)).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })

  it('shows the pro price and opens the pro area to pro and admin only', () => {
    expect([null, customer, pro, admin].map(seesProPrice)).toEqual([false, false, true, true])
    expect([null, customer, pro, admin].map(canEnterProArea)).toEqual([false, false, true, true])
  })

  it('sends the account link to /login, /account or /dashboard', () => {
    expect([null, customer, pro, admin].map(accountPath)).toEqual(['/login', '/account', '/account', '/dashboard'])
  })
})

describe('applicablePrice', () => {
  const product = { price: 59, price_pro: 41.3 }

  it('is the base price for visitors and customers', () => {
    expect(applicablePrice(product, null)).toBe(59)
    expect(applicablePrice(product, customer)).toBe(59)
  })

  it('is the pro price for pro and admin', () => {
    expect(applicablePrice(product, pro)).toBe(41.3)
    expect(applicablePrice(product, admin)).toBe(41.3)
  })

  it('falls back to the base price when the product has no pro price', () => {
    expect(applicablePrice({ price: 59 }, pro)).toBe(59)
    expect(applicablePrice({ price: 59, price_pro: 0 }, admin)).toBe(59)
  })
})

describe('the price charged during a sale (docs/adr/0115)', () => {
  it('is the sale price when one is set, else the price', () => {
    expect(chargedPrice({ price: 50, charged_price: 40 })).toBe(40)
    for (const charged_price of [0, null, undefined, Number.NaN, -1]) expect(chargedPrice({ price: 50, charged_price })).toBe(50)
  })

  it('gives a pro the lower of their pro price and the sale price', () => {
    expect(applicablePrice({ price: 50, price_pro: 45, charged_price: 40 }, pro)).toBe(40)
    expect(applicablePrice({ price: 50, price_pro: 30, charged_price: 40 }, pro)).toBe(30)
    expect(applicablePrice({ price: 50, price_pro: 30, charged_price: 40 }, customer)).toBe(40)
    expect(applicablePrice({ price: 50, price_pro: 0, charged_price: 40 }, admin)).toBe(40)
  })
})
