// « Cartes cadeaux » (docs/adr/0117): the shop's amounts; a card checked by the form goes into the cart
// as a line of its own, and the cart opens; refusals are French and keep what was typed.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, userEvent } from '@/testing/test-utils'

function serveAmounts(amounts: number[]) {
  server.use(http.get('*/api/shop/gift-cards/amounts', () => HttpResponse.json({ amounts, validDays: 366 })))
}

describe('/cartes-cadeaux', { timeout: 30_000 }, () => {
  it('puts the chosen card in the cart and opens it', async () => {
    serveAmounts([30, 60])
    renderApp('/cartes-cadeaux')
    await findPageHeading('Cartes cadeaux')
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['30', '60'])
    await userEvent.click(screen.getByRole('radio', { name: /60,00/ }))
    await userEvent.type(screen.getByLabelText(/Nom du destinataire/), 'Camille')
    await userEvent.type(screen.getByLabelText(/E-mail du destinataire/), 'camille@exemple.fr')
    await userEvent.type(screen.getByLabelText(/Message/), 'Joyeux Noël !')
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }))
    await findPageHeading(/Panier/)
    const stored = JSON.parse(window.localStorage.getItem('cartItems') ?? '[]') as Array<Record<string, unknown>>
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Carte cadeau 60,00\u00a0€',
      price: 60,
      quantity: 1,
      gift_card: { recipient_name: 'Camille', recipient_email: 'camille@exemple.fr', message: 'Joyeux Noël !' },
    })
    expect(String(stored[0]!.id)).toMatch(/^gift-card-/)
    expect(await screen.findByText(/^Envoyée par e-mail à Camille \(camille@exemple\.fr\) dès le paiement\./)).toBeInTheDocument()
    expect(screen.queryByRole('spinbutton')).toBeNull()
  })

  it('asks for an amount, and an e-mail with a day, keeping what was typed', async () => {
    serveAmounts([25, 50])
    renderApp('/cartes-cadeaux')
    await findPageHeading('Cartes cadeaux')
    await userEvent.type(screen.getByLabelText(/Message/), 'Pour toi')
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }))
    expect(await screen.findByText('Choisissez le montant de la carte.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Message/)).toHaveValue('Pour toi')
    expect(window.localStorage.getItem('cartItems') ?? '[]').toBe('[]')
  })
})
