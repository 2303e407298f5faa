import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

/** Answers the identity's update with `answer` (the saved record by default) and records the bodies sent. */
function serveUpdate(answer?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.patch('*/api/collections/shop_identity/records/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      if (answer) return answer(body)
      return HttpResponse.json({ ...createShopIdentity(), ...body, id: params.id, updated: '2026-11-24 12:00:00.000Z' })
    }),
  )
  return sent
}

describe('the shop’s legal identity (/dashboard/identite)', { timeout: 20_000 }, () => {
  it('is linked from the admin navigation and shows the identity with what is missing', async () => {
    seed('shop_identity', [createShopIdentity({ fictional: false, mediator_name: '', mediator_url: '' })])
    const { events } = renderApp('/dashboard', { user: demoUsers.admin() })
    await findPageHeading('Tableau de Bord')
    await events.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Identité légale' }))
    expect(await findPageHeading('Identité légale de la boutique')).toBeVisible()
    expect(screen.getByLabelText('Numéro SIRET')).toHaveValue('00000000000000')
    expect(screen.getByLabelText('Délai de livraison')).toHaveValue('2 à 5 jours ouvrés')
    const missing = screen.getByRole('note', { name: 'Informations manquantes' })
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Médiateur de la consommation (nom et site)'])
  })

  it('saves the identifiers without spaces and says so', async () => {
    seed('shop_identity', [createShopIdentity()])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    const siren = screen.getByLabelText('Numéro SIREN')
    await events.clear(siren)
    await events.type(siren, '732 829 320')
    await events.type(screen.getByLabelText('Médiateur de la consommation : nom'), ' (Lyon)')
    await events.click(screen.getByLabelText('Identité fictive de démonstration'))
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    expect(await screen.findByText('Identité de la boutique enregistrée.')).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      siren: '732829320',
      mediator_name: 'Médiateur fictif de la consommation (Lyon)',
      fictional: false,
      vat_exempt: true,
      withdrawal_days: 14,
      review_request_days: 7,
    })
  })

  it('turns on Factur-X for every invoice and the option for VAT on debits (docs/adr/0130)', async () => {
    seed('shop_identity', [createShopIdentity()])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    expect(screen.getByLabelText('Factur-X pour toutes les factures')).not.toBeChecked()
    await events.click(screen.getByLabelText('Factur-X pour toutes les factures'))
    await events.click(screen.getByLabelText('Option pour le paiement de la TVA d’après les débits'))
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    expect(await screen.findByText('Identité de la boutique enregistrée.')).toBeVisible()
    expect(sent[0]).toMatchObject({ facturx_all: true, vat_on_debits: true })
  })

  it('sets the gift cards’ amounts (docs/adr/0117), and refuses one out of bounds beside the field', async () => {
    seed('shop_identity', [createShopIdentity()])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    const amounts = screen.getByLabelText('Montants des cartes cadeaux (€)')
    expect(amounts).toHaveValue('25, 50, 75, 100')
    await events.clear(amounts)
    await events.type(amounts, '3, 60')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    await waitFor(() => expect(amounts).toHaveAccessibleDescription(/Indiquez de 1 à 10 montants en euros entiers/))
    expect(sent).toEqual([])
    await events.clear(amounts)
    await events.type(amounts, '60 ; 30 €, 30')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    expect(await screen.findByText('Identité de la boutique enregistrée.')).toBeVisible()
    expect(sent[0]).toMatchObject({ gift_card_amounts: [30, 60] })
  })

  it('refuses a malformed SIREN before sending anything, beside the field', async () => {
    seed('shop_identity', [createShopIdentity()])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    const siren = screen.getByLabelText('Numéro SIREN')
    await events.clear(siren)
    await events.type(siren, '12345')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    await waitFor(() => expect(siren).toHaveAccessibleDescription(/Le numéro SIREN compte 9 chiffres\./))
    await waitFor(() => expect(siren).toHaveFocus())
    expect(sent).toEqual([])
  })

  it('refuses a malformed contact address with the shop’s one e-mail message, before sending anything', async () => {
    seed('shop_identity', [createShopIdentity()])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    const email = screen.getByLabelText('Adresse e-mail de contact')
    await events.clear(email)
    await events.type(email, 'contact@boutique')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Veuillez indiquer une adresse email valide \(exemple : nom@domaine\.fr\)\./),
    )
    // Focus moves to the first invalid field once the messages are shown (a tick later under load).
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveValue('contact@boutique')
    expect(sent).toEqual([])
  })

  it('shows PocketBase’s refusal of a SIRET key beside the field, keeping what was typed', async () => {
    seed('shop_identity', [createShopIdentity()])
    serveUpdate(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'L’identité de la boutique n’a pas été enregistrée : vérifiez les champs signalés.',
          data: { siret: { code: 'shop_identity_siret', message: 'Ce numéro SIRET n’est pas valide (clé de contrôle).' } },
        },
        { status: 400 },
      ),
    )
    const { events } = renderApp('/dashboard/identite', { user: demoUsers.admin() })
    await findPageHeading('Identité légale de la boutique')
    const siret = screen.getByLabelText('Numéro SIRET')
    await events.clear(siret)
    await events.type(siret, '73282932000075')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    await waitFor(() => expect(siret).toHaveAccessibleDescription(/Ce numéro SIRET n’est pas valide \(clé de contrôle\)\./))
    expect(siret).toHaveValue('73282932000075')
  })
})
