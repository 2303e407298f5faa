import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'
import { acceptWrites, adminRecord, checkVersions, EDIT_CONFLICT_TEXTS } from '../testing/admin-mocks'
import { SALE_MESSAGES } from './sale-edit-schema'

/** Records the sales created through the records API (answered with the saved record). */
function serveCreate() {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/collections/sales/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      return HttpResponse.json({
        ...body,
        id: 'sale00000000001',
        collectionId: 'pbc_sales',
        collectionName: 'sales',
        created: '',
        updated: '2026-11-29 10:00:00.000Z',
      })
    }),
  )
  return sent
}

describe('the sale form (/dashboard/soldes/nouvelle, docs/adr/0115)', { timeout: 20_000 }, () => {
  it('refuses a percentage out of 1–90 and dates out of order in French, keeping what was typed; saves a valid sale', async () => {
    const sent = serveCreate()
    const { events } = renderApp('/dashboard/soldes/nouvelle', { user: demoUsers.admin() })
    expect(await findPageHeading('Nouvelle opération de soldes')).toBeVisible()
    await events.type(screen.getByLabelText(/^Nom/), 'Soldes d’hiver')
    await events.type(screen.getByLabelText(/^Réduction/), '95')
    await events.type(screen.getByLabelText(/^Début/), '2027-01-10T08:00')
    await events.type(screen.getByLabelText(/^Fin/), '2027-01-05T08:00')
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(SALE_MESSAGES.percent)).toBeVisible()
    expect(screen.getByText(SALE_MESSAGES.order)).toBeVisible()
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Soldes d’hiver')
    expect(sent).toEqual([])

    await events.clear(screen.getByLabelText(/^Réduction/))
    await events.type(screen.getByLabelText(/^Réduction/), '20')
    await events.clear(screen.getByLabelText(/^Fin/))
    await events.type(screen.getByLabelText(/^Fin/), '2027-02-01T20:00')
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      name: 'Soldes d’hiver',
      percent: 20,
      scope: 'all',
      active: true,
      before_price: 0,
      starts_at: new Date('2027-01-10T08:00').toISOString().replace('T', ' '),
    })
    expect(await screen.findByText(/Soldes enregistrés/)).toBeVisible()
  })

  it('shows, before saving, the legal reference per product and warns that the « before » price would mislead', async () => {
    const asked: Record<string, unknown>[] = []
    const warning =
      'Le prix « avant » de 50,00 € serait trompeur : le prix de référence que la loi impose est le plus bas des 30 jours avant les soldes, 42,00 €. C’est lui qui sera affiché.'
    server.use(
      http.post('*/api/shop/sales/preview', async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({
          items: [{ id: 'p1', name: 'Bracelet Sérénité', price: 50, charged: 40, reference: 42, percent: 4, misleading: true }],
          misleading: warning,
          truncated: false,
        })
      }),
    )
    const { events } = renderApp('/dashboard/soldes/nouvelle', { user: demoUsers.admin() })
    await findPageHeading('Nouvelle opération de soldes')
    await events.type(screen.getByLabelText(/^Réduction/), '20')
    await events.type(screen.getByLabelText(/^Début/), '2027-01-10T08:00')
    await events.type(screen.getByLabelText(/^Prix « avant »/), '50')
    await events.click(screen.getByRole('button', { name: 'Voir les prix de référence' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(warning)
    const row = (await screen.findByRole('rowheader', { name: /Bracelet Sérénité/ })).closest('tr')!
    expect(row).toHaveTextContent(/50,00\s€\s*40,00\s€\s*42,00\s€\s*\u22124\s%/)
    expect(asked[0]).toMatchObject({ percent: 20, scope: 'all', before_price: 50 })
  })

  it('saves the version it opened; a save over another admin’s is refused in French, keeping what was typed (docs/adr/0121)', async () => {
    const sale = adminRecord('sales', {
      id: 'sale00000000002',
      name: 'Soldes d’hiver',
      percent: 20,
      scope: 'all',
      products: [],
      categories: [],
      starts_at: '2027-01-10 07:00:00.000Z',
      ends_at: '2027-02-01 19:00:00.000Z',
      active: true,
      before_price: 0,
    })
    seed('sales', [sale])
    const sent = acceptWrites('sales')
    const named = checkVersions('sales')
    const { events } = renderApp(`/dashboard/soldes/${sale.id}`, { user: demoUsers.admin() })
    await findPageHeading('Modifier les soldes « Soldes d’hiver »')
    // Another admin saves the sale meanwhile: the stored version is no longer the one opened.
    db.collections.set('sales', [{ ...sale, updated: '2026-11-29 11:00:00.000Z' }])
    await events.clear(screen.getByLabelText(/^Nom/))
    await events.type(screen.getByLabelText(/^Nom/), 'Grandes soldes')
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(EDIT_CONFLICT_TEXTS.sales)).toBeVisible()
    expect(named).toEqual([sale.updated])
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Grandes soldes')
    expect(sent).toEqual([])

    // « Garder mon texte »: saved again, over the version saved since.
    await events.click(screen.getByRole('button', { name: 'Garder mon texte' }))
    await waitFor(() => expect(named).toEqual([sale.updated, '2026-11-29 11:00:00.000Z']))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'PATCH', id: sale.id, body: { name: 'Grandes soldes' } })
  })
})
