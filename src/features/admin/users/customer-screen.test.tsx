import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { adminRecord, pbFailure, servePages } from '../testing/admin-mocks'

const NBSP = '\u00a0'
const camille = createUserRecord({
  id: 'u00000000000011',
  name: 'Camille Martin',
  email: 'camille@exemple.fr',
  verified: true,
  created: '2026-03-02 08:00:00.000Z',
})

function showCamille(user = camille) {
  server.use(
    http.get('*/api/collections/users/records/:id', ({ params }) =>
      params.id === user.id ? HttpResponse.json(user) : pbFailure(404, 'Not found.'),
    ),
  )
}

const pendingApplication = () =>
  adminRecord('pro_applications', {
    id: 'app000000000001',
    user: camille.id,
    company: 'Atelier des Cimes',
    siret: '73282932000074',
    vat_number: 'FR44732829320',
    activity: 'Boutique de créateurs',
    message: 'Nous vendons des bijoux en pierre.',
    status: 'pending',
  })

/** Answers the decision routes as the server would, and keeps what was sent. */
function acceptDecisions(answer?: (decision: string) => Response) {
  const sent: { decision: string; id: string; body: Record<string, unknown> }[] = []
  server.use(
    http.post('*/api/shop/pro-applications/:id/:decision', async ({ params, request }) => {
      const decision = String(params.decision)
      sent.push({ decision, id: String(params.id), body: (await request.json()) as Record<string, unknown> })
      if (answer) return answer(decision)
      return HttpResponse.json({ id: params.id, status: decision === 'approve' ? 'approved' : 'refused' })
    }),
  )
  return sent
}

