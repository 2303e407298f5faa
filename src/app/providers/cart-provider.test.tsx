import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { useCart } from '@/lib/cart-context'
import { useSession } from '@/lib/session-context'
import { DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { addUser } from '@/testing/mocks/db'
import { act, renderHook } from '@/testing/test-utils'
import { signIn } from '@/lib/sign-in'

const necklace = { id: 'p1', name: 'Collier Œil de Tigre', price: 54, price_pro: 37.8, stock: 2 }

function renderCart() {
  return renderHook(() => ({ cart: useCart(), session: useSession() }), { wrapper: AppProvider })
}

function stored() {
  return JSON.parse(window.localStorage.getItem('cartItems') ?? 'null') as unknown
}

describe('cart', () => {
  it('adds, counts and persists under cartItems', () => {
    const { result } = renderCart()
    act(() => {
      result.current.cart.addItem(necklace)
      result.current.cart.addItem(necklace)
    })
    expect(result.current.cart.totalQuantity).toBe(2)
    expect(stored()).toEqual([{ ...necklace, quantity: 2 }])
  })

  it('refuses to go beyond the stock, and says so', () => {
    const { result } = renderCart()
    let added: boolean[] = []
    act(() => {
      added = [1, 2, 3].map(() => result.current.cart.addItem(necklace))
    })
    expect(added).toEqual([true, true, false])
    expect(result.current.cart.totalQuantity).toBe(2)
  })

  it('updates, removes at 0 and clears', () => {
    const { result } = renderCart()
    act(() => result.current.cart.addItem({ id: 'p2', name: 'Bague Citrine', price: 30 }))
    act(() => result.current.cart.updateQuantity('p2', 4))
    expect(result.current.cart.totalQuantity).toBe(4)
    act(() => result.current.cart.updateQuantity('p2', 0))
    expect(result.current.cart.items).toEqual([])
    act(() => {
      result.current.cart.addItem(necklace)
      result.current.cart.addItem({ id: 'p2', name: 'Bague Citrine', price: 30 })
    })
    act(() => result.current.cart.removeItem('p1'))
    expect(result.current.cart.items.map((item) => item.id)).toEqual(['p2'])
    act(() => result.current.cart.clear())
    expect(stored()).toEqual([])
  })

  it('starts empty from a corrupt cartItems and repairs it', () => {
    window.localStorage.setItem('cartItems', 'not json at all')
    const { result } = renderCart()
    expect(result.current.cart.items).toEqual([])
    expect(stored()).toEqual([])
  })

  it('totals with the pro price once a pro is signed in', async () => {
    addUser(demoUsers.pro(), DEMO_PASSWORD)
    const { result } = renderCart()
    act(() => {
      result.current.cart.addItem(necklace)
      result.current.cart.addItem(necklace)
    })
    expect(result.current.cart.total).toBe(108)
    await act(() => signIn('pro@bijoux.test', DEMO_PASSWORD))
    expect(result.current.cart.total).toBe(75.6)
  })

  it('follows a change made in another tab', () => {
    const { result } = renderCart()
    const value = JSON.stringify([{ ...necklace, quantity: 1 }])
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems', newValue: value }))
    })
    expect(result.current.cart.totalQuantity).toBe(1)
  })
})
