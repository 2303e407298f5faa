import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { SessionContext, type Session } from '@/lib/session-context'
import { createShopIdentity, createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { Price, type PricedProduct } from './price'

function renderPrice(user: UsersRecord | null, product: PricedProduct) {
  const session: Session = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    loggedOut: false,
    logout: () => {},
    retry: () => {},
  }
  return render(
    <SessionContext value={session}>
      <Price product={product} />
    </SessionContext>,
  )
}

const withPro = { price: 34.9, price_pro: 27.9 }
const SUBJECT_TO_VAT = { vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' }

/** The requests the page sends to PocketBase's `shop_identity` collection while the test runs. */
function identityReads(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/collections/shop_identity/')) seen.push(request.url)
  })
  return seen
}

afterEach(() => server.events.removeAllListeners())

describe('Price (the price that applies, docs/product/rules.md#pro-price)', () => {
  it.each([
    ['a pro', demoUsers.pro()],
    ['an admin', demoUsers.admin()],
  ])('shows %s the pro price, labelled « Prix pro », HT and TTC at the shop’s VAT rate', async (_, user) => {
    seed('shop_identity', [createShopIdentity(SUBJECT_TO_VAT)])
    const { container } = renderPrice(user, withPro)
    // 27,90 € TTC at 20 %: 23,25 € HT.
    expect(await screen.findByText('23,25 € HT · 27,90 € TTC')).toBeVisible()
    expect(container).toHaveTextContent(/^27,90\s€\s*Prix pro\s*23,25\s€ HT · 27,90\s€ TTC$/)
  })

  it('rounds the HT to the cent as the invoice does (per line, half up)', async () => {
    seed('shop_identity', [createShopIdentity({ ...SUBJECT_TO_VAT, vat_rate: 5.5 })])
    renderPrice(demoUsers.pro(), { price: 29 })
    // 2 900 / 1,055 = 2 748,8… → 2 749 cents.
    expect(await screen.findByText('27,49 € HT · 29,00 € TTC')).toBeVisible()
  })

  it('a VAT-exempt shop: the price and the art. 293 B mention, no HT', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: true, vat_rate: 0 })])
    const { container } = renderPrice(demoUsers.pro(), withPro)
    expect(await screen.findByText('TVA non applicable, art. 293 B du CGI')).toBeVisible()
    expect(container).toHaveTextContent(/^27,90\s€\s*Prix pro\s*TVA non applicable, art\. 293 B du CGI$/)
    expect(container).not.toHaveTextContent(/HT|TTC/)
  })

  it('shows the pro price alone while the shop has no identity record', async () => {
    const reads = identityReads()
    const { container } = renderPrice(demoUsers.pro(), withPro)
    expect(await screen.findByText('Prix pro')).toBeVisible()
    await vi.waitFor(() => expect(reads.length).toBe(1))
    expect(container).toHaveTextContent(/^27,90\s€\s*Prix pro$/)
  })

  it('never breaks the « Prix pro » label over two lines, and gives it a dark-theme colour of its own', async () => {
    renderPrice(demoUsers.pro(), withPro)
    const label = await screen.findByText('Prix pro')
    expect(label).toHaveClass('whitespace-nowrap', 'dark:bg-gold-300', 'dark:text-plum-950')
    expect(label.parentElement).toHaveClass('flex-wrap')
  })

  it.each([
    ['a visitor', null],
    ['a customer', demoUsers.customer()],
    ['a user with an unknown role', createUserRecord({ role: 'vendeur' as UsersRecord['role'] })],
  ])('shows %s the base price, without the label nor the VAT, and never reads the shop’s identity', async (_, user) => {
    seed('shop_identity', [createShopIdentity(SUBJECT_TO_VAT)])
    const reads = identityReads()
    const { container } = renderPrice(user, withPro)
    expect(container).toHaveTextContent(/^34,90\s€$/)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container).toHaveTextContent(/^34,90\s€$/)
    expect(screen.queryByText('Prix pro')).not.toBeInTheDocument()
    expect(reads).toEqual([])
  })

  it.each([
    ['no pro price', { price: 120 }],
    ['a null pro price', { price: 120, price_pro: null }],
    ['a zero pro price (not set in the admin form)', { price: 120, price_pro: 0 }],
  ])('shows a pro the base price of a product with %s, without the label', async (_, product) => {
    seed('shop_identity', [createShopIdentity(SUBJECT_TO_VAT)])
    const { container } = renderPrice(demoUsers.pro(), product)
    expect(await screen.findByText('100,00 € HT · 120,00 € TTC')).toBeVisible()
    expect(container).toHaveTextContent(/^120,00\s€\s*100,00\s€ HT · 120,00\s€ TTC$/)
    expect(screen.queryByText('Prix pro')).not.toBeInTheDocument()
  })
})

describe('Price during a sale (docs/adr/0115)', () => {
  const onSale = { price: 50, charged_price: 35, reference_price: 40, sale_percent: 12 }

  it('shows the new price, the legal reference struck through with its accessible name, and the percentage', () => {
    const { container } = renderPrice(null, onSale)
    expect(screen.getByText(/^35,00\s€$/)).toBeVisible()
    const struck = container.querySelector('s')
    expect(struck).toHaveTextContent(/^Prix de référence\s:\s40,00\s€$/)
    expect(struck?.querySelector('.sr-only')).toHaveTextContent(/^Prix de référence\s:$/)
    expect(screen.getByText(/^\u221212\s%$/)).toBeVisible()
    expect(container).not.toHaveTextContent('50,00')
  })

  it('announces no reduction without a reference above the price (a price raised just before the sale)', () => {
    const { container } = renderPrice(null, { price: 50, charged_price: 40, reference_price: 0, sale_percent: 0 })
    expect(container).toHaveTextContent(/^40,00\s€$/)
    expect(container.querySelector('s')).toBeNull()
  })

  it('shows a pro their lower pro price, with no reduction announced on it', async () => {
    seed('shop_identity', [createShopIdentity(SUBJECT_TO_VAT)])
    const { container } = renderPrice(demoUsers.pro(), { ...onSale, price_pro: 30 })
    expect(await screen.findByText('25,00 € HT · 30,00 € TTC')).toBeVisible()
    expect(container.querySelector('s')).toBeNull()
  })

  it('shows a pro whose pro price is above it the sale price and the reduction', async () => {
    seed('shop_identity', [createShopIdentity(SUBJECT_TO_VAT)])
    const { container } = renderPrice(demoUsers.pro(), { ...onSale, price_pro: 38 })
    expect(await screen.findByText('29,17 € HT · 35,00 € TTC')).toBeVisible()
    expect(container.querySelector('s')).toHaveTextContent('40,00')
    expect(container).not.toHaveTextContent('Prix pro')
  })
})
