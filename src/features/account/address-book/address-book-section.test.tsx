import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { createAddress, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'

const customer = demoUsers.customer()

const address = (overrides: Partial<AddressesRecord>) => createAddress({ user: customer.id, ...overrides })

interface Sent {
  method: string
  id?: string
  body?: Record<string, unknown>
}

/**
 * The addresses collection as PocketBase answers its owner, with the hook's one-default rule;
 * `refuse` answers the next write with this error instead. Returns what the screen sent.
 */
function serveBook(initial: AddressesRecord[]) {
  let records = [...initial]
  let clock = 0
  const sent: Sent[] = []
  const control = { sent, refuse: null as null | { status: number; body: Record<string, unknown> } }
  const sorted = () => [...records].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created.localeCompare(a.created))
  const keepOneDefault = (chosen: AddressesRecord) => {
    if (chosen.is_default) records = records.map((r) => (r.id === chosen.id ? r : { ...r, is_default: false }))
    if (!records.some((r) => r.is_default) && records.length > 0) {
      const latest = [...records].sort((a, b) => b.created.localeCompare(a.created))[0]!
      records = records.map((r) => (r.id === latest.id ? { ...r, is_default: true } : r))
    }
  }
  const refusal = () => {
    const refuse = control.refuse
    control.refuse = null
    return refuse ? HttpResponse.json(refuse.body, { status: refuse.status }) : null
  }
  server.use(
    http.get('*/api/collections/addresses/records', () =>
      HttpResponse.json({ page: 1, perPage: 200, totalItems: records.length, totalPages: 1, items: sorted() }),
    ),
    http.post('*/api/collections/addresses/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: 'POST', body })
      const refused = refusal()
      if (refused) return refused
      clock += 1
      const created = address({
        ...(body as Partial<AddressesRecord>),
        id: `adr${clock}xxxxxxxxxxx`,
        full_name: String(body.full_name),
        created: `2026-12-0${clock} 09:00:00.000Z`,
        is_default: records.length === 0 || body.is_default === true,
      })
      records.push(created)
      keepOneDefault(created)
      return HttpResponse.json(records.find((r) => r.id === created.id))
    }),
    http.patch('*/api/collections/addresses/records/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: 'PATCH', id: String(params.id), body })
      const refused = refusal()
      if (refused) return refused
      const before = records.find((r) => r.id === params.id)!
      const updated = { ...before, ...(body as Partial<AddressesRecord>), is_default: before.is_default || body.is_default === true }
      records = records.map((r) => (r.id === updated.id ? updated : r))
      keepOneDefault(updated)
      return HttpResponse.json(records.find((r) => r.id === updated.id))
    }),
    http.delete('*/api/collections/addresses/records/:id', ({ params }) => {
      sent.push({ method: 'DELETE', id: String(params.id) })
      const refused = refusal()
      if (refused) return refused
      records = records.filter((r) => r.id !== params.id)
      keepOneDefault({ is_default: false } as AddressesRecord)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return control
}

const home = address({ id: 'adrhomexxxxxxxx', full_name: 'Camille Martin', created: '2026-10-01 09:00:00.000Z', is_default: true })
const work = address({
  id: 'adrworkxxxxxxxx',
  full_name: 'Camille Martin (atelier)',
  line1: '3 quai Saint-Vincent',
  line2: 'Atelier 2',
  postal_code: '98000',
  city: 'Monaco',
  country: 'MC',
  phone: '+377 93 12 34 56',
  created: '2026-11-01 09:00:00.000Z',
})

async function openBook(records: AddressesRecord[]) {
  const book = serveBook(records)
  const view = renderApp('/account', { user: customer })
  const section = within(await screen.findByRole('region', { name: 'Mes adresses' }))
  return { ...view, book, section }
}

/** The address cards, in the order shown. */
function cards() {
  return within(screen.getByRole('list', { name: 'Mes adresses' })).getAllByRole('listitem')
}

let confirmSpy: MockInstance<typeof window.confirm>

beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => confirmSpy.mockRestore())

