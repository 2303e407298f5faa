import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList } from '../testing/admin-mocks'

const camille = createUserRecord({ name: 'Camille Martin', email: 'camille@exemple.fr' })

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    user: camille.id,
    status: 'paid' as const,
    total: 1234.5,
    items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 2, price: 617.25 }],
    products: ['p1'],
    expand: { user: camille },
    ...fields,
  })
}

let errorLog: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errorLog.mockRestore())

describe('admin orders', { timeout: 20_000 }, () => {
  it('lists customer, French price, status and date; asks newest first with user and products', async () => {
    const urls: string[] = []
    const listen = ({ request }: { request: Request }) => void urls.push(request.url)
    server.events.on('request:start', listen)
    const seeded = order()
    seed('orders', [seeded])
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await findPageHeading('Commandes')).toBeVisible()
    expect(await screen.findByRole('cell', { name: `n° ${seeded.id.slice(0, 8)}` })).toBeVisible()
    const row = within((await screen.findByRole('cell', { name: 'Camille Martin' })).closest('tr')!)
    expect(row.getByRole('cell', { name: '1\u00a0234,50\u00a0€' })).toBeVisible()
    expect(row.getByRole('cell', { name: '21 novembre 2026' })).toBeVisible()
    const select = row.getByRole('combobox', { name: `Statut de la commande n° ${seeded.id.slice(0, 8)}` })
    expect(select).toHaveDisplayValue('Payée')
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['En attente', 'Payée', 'Expédiée', 'Livrée', 'Annulée'])
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull()
    const list = urls.map((u) => new URL(u)).find((u) => u.pathname.endsWith('/orders/records'))!
    expect(list.searchParams.get('sort')).toBe('-created')
    expect(list.searchParams.get('expand')).toBe('user,products')
    server.events.removeListener('request:start', listen)
  })

  it('the empty text', async () => {
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucune commande trouvée' })).toBeVisible()
  })

  it('a failed load shows the red text', async () => {
    failList('orders')
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des commandes')
  })

  it('a status change is sent at once (status only), then the list reloads; a refusal is told', async () => {
    const paid = order()
    seed('orders', [paid])
    const sent = acceptWrites('orders')
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.selectOptions(await screen.findByRole('combobox', { name: /^Statut de la commande/ }), 'Expédiée')
    expect(sent).toEqual([{ method: 'PATCH', id: paid.id, body: { status: 'shipped' } }])
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: /^Statut de la commande/ })).toHaveDisplayValue('Expédiée'))

    acceptWrites('orders', ['PATCH'])
    await events.selectOptions(screen.getByRole('combobox', { name: /^Statut de la commande/ }), 'Annulée')
    expect(await screen.findByText('Échec de la mise à jour du statut')).toBeVisible()
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: /^Statut de la commande/ })).toHaveDisplayValue('Expédiée'))
  })

  it('details: name and email, total, status, products; or “Aucun produit trouvé.”', async () => {
    const full = order({ id: 'ordfull00000001' })
    const empty = order({ id: 'ordempty0000001', items: [], products: [], total: 0 })
    seed('orders', [full, empty])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${full.id.slice(0, 8)}` }))
    const dialog = within(screen.getByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('Camille Martin')).toBeVisible()
    expect(dialog.getByText('camille@exemple.fr')).toBeVisible()
    expect(dialog.getByText('1 234,50 €')).toBeVisible() // getByText folds the no-break spaces
    expect(dialog.getByText('Payée')).toBeVisible()
    expect(dialog.getByRole('listitem')).toHaveTextContent('Bracelet Sérénité × 2')
    await events.click(dialog.getByRole('button', { name: 'Fermer' }))
    await events.click(screen.getByRole('button', { name: `Voir la commande n° ${empty.id.slice(0, 8)}` }))
    expect(within(screen.getByRole('dialog')).getByText('Aucun produit trouvé.')).toBeVisible()
  })
})
