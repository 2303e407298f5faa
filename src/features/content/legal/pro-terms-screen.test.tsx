// The terms of sale to professional buyers (docs/adr/0080): their own page, filled from the shop's
// identity, linked from every page of the pro space.
import { describe, expect, it } from 'vitest'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

describe('/cgv-professionnels', () => {
  it('is linked from the pro space, and states the B2B terms with the shop’s payment terms and penalties', async () => {
    seed('shop_identity', [
      createShopIdentity({
        payment_terms: 'Paiement à la commande.',
        late_penalty_rate: 'Trois fois le taux d’intérêt légal',
        delivery_time: '3 à 4 jours ouvrés',
      }),
    ])
    const { events, router } = renderApp('/espace-pro', { user: demoUsers.pro() })
    const nav = await screen.findByRole('navigation', { name: 'Espace professionnel' })
    await events.click(within(nav).getByRole('link', { name: 'Conditions de vente pro' }))
    expect(await findPageHeading('Conditions générales de vente professionnelles')).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toBe('/cgv-professionnels'))
    await waitFor(() => expect(document.title).toBe('CGV professionnelles — Éclat de Pierre'))
    for (const section of ['Champ d’application', 'Paiement', 'Pas de droit de rétractation', 'Réserve de propriété', 'Garanties']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible()
    }
    const payment = screen.getByRole('region', { name: /Paiement$/ })
    expect(payment).toHaveTextContent('Conditions de paiement : Paiement à la commande, par carte bancaire')
    expect(payment).toHaveTextContent('pénalités au taux de Trois fois le taux d’intérêt légal')
    expect(payment).toHaveTextContent('indemnité forfaitaire pour frais de recouvrement de 40 €')
    expect(screen.getByRole('region', { name: /Livraison$/ })).toHaveTextContent('expédiés sous 3 à 4 jours ouvrés')
    expect(screen.getByRole('region', { name: /Champ d’application$/ })).toHaveTextContent('ne s’appliquent pas à ces commandes')
  })

  it('states the prices by quantity and the minimums, with the shop’s minimum order (docs/adr/0132)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320', pro_min_order: 150 })])
    renderApp('/cgv-professionnels')
    expect(await findPageHeading('Conditions générales de vente professionnelles')).toBeVisible()
    const section = screen.getByRole('region', { name: /Prix par quantité et minimums$/ })
    expect(section).toHaveTextContent('Le prix unitaire d’une ligne de commande est celui du palier qu’atteint la quantité de cette ligne')
    expect(section).toHaveTextContent('Minimum 5 pièces pour les professionnels')
    expect(section).toHaveTextContent('Une commande professionnelle atteint au moins 150,00 € HT d’articles')
  })

  it('says no minimum order is asked when the shop sets none', async () => {
    seed('shop_identity', [createShopIdentity({ pro_min_order: 0 })])
    renderApp('/cgv-professionnels')
    expect(await findPageHeading('Conditions générales de vente professionnelles')).toBeVisible()
    expect(screen.getByRole('region', { name: /Prix par quantité et minimums$/ })).toHaveTextContent(
      'Aucun montant minimum de commande n’est demandé.',
    )
  })
})
