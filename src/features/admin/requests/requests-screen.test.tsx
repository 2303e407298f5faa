import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { CustomRequestsRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { foldText } from '@/lib/search'
import { acceptWrites, adminRecord, failList, servePages } from '../testing/admin-mocks'
import { requestDescription } from './request-description'

const RANKS = {
  received: 1,
  quote_sent: 2,
  accepted: 3,
  in_creation: 4,
  ready: 5,
  shipped: 6,
  delivered: 7,
  declined: 8,
  cancelled: 9,
} as const

/** A request as PocketBase stores it, with the search and sort keys its hooks keep (docs/adr/0100). */
const request = (fields: Partial<CustomRequestsRecord> & { name: string }) => {
  const record = { email: 'lea@exemple.fr', jewelry_type: 'Bracelet', status: 'received' as const, ...fields }
  return adminRecord('custom_requests', {
    ...record,
    search: foldText([record.name, record.email, record.jewelry_type, record.main_stone ?? ''].join(' ')),
    sort_name: foldText(record.name),
    status_rank: record.status ? RANKS[record.status] : 99,
  })
}

/** The file-token requests the screen made (PocketBase's `POST /api/files/token`). */
let tokenCalls: { authorization: string | null }[] = []

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  tokenCalls = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/files/token') {
      tokenCalls.push({ authorization: request.headers.get('Authorization') })
    }
  })
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  server.events.removeAllListeners()
  confirmSpy.mockRestore()
})

describe('requestDescription', () => {
  it('writes the form’s answers as French lines, skipping empty ones', () => {
    expect(
      requestDescription(
        request({
          name: 'Léa',
          main_stone: 'Améthyste',
          secondary_stones: ['Quartz rose', 'Labradorite'],
          bead_size: '8mm',
          wrist_size: 16.5,
          clasp_type: 'Élastique',
          stainless_steel_elements: false,
          charms: ['Chouette'],
          message: ' Pour ma sœur ',
        }),
      ),
    ).toEqual([
      'Pierre principale : Améthyste',
      'Pierres secondaires : Quartz rose, Labradorite',
      'Taille des perles : 8mm',
      'Tour de poignet : 16,5 cm',
      'Fermoir : Élastique',
      'Éléments en acier inoxydable : Non',
      'Breloques : Chouette',
      'Message : Pour ma sœur',
    ])
    expect(requestDescription(request({ name: 'Vide', secondary_stones: [], charms: [] }))).toEqual([])
  })
})