describe('the address book on /account', () => {
  it('says when there is no address yet', async () => {
    const { section } = await openBook([])
    expect(await section.findByText('Vous n’avez encore enregistré aucune adresse.')).toBeVisible()
    expect(section.getByRole('button', { name: 'Ajouter une adresse' })).toBeVisible()
  })

  it('lists the addresses, the default first and marked as such', async () => {
    await openBook([work, home])
    await waitFor(() => expect(cards()).toHaveLength(2))
    const [first, second] = cards().map((card) => within(card))
    expect(first!.getByText('Camille Martin')).toBeVisible()
    expect(first!.getByText('Par défaut')).toBeVisible()
    expect(first!.getByText('69001 Lyon')).toBeVisible()
    expect(first!.queryByRole('button', { name: 'Définir par défaut' })).not.toBeInTheDocument()
    expect(second!.getByText('98000 Monaco')).toBeVisible()
    expect(second!.getByText('Monaco')).toBeVisible()
    expect(second!.getByText('Tél. +377 93 12 34 56')).toBeVisible()
    expect(second!.queryByText('Par défaut')).not.toBeInTheDocument()
    expect(second!.getByRole('button', { name: 'Modifier' })).toHaveAccessibleDescription('Camille Martin (atelier)')
  })

  it('adds an address: the rules’ message before anything is sent, then the fixed address', { timeout: 20_000 }, async () => {
    const { events, section, book } = await openBook([])
    await events.click(await section.findByRole('button', { name: 'Ajouter une adresse' }))
    const form = within(section.getByRole('form', { name: 'Nouvelle adresse' }))
    await events.type(form.getByRole('textbox', { name: 'Nom et prénom' }), '  Léa Dubois ')
    await events.type(form.getByRole('textbox', { name: 'Adresse' }), '5 place Bellecour')
    await events.type(form.getByRole('textbox', { name: 'Code postal' }), '6900')
    await events.type(form.getByRole('textbox', { name: 'Ville' }), 'Lyon')
    await events.type(form.getByRole('textbox', { name: 'Téléphone' }), '06 98 76 54 32')
    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))

    const postalCode = form.getByRole('textbox', { name: 'Code postal' })
    expect(postalCode).toHaveAccessibleDescription('Le code postal doit compter 5 chiffres (ex. 69001).')
    expect(postalCode).toHaveFocus()
    expect(form.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    expect(book.sent).toEqual([])

    await events.type(postalCode, ' 1')
    expect(postalCode).not.toHaveAttribute('aria-invalid')
    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))

    expect(await screen.findByText('Adresse ajoutée.')).toBeVisible()
    expect(book.sent).toEqual([
      {
        method: 'POST',
        body: {
          user: customer.id,
          full_name: 'Léa Dubois',
          company: '',
          line1: '5 place Bellecour',
          line2: '',
          postal_code: '69001',
          city: 'Lyon',
          country: 'FR',
          phone: '06 98 76 54 32',
          siret: '',
          vat_number: '',
          is_default: false,
        },
      },
    ])
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(within(cards()[0]!).getByText('Léa Dubois')).toBeVisible()
    expect(within(cards()[0]!).getByText('Par défaut')).toBeVisible()
    expect(section.queryByRole('form')).not.toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Ajouter une adresse' })).toHaveFocus()
  })

  it('changes an address', async () => {
    const { events, section, book } = await openBook([home, work])
    await waitFor(() => expect(cards()).toHaveLength(2))
    await events.click(within(cards()[1]!).getByRole('button', { name: 'Modifier' }))
    const form = within(section.getByRole('form', { name: 'Modifier l’adresse' }))
    expect(form.getByRole('textbox', { name: 'Complément d’adresse' })).toHaveValue('Atelier 2')
    expect(form.getByRole('combobox', { name: 'Pays' })).toHaveValue('MC')
    const line2 = form.getByRole('textbox', { name: 'Complément d’adresse' })
    await events.clear(line2)
    await events.type(line2, 'Atelier 3')
    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))

    expect(await screen.findByText('Adresse modifiée.')).toBeVisible()
    expect(book.sent).toEqual([
      { method: 'PATCH', id: work.id, body: expect.objectContaining({ line2: 'Atelier 3', postal_code: '98000', is_default: false }) },
    ])
    await waitFor(() => expect(within(cards()[1]!).getByText('Atelier 3')).toBeVisible())
  })

  it('deletes an address once confirmed, and not otherwise', async () => {
    const { events, book } = await openBook([home, work])
    await waitFor(() => expect(cards()).toHaveLength(2))
    confirmSpy.mockReturnValueOnce(false)
    await events.click(within(cards()[1]!).getByRole('button', { name: 'Supprimer' }))
    expect(confirmSpy).toHaveBeenCalledWith('Supprimer cette adresse de votre carnet ?')
    expect(book.sent).toEqual([])

    await events.click(within(cards()[1]!).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText('Adresse supprimée.')).toBeVisible()
    expect(book.sent).toEqual([{ method: 'DELETE', id: work.id }])
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(within(cards()[0]!).getByText('Camille Martin')).toBeVisible()
  })

  it('chooses another default address', async () => {
    const { events, book } = await openBook([home, work])
    await waitFor(() => expect(cards()).toHaveLength(2))
    await events.click(within(cards()[1]!).getByRole('button', { name: 'Définir par défaut' }))
    expect(await screen.findByText('Adresse par défaut modifiée.')).toBeVisible()
    expect(book.sent).toEqual([{ method: 'PATCH', id: work.id, body: { is_default: true } }])
    await waitFor(() => expect(within(cards()[0]!).getByText('Camille Martin (atelier)')).toBeVisible())
    expect(within(cards()[0]!).getByText('Par défaut')).toBeVisible()
    expect(within(cards()[1]!).queryByText('Par défaut')).not.toBeInTheDocument()
  })

  it('shows the server’s field message and keeps everything typed', { timeout: 20_000 }, async () => {
    const { events, section, book } = await openBook([home])
    await events.click(await section.findByRole('button', { name: 'Ajouter une adresse' }))
    const form = within(section.getByRole('form', { name: 'Nouvelle adresse' }))
    await events.type(form.getByRole('textbox', { name: 'Nom et prénom' }), 'Léa Dubois')
    await events.type(form.getByRole('textbox', { name: 'Adresse' }), '5 place Bellecour')
    await events.type(form.getByRole('textbox', { name: 'Code postal' }), '69002')
    await events.type(form.getByRole('textbox', { name: 'Ville' }), 'Lyon')
    await events.type(form.getByRole('textbox', { name: 'Téléphone' }), '06 98 76 54 32')
    await events.click(form.getByRole('checkbox', { name: 'Utiliser comme adresse par défaut' }))
    book.refuse = {
      status: 400,
      body: {
        status: 400,
        message: 'L’adresse est incomplète ou invalide : vérifiez les champs signalés.',
        data: { city: { code: 'shop_address_city', message: 'Ce nom de ville est trop long.' } },
      },
    }
    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))

    const city = form.getByRole('textbox', { name: 'Ville' })
    await waitFor(() => expect(city).toHaveAccessibleDescription('Ce nom de ville est trop long.'))
    expect(form.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    expect(city).toHaveFocus()
    expect(city).toHaveValue('Lyon')
    expect(form.getByRole('textbox', { name: 'Nom et prénom' })).toHaveValue('Léa Dubois')
    expect(form.getByRole('textbox', { name: 'Code postal' })).toHaveValue('69002')
    expect(form.getByRole('checkbox', { name: 'Utiliser comme adresse par défaut' })).toBeChecked()

    book.refuse = { status: 500, body: { status: 500, message: 'Something went wrong.', data: {} } }
    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('L’adresse n’a pas pu être enregistrée. Veuillez réessayer.'))
    expect(form.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('06 98 76 54 32')

    await events.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }))
    expect(await screen.findByText('Adresse ajoutée.')).toBeVisible()
    expect(book.sent.at(-1)?.body).toMatchObject({ full_name: 'Léa Dubois', is_default: true })
    await waitFor(() => expect(within(cards()[0]!).getByText('Léa Dubois')).toBeVisible())
  })

  it('says when the addresses cannot be loaded, and tries again on demand', async () => {
    let fail = true
    server.use(
      http.get('*/api/collections/addresses/records', () =>
        fail
          ? HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
          : HttpResponse.json({ page: 1, perPage: 200, totalItems: 0, totalPages: 1, items: [] }),
      ),
    )
    const { events } = renderApp('/account', { user: customer })
    const section = within(await screen.findByRole('region', { name: 'Mes adresses' }))
    expect(await section.findByRole('alert')).toHaveTextContent('Impossible de charger vos adresses pour le moment. Veuillez réessayer.')
    fail = false
    await events.click(section.getByRole('button', { name: 'Réessayer' }))
    expect(await section.findByText('Vous n’avez encore enregistré aucune adresse.')).toBeVisible()
  })
})
