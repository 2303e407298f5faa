import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'

const camille = createUserRecord({ name: 'Camille Martin', email: 'camille@exemple.fr' })

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    user: camille.id,
    status: 'paid' as const,
    total: 49,
    items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 49 }],
    products: ['p1'],
    expand: { user: camille },
    ...fields,
  })
}

/** Answers the ship route with `answer` and records what was sent. */
function serveShip(answer: (id: string, body: Record<string, unknown>) => Response) {
  const sent: { id: string; body: Record<string, unknown> }[] = []
  server.use(
    http.post('*/api/shop/orders/:id/ship', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ id: String(params.id), body })
      return answer(String(params.id), body)
    }),
  )
  return sent
}

describe('shipping an order (/dashboard/orders)', { timeout: 20_000 }, () => {
  it('« Marquer comme expédiée » asks for the carrier and the tracking number before sending anything', async () => {
    const paid = order()
    seed('orders', [paid])
    const sent = serveShip(() => HttpResponse.json({}))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Marquer comme expédiée la commande n° ${paid.id.slice(0, 8)}` }))
    const dialog = within(screen.getByRole('dialog', { name: `Expédier la commande n° ${paid.id.slice(0, 8)}` }))
    const carrier = dialog.getByRole('combobox', { name: /Transporteur/ })
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisir un transporteur', 'La Poste Colissimo', 'Mondial Relay', 'Chronopost', 'Lettre suivie', 'Autre'])
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(dialog.getByText('Choisissez un transporteur dans la liste.')).toBeVisible()
    expect(carrier).toHaveFocus()
    expect(dialog.getByRole('textbox', { name: /Numéro de suivi/ })).toHaveAccessibleDescription('Le numéro de suivi est obligatoire.')
    expect(sent).toEqual([])
    // « Autre » only: the carrier's name and its tracking address.
    expect(dialog.queryByRole('textbox', { name: /Adresse de suivi/ })).toBeNull()
    await events.selectOptions(carrier, 'Autre')
    expect(dialog.getByRole('textbox', { name: /Nom du transporteur/ })).toBeVisible()
    await events.type(dialog.getByRole('textbox', { name: /Adresse de suivi/ }), 'javascript:alert(1)')
    await events.type(dialog.getByRole('textbox', { name: /Numéro de suivi/ }), 'DPD123')
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(dialog.getByText('L’adresse de suivi doit être une adresse web complète commençant par https://.')).toBeVisible()
    expect(sent).toEqual([])
  })

  it('sends the carrier and number, tells the admin the customer is told, and the list shows the order shipped', async () => {
    const paid = order()
    seed('orders', [paid])
    const shipped = {
      status: 'shipped',
      carrier: 'Colissimo',
      tracking_number: '6A123456789',
      tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789',
      shipped_at: '2026-11-24 09:30:00.000Z',
    }
    const sent = serveShip((id) => {
      db.collections.set('orders', [{ ...paid, ...shipped } as typeof paid])
      return HttpResponse.json({ id, ...shipped })
    })
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Marquer comme expédiée la commande/ }))
    const dialog = within(screen.getByRole('dialog'))
    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'La Poste Colissimo')
    await events.type(dialog.getByRole('textbox', { name: /Numéro de suivi/ }), ' 6A123456789 ')
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(await screen.findByText('Commande expédiée : le client est prévenu par e-mail.')).toBeVisible()
    expect(sent).toEqual([{ id: paid.id, body: { carrier: 'colissimo', tracking_number: '6A123456789' } }])
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Statut de la commande/ })).toHaveDisplayValue('Expédiée'))
    expect(screen.queryByRole('button', { name: /^Marquer comme expédiée la commande/ })).toBeNull()
  })

  it('a refusal from the server is shown in the dialog, what was typed stays', async () => {
    const paid = order()
    seed('orders', [paid])
    serveShip(() => pbFailure(409, 'Cette commande est déjà expédiée.'))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Marquer comme expédiée la commande/ }))
    const dialog = within(screen.getByRole('dialog'))
    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'Chronopost')
    await events.type(dialog.getByRole('textbox', { name: /Numéro de suivi/ }), 'XY123456789FR')
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette commande est déjà expédiée.')
    expect(dialog.getByRole('textbox', { name: /Numéro de suivi/ })).toHaveValue('XY123456789FR')
  })

  it('the details show the shipment and the history, oldest first: when, who, what', async () => {
    const shipped = order({
      status: 'delivered',
      carrier: 'Mondial Relay',
      tracking_number: '12345678',
      tracking_url: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=12345678&codePostal=69002',
      shipped_at: '2026-11-22 09:30:00.000Z',
    })
    seed('orders', [shipped])
    const asked: string[] = []
    server.use(
      http.get('*/api/collections/order_events/records', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('filter') ?? '')
        const event = (type: string, created: string, actor_label: string, data: object) =>
          adminRecord('order_events', { order: shipped.id, type, created, actor_label, data })
        return HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 2,
          totalPages: 1,
          items: [
            event('shipped', '2026-11-22 09:30:00.000Z', 'Alex Admin', {
              from: 'paid',
              to: 'shipped',
              carrier: 'Mondial Relay',
              tracking_number: '12345678',
            }),
            event('status', '2026-11-24 15:05:00.000Z', 'Alex Admin', { from: 'shipped', to: 'delivered' }),
          ],
        })
      }),
    )
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Voir la commande/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    const shipment = within(dialog.getByRole('region', { name: 'Expédition' }))
    expect(shipment.getByText('22 novembre 2026')).toBeVisible()
    expect(shipment.getByText('Mondial Relay')).toBeVisible()
    expect(shipment.getByRole('link')).toHaveAttribute('href', shipped.tracking_url)
    const history = within(dialog.getByRole('region', { name: 'Historique' }))
    const items = await history.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '22 novembre 2026 à 10\u00a0h\u00a030 · Alex AdminExpédiée — Mondial Relay, n° 12345678 ; e-mail d’expédition envoyé au client',
      '24 novembre 2026 à 16\u00a0h\u00a005 · Alex AdminStatut : Expédiée → Livrée',
    ])
    expect(asked).toEqual([`order = "${shipped.id}"`])
  })
})
