import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { SessionContext, type Session } from '@/lib/session-context'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { Price } from './price'

function renderPrice(user: UsersRecord | null, product: { price: number; price_pro?: number | null }) {
  const session: Session = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    loggedOut: false,
    login: () => Promise.reject(new Error('not in this test')),
    signup: () => Promise.reject(new Error('not in this test')),
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

describe('Price (the price that applies, DESIGN §6.3)', () => {
  it.each([
    ['a pro', demoUsers.pro()],
    ['an admin', demoUsers.admin()],
  ])('shows %s the pro price, labelled « Prix pro »', (_, user) => {
    const { container } = renderPrice(user, withPro)
    expect(container).toHaveTextContent(/^27,90\s€\s*Prix pro$/)
  })

  it('never breaks the « Prix pro » label over two lines, and gives it a dark-theme colour of its own', () => {
    renderPrice(demoUsers.pro(), withPro)
    const label = screen.getByText('Prix pro')
    expect(label).toHaveClass('whitespace-nowrap', 'dark:bg-gold-300', 'dark:text-plum-950')
    expect(label.parentElement).toHaveClass('flex-wrap')
  })

  it.each([
    ['a visitor', null],
    ['a customer', demoUsers.customer()],
    ['a user with an unknown role', createUserRecord({ role: 'vendeur' as UsersRecord['role'] })],
  ])('shows %s the base price, without the label', (_, user) => {
    const { container } = renderPrice(user, withPro)
    expect(container).toHaveTextContent(/^34,90\s€$/)
    expect(screen.queryByText('Prix pro')).not.toBeInTheDocument()
  })

  it.each([
    ['no pro price', { price: 120 }],
    ['a null pro price', { price: 120, price_pro: null }],
    ['a zero pro price (not set in the admin form)', { price: 120, price_pro: 0 }],
  ])('shows a pro the base price of a product with %s, without the label', (_, product) => {
    const { container } = renderPrice(demoUsers.pro(), product)
    expect(container).toHaveTextContent(/^120,00\s€$/)
    expect(screen.queryByText('Prix pro')).not.toBeInTheDocument()
  })
})