describe('a customer’s page', { timeout: 20_000 }, () => {
  it('reads only their 50 newest orders, counts them all, and links to the orders list for the rest', async () => {
    showCamille()
    const asked = servePages('orders')
    seed('orders', [
      ...Array.from({ length: 51 }, (_, index) =>
        adminRecord('orders', {
          id: `o${String(index + 1).padStart(3, '0')}camille0000`,
          user: camille.id,
          total: 10,
          status: 'paid' as const,
          created: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString().replace('T', ' '),
        }),
      ),
      adminRecord('orders', { id: 'ordsomeoneelse1', user: 'u00000000000099', total: 10, status: 'paid' as const }),
    ])
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const orders = within(await screen.findByRole('region', { name: /^Commandes/ }))
    expect(orders.getByRole('heading', { name: 'Commandes(51)' })).toBeVisible()
    expect(orders.getAllByRole('row')).toHaveLength(51)
    expect(orders.getByText(/o051cami/)).toBeVisible()
    expect(orders.queryByText(/o001cami/)).toBeNull()
    expect(orders.getByRole('link', { name: 'Voir ses 51 commandes dans la liste des commandes' })).toHaveAttribute(
      'href',
      '/dashboard/orders?q=camille%40exemple.fr',
    )
    expect(asked.map((url) => url.searchParams.get('perPage'))).toEqual(['50'])
  })

  it('the person, their orders (linked to the orders list), addresses and custom requests', async () => {
    showCamille()
    seed('orders', [
      adminRecord('orders', {
        id: 'ord12345abcdefg',
        user: camille.id,
        total: 89.5,
        status: 'shipped',
        items: [],
        created: '2026-11-02 09:00:00.000Z',
      }),
    ])
    seed('addresses', [
      adminRecord('addresses', {
        user: camille.id,
        label: 'Maison',
        is_default: true,
        full_name: 'Camille Martin',
        line1: '3 place Bellecour',
        postal_code: '69002',
        city: 'Lyon',
        country: 'FR',
        phone: '06 12 34 56 78',
      }),
    ])
    seed('custom_requests', [
      adminRecord('custom_requests', { email: camille.email, jewelry_type: 'Bracelet', main_stone: 'Améthyste', status: 'in_creation' }),
    ])
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })

    expect(await findPageHeading('Camille Martin')).toBeVisible()
    expect(screen.getByText('camille@exemple.fr')).toBeVisible()
    expect(screen.getByText('Client')).toBeVisible()
    expect(screen.getByText(/^2 mars 2026 à 9\sh\s00$/)).toBeVisible()

    const orders = within(screen.getByRole('region', { name: /Commandes/ }))
    const row = within(orders.getByRole('cell', { name: `n°${NBSP}ord12345` }).closest('tr')!)
    expect(row.getByRole('cell', { name: `89,50${NBSP}€` })).toBeVisible()
    expect(row.getByText('Expédiée')).toBeVisible()
    expect(row.getByRole('link', { name: 'Voir la commande n° ord12345 dans les commandes' })).toHaveAttribute(
      'href',
      '/dashboard/orders?q=ord12345',
    )

    const addresses = within(screen.getByRole('region', { name: /Adresses/ }))
    expect(addresses.getByText('3 place Bellecour')).toBeVisible()
    expect(addresses.getByText('(par défaut)')).toBeVisible()

    const requests = within(screen.getByRole('region', { name: /Demandes sur-mesure/ }))
    expect(requests.getByText(/Bracelet, Améthyste/)).toBeVisible()
    expect(requests.getByText('En création')).toBeVisible()
    // No application: no pro panel.
    expect(screen.queryByRole('region', { name: /Demande de compte professionnel/ })).toBeNull()
  })

  it('empty sections say so; a failed one says it in red, the rest still shows', async () => {
    expectConsoleError('Admin customer orders:')
    showCamille()
    server.use(http.get('*/api/collections/orders/records', () => pbFailure(500, 'Something went wrong.')))
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    expect(await screen.findByText('Échec de la récupération des commandes')).toBeVisible()
    expect(screen.getByText('Aucune adresse enregistrée.')).toBeVisible()
    expect(screen.getByText('Aucune demande sur-mesure.')).toBeVisible()
  })

  it('an unknown id says the user cannot be found', async () => {
    showCamille()
    renderApp('/dashboard/users/u00000000000099', { user: demoUsers.admin() })
    expect(await screen.findByText('Cet utilisateur est introuvable : son compte a peut-être été supprimé.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Retour aux utilisateurs' })).toHaveAttribute('href', '/dashboard/users')
  })

  it('a pending pro application: its details, then « Accepter la demande » calls the admin route', async () => {
    showCamille()
    seed('pro_applications', [pendingApplication()])
    const sent = acceptDecisions()
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const panel = within(await screen.findByRole('region', { name: /Demande de compte professionnel/ }))
    expect(panel.getByText('En attente')).toBeVisible()
    expect(panel.getByText('Atelier des Cimes')).toBeVisible()
    expect(panel.getByText('SIRET')).toBeVisible()
    expect(panel.getByText('73282932000074')).toBeVisible()
    expect(panel.getByText('FR44732829320')).toBeVisible()
    await events.click(panel.getByRole('button', { name: 'Accepter la demande' }))
    expect(
      await screen.findByText('Demande acceptée : le compte est maintenant professionnel et le demandeur est prévenu par e-mail.'),
    ).toBeVisible()
    expect(sent).toEqual([{ decision: 'approve', id: 'app000000000001', body: {} }])
  })

  it('« Refuser la demande » asks for an optional reason, sent with the refusal', async () => {
    showCamille()
    seed('pro_applications', [pendingApplication()])
    const sent = acceptDecisions()
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const panel = within(await screen.findByRole('region', { name: /Demande de compte professionnel/ }))
    await events.click(panel.getByRole('button', { name: 'Refuser la demande' }))
    await events.type(panel.getByRole('textbox', { name: 'Motif du refus (facultatif)' }), 'Activité hors revente')
    await events.click(panel.getByRole('button', { name: 'Confirmer le refus' }))
    expect(await screen.findByText('Demande refusée : le demandeur est prévenu par e-mail.')).toBeVisible()
    expect(sent).toEqual([{ decision: 'refuse', id: 'app000000000001', body: { reason: 'Activité hors revente' } }])
  })

  it('a decision the server refuses (another admin decided first) shows its French message', async () => {
    showCamille()
    seed('pro_applications', [pendingApplication()])
    acceptDecisions(() => pbFailure(409, 'Cette demande a déjà été refusée.'))
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const panel = within(await screen.findByRole('region', { name: /Demande de compte professionnel/ }))
    await events.click(panel.getByRole('button', { name: 'Accepter la demande' }))
    expect(await panel.findByText('Cette demande a déjà été refusée.')).toBeVisible()
  })

  it('a decided application shows its outcome and no buttons', async () => {
    showCamille(createUserRecord({ ...camille, role: 'professionnel' }))
    seed('pro_applications', [
      adminRecord('pro_applications', {
        ...pendingApplication(),
        status: 'refused',
        refusal_reason: 'Activité hors revente',
        decided_at: '2026-11-20 10:00:00.000Z',
      }),
    ])
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const panel = within(await screen.findByRole('region', { name: /Demande de compte professionnel/ }))
    expect(panel.getByText('Refusée')).toBeVisible()
    expect(panel.getByText('Activité hors revente')).toBeVisible()
    expect(panel.queryByRole('button', { name: 'Accepter la demande' })).toBeNull()
    expect(screen.getByText('Professionnel')).toBeVisible()
  })

  it('a pro’s page: « Retirer le statut professionnel » asks for a reason, calls the admin route and the account becomes a customer’s', async () => {
    let user = createUserRecord({ ...camille, role: 'professionnel' })
    server.use(http.get('*/api/collections/users/records/:id', () => HttpResponse.json(user)))
    const sent: Record<string, unknown>[] = []
    server.use(
      http.post('*/api/shop/users/:id/revoke-pro', async ({ params, request }) => {
        sent.push({ id: params.id, body: await request.json() })
        user = createUserRecord({ ...camille, role: '' })
        return HttpResponse.json({ id: params.id, role: '' })
      }),
    )
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const section = within(await screen.findByRole('region', { name: 'Compte professionnel' }))
    await events.click(section.getByRole('button', { name: 'Retirer le statut professionnel' }))
    await events.type(section.getByRole('textbox', { name: 'Motif du retrait (facultatif)' }), 'Plus de revente depuis un an')
    await events.click(section.getByRole('button', { name: 'Confirmer le retrait' }))
    expect(await screen.findByText('Statut professionnel retiré : le client est prévenu par e-mail.')).toBeVisible()
    expect(sent).toEqual([{ id: camille.id, body: { reason: 'Plus de revente depuis un an' } }])
    expect(screen.queryByRole('region', { name: 'Compte professionnel' })).toBeNull()
    expect(screen.getByText('Client')).toBeVisible()
  })

  it('a refused revocation (another admin took the account back first) shows the server’s French message', async () => {
    showCamille(createUserRecord({ ...camille, role: 'professionnel' }))
    server.use(http.post('*/api/shop/users/:id/revoke-pro', () => pbFailure(409, 'Ce compte n’est pas un compte professionnel.')))
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const section = within(await screen.findByRole('region', { name: 'Compte professionnel' }))
    await events.click(section.getByRole('button', { name: 'Retirer le statut professionnel' }))
    await events.click(section.getByRole('button', { name: 'Confirmer le retrait' }))
    expect(await section.findByText('Ce compte n’est pas un compte professionnel.')).toBeVisible()
  })

  it('a customer’s page offers no revocation', async () => {
    showCamille()
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    await findPageHeading('Camille Martin')
    expect(screen.queryByRole('button', { name: 'Retirer le statut professionnel' })).toBeNull()
  })

  it('a pro’s page: « Virement à 30 jours » shows what they owe and saves the owner’s terms (docs/adr/0131)', async () => {
    showCamille(createUserRecord({ ...camille, role: 'professionnel' }))
    server.use(
      http.get('*/api/shop/payment-terms', ({ request }) =>
        new URL(request.url).searchParams.get('user') === camille.id
          ? HttpResponse.json({ allowed: false, ceiling: 0, unpaid: 18000, available: 0, days: 30 })
          : pbFailure(403, 'Refusé.'),
      ),
    )
    const created: Record<string, unknown>[] = []
    server.use(
      http.post('*/api/collections/pro_terms/records', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        created.push(body)
        return HttpResponse.json(adminRecord('pro_terms', { id: 'terms0000000001', ...body }))
      }),
    )
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const section = within(await screen.findByRole('region', { name: 'Virement à 30 jours' }))
    expect(section.getByText(/Encours actuel/)).toHaveTextContent('Encours actuel : 180,00 €')
    await events.click(section.getByRole('checkbox', { name: 'Autoriser le paiement par virement à 30 jours' }))
    await events.type(section.getByRole('textbox', { name: 'Encours maximum (€)' }), '2 000,50')
    await events.click(section.getByRole('button', { name: 'Enregistrer les conditions' }))
    expect(await screen.findByText('Conditions de paiement enregistrées.')).toBeVisible()
    expect(created).toEqual([{ user: camille.id, transfer_allowed: true, credit_ceiling: 2000.5, note: '' }])
  })

  it('a ceiling that is not an amount is refused by its field', async () => {
    showCamille(createUserRecord({ ...camille, role: 'professionnel' }))
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const section = within(await screen.findByRole('region', { name: 'Virement à 30 jours' }))
    await events.type(section.getByRole('textbox', { name: 'Encours maximum (€)' }), 'beaucoup')
    await events.click(section.getByRole('button', { name: 'Enregistrer les conditions' }))
    expect(await section.findByText('Indiquez un montant en euros, de 0 à 1 000 000 (ex. 2000 ou 1500,50).')).toBeVisible()
  })

  it('a customer’s page has no « Virement à 30 jours »', async () => {
    showCamille()
    renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    await findPageHeading('Camille Martin')
    expect(screen.queryByRole('region', { name: 'Virement à 30 jours' })).toBeNull()
  })
})