describe('admin custom requests', { timeout: 20_000 }, () => {
  it('lists name, email, type, French date and a coloured status selector', async () => {
    seed('custom_requests', [request({ name: 'Léa Dubois', jewelry_type: 'Collier', status: 'in_creation' })])
    renderApp('/dashboard/requests', { user: demoUsers.admin() })
    expect(await findPageHeading('Demandes sur-mesure')).toBeVisible()
    const row = within((await screen.findByRole('cell', { name: 'Léa Dubois' })).closest('tr')!)
    expect(row.getByRole('cell', { name: 'lea@exemple.fr' })).toBeVisible()
    expect(row.getByRole('cell', { name: 'Collier' })).toBeVisible()
    expect(row.getByRole('cell', { name: /^21 novembre 2026 à 11\sh\s00$/ })).toBeVisible()
    const select = row.getByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })
    expect(select).toHaveDisplayValue('En création')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Reçue', 'Devis envoyé', 'Accepté', 'En création', 'Prête', 'Expédiée', 'Livrée', 'Refusée', 'Annulée'])
  })

  it('shows the empty text', async () => {
    renderApp('/dashboard/requests', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucune demande trouvée' })).toBeVisible()
  })

  it('saves a status at once (status only) and reloads', async () => {
    const lea = request({ name: 'Léa Dubois' })
    seed('custom_requests', [lea])
    const sent = acceptWrites('custom_requests')
    const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
    const select = await screen.findByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })
    await events.selectOptions(select, 'Livrée')
    expect(sent).toEqual([{ method: 'PATCH', id: lea.id, body: { status: 'delivered' } }])
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })).toHaveDisplayValue('Livrée'))
  })

  it('with the keyboard: an arrow saves nothing, Enter saves once; the select keeps the focus while the list reloads (issue 14)', async () => {
    const lea = request({ name: 'Léa Dubois' })
    seed('custom_requests', [lea])
    const sent = acceptWrites('custom_requests')
    renderApp('/dashboard/requests', { user: demoUsers.admin() })
    const select = await screen.findByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })
    select.focus()
    // Chromium fires `change` on each arrow of a closed select.
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.change(select, { target: { value: 'in_creation' } })
    expect(sent).toEqual([])
    fireEvent.keyDown(select, { key: 'Enter' })
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(select).not.toHaveAttribute('aria-busy'))
    expect(sent).toEqual([{ method: 'PATCH', id: lea.id, body: { status: 'in_creation' } }])
    expect(screen.getByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })).toBe(select)
    expect(select).toHaveFocus()
    expect(select).toHaveDisplayValue('En création')
  })

  it('a refused status change says “Échec de la mise à jour du statut” and shows the stored status again', async () => {
    expectConsoleError('Échec de la mise à jour du statut')
    seed('custom_requests', [request({ name: 'Léa Dubois' })])
    acceptWrites('custom_requests', ['PATCH'])
    const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
    await events.selectOptions(await screen.findByRole('combobox', { name: 'Statut de la demande de Léa Dubois' }), 'En création')
    expect(await screen.findByText('Échec de la mise à jour du statut')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Statut de la demande de Léa Dubois' })).toHaveDisplayValue('Reçue'))
  })

  it('details: name, email, type, the built description and the image', async () => {
    seed('custom_requests', [request({ name: 'Léa Dubois', main_stone: 'Améthyste', bead_size: '6mm', image: 'inspiration.jpg' })])
    const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Voir la demande de Léa Dubois' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Détails de la demande' }))
    expect(dialog.getByText('Léa Dubois')).toBeVisible()
    expect(dialog.getByRole('link', { name: 'lea@exemple.fr' })).toHaveAttribute('href', 'mailto:lea@exemple.fr')
    expect(dialog.getByText('Bracelet')).toBeVisible()
    expect(dialog.getByText('Pierre principale : Améthyste')).toBeVisible()
    expect(dialog.getByText('Taille des perles : 6mm')).toBeVisible()
    // A protected file: its URL carries the admin's file token, asked for when the details open.
    const image = await dialog.findByRole('img', { name: 'Image d’inspiration jointe à la demande' })
    expect(image.getAttribute('src')).toMatch(/\/api\/files\/custom_requests\/.+\/inspiration\.jpg\?token=file-token-[\w-]+$/)
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('details opened minutes later show the image with a fresh file token', async () => {
    seed('custom_requests', [request({ name: 'Léa Dubois', image: 'inspiration.jpg' })])
    const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
    const imageSource = async () => {
      await events.click(await screen.findByRole('button', { name: 'Voir la demande de Léa Dubois' }))
      const dialog = within(screen.getByRole('dialog', { name: 'Détails de la demande' }))
      const src = (await dialog.findByRole('img', { name: 'Image d’inspiration jointe à la demande' })).getAttribute('src')
      await events.keyboard('{Escape}')
      return new URL(src!).searchParams.get('token')
    }
    const first = await imageSource()
    expect(await imageSource()).toBe(first) // reopened at once: the same token, no new request
    const calls = tokenCalls.length
    const now = Date.now()
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000) // the first token has expired
    try {
      const second = await imageSource()
      expect(second).toMatch(/^file-token-/)
      expect(second).not.toBe(first)
      expect(tokenCalls.length).toBe(calls + 1)
    } finally {
      later.mockRestore()
    }
  })

  it('without a file token (refused), the details show no broken image', async () => {
    seed('custom_requests', [request({ name: 'Léa Dubois', image: 'inspiration.jpg' })])
    server.use(http.post('*/api/files/token', () => HttpResponse.json({ status: 403, message: 'Refusé.', data: {} }, { status: 403 })))
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * 60_000) // no cached token
    try {
      const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
      await events.click(await screen.findByRole('button', { name: 'Voir la demande de Léa Dubois' }))
      const dialog = within(screen.getByRole('dialog', { name: 'Détails de la demande' }))
      expect(dialog.getByText('Léa Dubois')).toBeVisible()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(dialog.queryByRole('img')).toBeNull()
    } finally {
      later.mockRestore()
    }
  })

  it('deletes after the confirmation; a failure says so', async () => {
    expectConsoleError('Échec de la suppression de la demande')
    const lea = request({ name: 'Léa Dubois' })
    seed('custom_requests', [lea, request({ name: 'Marc' })])
    const sent = acceptWrites('custom_requests')
    const { events } = renderApp('/dashboard/requests', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Supprimer la demande de Léa Dubois' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cette demande ?')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Léa Dubois' })).toBeNull())
    expect(sent).toEqual([{ method: 'DELETE', id: lea.id }])

    acceptWrites('custom_requests', ['DELETE'])
    await events.click(screen.getByRole('button', { name: 'Supprimer la demande de Marc' }))
    // The failure comes after the page re-reads its list (slow on a loaded machine).
    expect(await screen.findByText(/^Échec de la suppression de la demande/, {}, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Marc' })).toBeVisible()
  })

  it('a failed load shows the red text above the table', async () => {
    expectConsoleError('Admin list custom_requests:')
    failList('custom_requests')
    renderApp('/dashboard/requests', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des demandes personnalisées')
  })

  it('opened from the overview with ?statut=received: the received requests only, sortable by name in French order', async () => {
    seed('custom_requests', [
      request({ name: 'Zoé Lambert' }),
      request({ name: 'Émile Roux' }),
      request({ name: 'Paul Durand', status: 'delivered' }),
      request({ name: 'Anne Morel' }),
    ])
    const asked = servePages('custom_requests')
    const { events } = renderApp('/dashboard/requests?statut=received', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: 'Demandes de bijoux sur-mesure' }))
    await table.findByRole('cell', { name: 'Zoé Lambert' })
    expect(table.queryByRole('cell', { name: 'Paul Durand' })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Reçue')
    await events.click(table.getByRole('button', { name: /Nom/ }))
    // Sorted by the server on the folded name (docs/adr/0100): « Émile » with the E.
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('sort_name,-created'))
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('Anne Morel'))
    const names = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(names).toEqual(['Anne Morel', 'Émile Roux', 'Zoé Lambert'])
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une demande' }), 'ÉMILE')
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2))
    expect(asked.at(-1)!.searchParams.get('filter')).toContain('search ~ "emile"')
    expect(asked.at(-1)!.searchParams.get('filter')).toContain('status = "received"')
  })
})
