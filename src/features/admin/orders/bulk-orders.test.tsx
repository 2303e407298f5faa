import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

// Several orders at once (docs/adr/0095): select them, ship them in one request, read the report.

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

function serveBulkShip(answer: (body: { carrier: string; orders: { id: string; tracking_number: string }[] }) => Response) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/orders/bulk-ship', async ({ request }) => {
      const body = (await request.json()) as { carrier: string; orders: { id: string; tracking_number: string }[] }
      sent.push(body)
      return answer(body)
    }),
  )
  return sent
}

const number = (id: string) => `n° ${id.slice(0, 8)}`

describe('several orders at once (/dashboard/orders)', { timeout: 20_000 }, () => {
  let asked: URL[] = []
  beforeEach(() => {
    asked = servePages('orders')
  })

  it('ships the selected orders in one request; the refused one keeps its field, what was typed and its reason', async () => {
    const a = order({ id: 'aaaaaaaa0000001', customer_name: 'Léa Dupré' })
    const b = order({ id: 'bbbbbbbb0000001', customer_name: 'Zoé Durand' })
    const c = order({ id: 'cccccccc0000001', customer_name: 'Ana Roux' })
    seed('orders', [a, b, c])
    const sent = serveBulkShip((body) =>
      HttpResponse.json({
        shipped: body.orders.filter((one) => one.id !== b.id).map((one) => ({ ...one, number: number(one.id) })),
        refused: body.orders
          .filter((one) => one.id === b.id)
          .map((one) => ({ id: one.id, number: number(one.id), reason: 'Cette commande est déjà expédiée.' })),
      }),
    )
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('checkbox', { name: `Sélectionner la commande ${number(a.id)}` }))
    await events.click(screen.getByRole('checkbox', { name: `Sélectionner la commande ${number(b.id)}` }))
    const bar = screen.getByRole('region', { name: 'Commandes sélectionnées' })
    expect(within(bar).getByRole('status')).toHaveTextContent('2 sélectionnées')
    await events.click(within(bar).getByRole('button', { name: 'Expédier' }))

    const dialog = within(screen.getByRole('dialog', { name: 'Expédier 2 commandes' }))
    // Nothing sent before the form is whole: a carrier and each tracking number.
    await events.click(dialog.getByRole('button', { name: 'Expédier les 2 commandes' }))
    expect(dialog.getByRole('combobox', { name: /Transporteur/ })).toHaveAccessibleDescription('Choisissez un transporteur dans la liste.')
    expect(dialog.getByRole('textbox', { name: `Commande ${number(a.id)} (Léa Dupré)` })).toHaveAccessibleDescription(
      'Le numéro de suivi est obligatoire.',
    )
    expect(sent).toEqual([])

    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'Chronopost')
    await events.type(dialog.getByRole('textbox', { name: `Commande ${number(a.id)} (Léa Dupré)` }), 'XY111111111FR')
    await events.type(dialog.getByRole('textbox', { name: `Commande ${number(b.id)} (Zoé Durand)` }), 'XY222222222FR')
    await events.click(dialog.getByRole('button', { name: 'Expédier les 2 commandes' }))

    expect(await dialog.findByText('1 commande expédiée : les clients sont prévenus par e-mail.')).toBeVisible()
    expect(sent).toEqual([
      {
        carrier: 'chronopost',
        orders: [
          { id: a.id, tracking_number: 'XY111111111FR' },
          { id: b.id, tracking_number: 'XY222222222FR' },
        ],
      },
    ])
    expect(dialog.getByRole('alert')).toHaveTextContent(`1 commande refusée :Commande ${number(b.id)} : Cette commande est déjà expédiée.`)
    // The shipped one leaves the form; the refused one stays, as typed, with its reason.
    expect(dialog.queryByRole('textbox', { name: new RegExp(number(a.id)) })).toBeNull()
    const kept = dialog.getByRole('textbox', { name: `Commande ${number(b.id)} (Zoé Durand)` })
    expect(kept).toHaveValue('XY222222222FR')
    expect(kept).toHaveAccessibleDescription('Cette commande est déjà expédiée.')
    // The shipped order leaves the selection too.
    expect(within(screen.getByRole('region', { name: 'Commandes sélectionnées' })).getByRole('status')).toHaveTextContent('1 sélectionnée')
  })

  it('a failed request ships nothing and keeps everything typed, with a French message', async () => {
    const a = order({ id: 'aaaaaaaa0000002' })
    seed('orders', [a])
    serveBulkShip(() => HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 }))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('checkbox', { name: 'Sélectionner toute la page' }))
    await events.click(within(screen.getByRole('region', { name: 'Commandes sélectionnées' })).getByRole('button', { name: 'Expédier' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Expédier la commande' }))
    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'La Poste Colissimo')
    await events.type(dialog.getByRole('textbox', { name: new RegExp(number(a.id)) }), '6A123456789')
    await events.click(dialog.getByRole('button', { name: 'Expédier la commande' }))
    expect(await dialog.findByText('Échec de l’expédition des commandes : aucune n’a été expédiée.')).toBeVisible()
    expect(dialog.getByRole('textbox', { name: new RegExp(number(a.id)) })).toHaveValue('6A123456789')
    expect(dialog.getByRole('combobox', { name: /Transporteur/ })).toHaveDisplayValue('La Poste Colissimo')
  })

  it('« Sélectionner les N résultats » asks the server for every order matching the filter, then the search change empties it', async () => {
    seed(
      'orders',
      Array.from({ length: 55 }, (_, index) => order({ id: `o${String(index + 1).padStart(3, '0')}sel00000000` })),
    )
    const { events } = renderApp('/dashboard/orders?statut=paid', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('checkbox', { name: 'Sélectionner toute la page' }))
    const bar = within(screen.getByRole('region', { name: 'Commandes sélectionnées' }))
    expect(bar.getByRole('status')).toHaveTextContent('50 sélectionnées')
    await events.click(bar.getByRole('button', { name: 'Sélectionner les 55 résultats' }))
    expect(await bar.findByText('55 sélectionnées')).toBeVisible()
    const all = asked.at(-1)!
    expect(all.searchParams.get('perPage')).toBe('500')
    expect(all.searchParams.get('filter')).toBe('status = "paid"')

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'x')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Commandes sélectionnées' })).toBeNull())
  })
})
