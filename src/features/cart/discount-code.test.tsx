import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createCartLine as line, createProduct as product, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { screen, renderApp, waitFor, within } from '@/testing/test-utils'

// The cart's « Code promo » (docs/adr/0116): the field's states, the server's figures in the summary.

const amethyst = product({ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5 })
const jade = product({ id: 'p2', name: 'Collier Jade', price: 54, stock: 5 })

function serveProducts(products: ProductsRecord[]) {
  server.use(
    http.get('*/api/collections/products/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: products.length, totalPages: 1, items: products }),
    ),
  )
}

interface PreviewBody {
  items: { id: string; quantity: number }[]
  code: string
}

/** POST /api/shop/discount-codes/preview: `answer` decides; returns the bodies received. */
function servePreview(answer: (body: PreviewBody) => Response) {
  const bodies: PreviewBody[] = []
  server.use(
    http.post('*/api/shop/discount-codes/preview', async ({ request }) => {
      const body = (await request.json()) as PreviewBody
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

const refusal = (status: number, message: string) =>
  HttpResponse.json({ status, message, data: { code: { code: 'shop_discount_code', message } } }, { status })

/** 10 % off, as the server would compute it (the browser never does). */
function tenPercent(body: PreviewBody) {
  const prices: Record<string, number> = { p1: 3990, p2: 5400 }
  const subtotal = body.items.reduce((sum, item) => sum + (prices[item.id] ?? 0) * item.quantity, 0)
  if (subtotal < 10000) return refusal(400, 'Ce code est valable à partir de 100,00\u00a0€ d’achat.')
  const discount = Math.round(subtotal / 10)
  return HttpResponse.json({ code: body.code.trim().toUpperCase(), subtotal, discount, amount: subtotal - discount })
}

const summary = () => within(screen.getByRole('region', { name: 'Récapitulatif' }))
const field = () => screen.getByRole('textbox', { name: 'Code promo' })

describe('the cart’s « Code promo »', () => {
  it('refuses an empty or malformed code under the field, asking the server nothing', async () => {
    serveProducts([amethyst, jade])
    const bodies = servePreview(tenPercent)
    const { events } = renderApp('/cart', { cart: [line(amethyst, 2), line(jade, 1)] })
    await events.click(await screen.findByRole('button', { name: 'Appliquer' }))
    expect(field()).toHaveAccessibleDescription('Saisissez un code promo.')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveFocus()
    await events.type(field(), 'a b{Enter}')
    expect(field()).toHaveAccessibleDescription('Ce code n’est pas valable.')
    expect(field()).toHaveValue('a b')
    expect(bodies).toEqual([])
  })

  it('applies a code: « Remise (CODE) » and the total from the server, kept for the checkout; « Retirer le code »', async () => {
    serveProducts([amethyst, jade])
    const bodies = servePreview(tenPercent)
    const { events } = renderApp('/cart', { cart: [line(amethyst, 2), line(jade, 1)] })
    await events.type(await screen.findByRole('textbox', { name: 'Code promo' }), ' bienvenue {Enter}')
    const remove = await screen.findByRole('button', { name: 'Retirer le code' })
    expect(remove).toHaveFocus()
    expect(screen.getByText(/Code BIENVENUE appliqué/)).toBeVisible()
    expect(bodies).toEqual([
      {
        items: [
          { id: 'p1', quantity: 2 },
          { id: 'p2', quantity: 1 },
        ],
        code: 'BIENVENUE',
      },
    ])
    expect((await summary().findByText('Remise (BIENVENUE)')).nextSibling).toHaveTextContent('-13,38 €')
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('120,42 €')
    expect(window.sessionStorage.getItem('checkoutDraft:discountCode')).toBe('"BIENVENUE"')

    await events.click(remove)
    expect(field()).toHaveFocus()
    expect(field()).toHaveValue('')
    expect(summary().queryByText(/Remise/)).not.toBeInTheDocument()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('133,80 €')
    expect(window.sessionStorage.getItem('checkoutDraft:discountCode')).toBeNull()
  })

  it('shows the server’s refusal under the field, the text kept; a network failure says so', async () => {
    serveProducts([amethyst])
    servePreview(() => refusal(400, 'Ce code a expiré.'))
    const { events } = renderApp('/cart', { cart: [line(amethyst, 1)] })
    await events.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'ETE2025{Enter}')
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Ce code a expiré.'))
    expect(field()).toHaveValue('ETE2025')
    expect(field()).toHaveFocus()
    expect(summary().queryByText(/Remise/)).not.toBeInTheDocument()

    servePreview(() => HttpResponse.error())
    await events.click(screen.getByRole('button', { name: 'Appliquer' }))
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.'))
  })

  it('prices the code again when a quantity changes: below the minimum, the discount goes and the refusal shows', async () => {
    serveProducts([amethyst, jade])
    window.sessionStorage.setItem('checkoutDraft:discountCode', '"BIENVENUE"')
    const bodies = servePreview(tenPercent)
    const { events } = renderApp('/cart', { cart: [line(amethyst, 2), line(jade, 1)] })
    expect(await screen.findByText('Remise (BIENVENUE)')).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelet Améthyste' }))
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Ce code est valable à partir de 100,00\u00a0€ d’achat.'))
    expect(bodies.at(-1)).toEqual({ items: [{ id: 'p2', quantity: 1 }], code: 'BIENVENUE' })
    expect(summary().queryByText(/Remise/)).not.toBeInTheDocument()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('54,00 €')
    expect(window.sessionStorage.getItem('checkoutDraft:discountCode')).toBeNull()
  })

  it('splits a pro’s HT and TVA from the server’s discounted lines, as the invoice does (docs/adr/0121)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    serveProducts([{ ...amethyst, price_pro: 25 }, jade])
    // 2 × 25,00 + 54,00 = 104,00 € TTC; 10 % off spread over the lines: 5,00 and 5,40.
    servePreview((body) =>
      HttpResponse.json({ code: body.code.trim().toUpperCase(), subtotal: 10400, discount: 1040, amount: 9360, lines: [4500, 4860] }),
    )
    const { events } = renderApp('/cart', { user: demoUsers.pro(), cart: [line(amethyst, 2, { price_pro: 25 }), line(jade, 1)] })
    await events.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'PRO10{Enter}')
    expect(await summary().findByText('Remise (PRO10)')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('93,60 €')
    // Per line, as the invoice: 45,00 / 1,2 = 37,50 and 48,60 / 1,2 = 40,50.
    expect(summary().getByText('78,00 € HT · 93,60 € TTC')).toBeVisible()

    await events.click(screen.getByRole('button', { name: 'Retirer le code' }))
    expect(await summary().findByText('86,67 € HT · 104,00 € TTC')).toBeVisible()
  })
})
