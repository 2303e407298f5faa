// The shop's internal notes on the customer's page and in the order's details (docs/adr/0097): newest
// first with their author and Paris time, a form that adds one through the page's action (never naming
// an author), keeps the text on a refusal and starts empty after a note is added.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, pbFailure, servePages } from '../testing/admin-mocks'

const camille = createUserRecord({ id: 'u00000000000011', name: 'Camille Martin', email: 'camille@exemple.fr' })

function showCamille() {
  server.use(
    http.get('*/api/collections/users/records/:id', ({ params }) =>
      params.id === camille.id ? HttpResponse.json(camille) : pbFailure(404, 'Not found.'),
    ),
  )
}

const note = (id: string, fields: Record<string, unknown>) => adminRecord('admin_notes', { id, text: 'Note', author: '', ...fields })

describe('the internal notes', { timeout: 20_000 }, () => {
  it('on a customer’s page: newest first, with the author (or the shop) and the Paris time; a new note is added', async () => {
    showCamille()
    seed('admin_notes', [
      note('note00000000001', { customer: camille.id, text: 'Ancienne note.', created: '2026-01-10 09:00:00.000Z' }),
      note('note00000000002', {
        customer: camille.id,
        author: 'admin000000001',
        expand: { author: { id: 'admin000000001', name: 'Hélène Admin' } },
        text: 'Préfère être appelée le matin.',
        created: '2026-07-14 16:45:00.000Z',
      }),
      note('note00000000003', { order: 'o00000000000001', text: 'Une autre commande.' }),
    ])
    const asked = servePages('admin_notes')
    const sent = acceptWrites('admin_notes')
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const thread = within(await screen.findByRole('region', { name: 'Notes internes' }))
    const items = within(thread.getByRole('list', { name: 'Notes internes' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Préfère être appelée le matin.Hélène Admin · 14 juillet 2026 à 18\u00a0h\u00a045',
      'Ancienne note.La boutique · 10 janvier 2026 à 10\u00a0h\u00a000',
    ])
    expect(asked[0]!.searchParams.get('filter')).toBe(`customer = "${camille.id}"`)
    expect(asked[0]!.searchParams.get('perPage')).toBe('50')

    await events.type(thread.getByRole('textbox', { name: 'Nouvelle note' }), 'Rappeler pour la bague.')
    await events.click(thread.getByRole('button', { name: 'Ajouter la note' }))
    expect(await thread.findByText('Note ajoutée.')).toBeVisible()
    expect(sent.map((write) => write.body)).toEqual([{ customer: camille.id, text: 'Rappeler pour la bague.' }])
    await waitFor(() => expect(thread.getAllByRole('listitem')).toHaveLength(3))
    expect(thread.getByRole('textbox', { name: 'Nouvelle note' })).toHaveValue('')
  })

  it('an empty note is not sent; a refused one keeps its text and says why in French', async () => {
    expectConsoleError('La note n’a pas pu être enregistrée')
    showCamille()
    servePages('admin_notes')
    const sent: unknown[] = []
    server.use(
      http.post('*/api/collections/admin_notes/records', async ({ request }) => {
        sent.push(await request.json())
        return pbFailure(400, 'Failed to create record.', { text: { code: 'validation_max_text_constraint', message: 'Too long.' } })
      }),
    )
    const { events } = renderApp(`/dashboard/users/${camille.id}`, { user: demoUsers.admin() })
    const thread = within(await screen.findByRole('region', { name: 'Notes internes' }))
    expect(thread.getByText('Aucune note pour le moment.')).toBeVisible()
    await events.click(thread.getByRole('button', { name: 'Ajouter la note' }))
    expect(await thread.findByText('Veuillez écrire la note.')).toBeVisible()
    expect(sent).toEqual([])
    const text = thread.getByRole('textbox', { name: 'Nouvelle note' })
    await events.type(text, 'Un texte que le serveur refuse.')
    await events.click(thread.getByRole('button', { name: 'Ajouter la note' }))
    expect(await thread.findByText('Ce texte est trop long.')).toBeVisible()
    expect(thread.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    expect(thread.getByRole('textbox', { name: 'Nouvelle note' })).toHaveValue('Un texte que le serveur refuse.')
    expect(sent).toEqual([{ customer: camille.id, text: 'Un texte que le serveur refuse.' }])
  })

  it('in an order’s details: the order’s notes, and a new one names the order', async () => {
    const order = adminRecord('orders', {
      id: 'ordnote00000001',
      status: 'paid' as const,
      total: 54,
      items: [{ id: 'p1', name: 'Collier Jade', quantity: 1, price: 54 }],
      customer_name: 'Camille Martin',
    })
    seed('orders', [order])
    seed('admin_notes', [note('note00000000004', { order: order.id, text: 'Emballage cadeau.', created: '2026-11-27 08:00:00.000Z' })])
    servePages('admin_notes')
    const sent = acceptWrites('admin_notes')
    const { events } = renderApp(`/dashboard/orders/${order.id}`, { user: demoUsers.admin() })
    const details = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    const thread = within(details.getByRole('region', { name: 'Notes internes' }))
    expect((await thread.findByRole('listitem')).textContent).toBe('Emballage cadeau.La boutique · 27 novembre 2026 à 9\u00a0h\u00a000')
    await events.type(thread.getByRole('textbox', { name: 'Nouvelle note' }), 'Appeler avant l’envoi.')
    await events.click(thread.getByRole('button', { name: 'Ajouter la note' }))
    expect(await thread.findByText('Note ajoutée.')).toBeVisible()
    expect(sent.map((write) => write.body)).toEqual([{ order: order.id, text: 'Appeler avant l’envoi.' }])
    expect(db.collections.get('admin_notes')).toHaveLength(2)
  })
})
