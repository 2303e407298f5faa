import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { foldText } from '@/lib/search'
import { acceptWrites, adminRecord, failList, servePages } from '../testing/admin-mocks'

/** A message as PocketBase stores it, with the search and sort keys its hooks keep (docs/adr/0100). */
const message = (name: string, status: 'new' | 'handled' = 'new') => {
  const fields = { name, email: 'lea@exemple.fr', subject: `Question de ${name}`, message: 'Bonjour,\nFaites-vous des tailles enfant ?' }
  return adminRecord('contact_messages', {
    ...fields,
    status,
    search: foldText(Object.values(fields).join(' ')),
    sort_name: foldText(name),
    status_rank: status === 'handled' ? 2 : 1,
  })
}

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  confirmSpy.mockRestore()
})

describe('admin messages', { timeout: 20_000 }, () => {
  it('lists name, email, subject, date and status', async () => {
    seed('contact_messages', [message('Léa'), message('Marc', 'handled')])
    renderApp('/dashboard/messages', { user: demoUsers.admin() })
    expect(await findPageHeading('Messages')).toBeVisible()
    const lea = within((await screen.findByRole('cell', { name: 'Léa' })).closest('tr')!)
    expect(lea.getByRole('cell', { name: 'Question de Léa' })).toBeVisible()
    expect(lea.getByRole('cell', { name: 'Nouveau' })).toBeVisible()
    expect(lea.getByRole('cell', { name: /^21 novembre 2026 à 11\sh\s00$/ })).toBeVisible()
    const marc = within(screen.getByRole('cell', { name: 'Marc' }).closest('tr')!)
    expect(marc.getByRole('cell', { name: 'Traité' })).toBeVisible()
  })

  it('reads a message in a modal and marks it handled', async () => {
    const lea = message('Léa')
    seed('contact_messages', [lea])
    const sent = acceptWrites('contact_messages')
    const { events } = renderApp('/dashboard/messages', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Lire le message de Léa : Question de Léa' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Question de Léa' }))
    expect(dialog.getByText(/Faites-vous des tailles enfant/)).toBeVisible()
    await events.click(dialog.getByRole('button', { name: 'Marquer comme traité' }))
    expect(await screen.findByText('Message marqué comme traité.')).toBeVisible()
    expect(sent).toEqual([{ method: 'PATCH', id: lea.id, body: { status: 'handled' } }])
    expect(await dialog.findByRole('button', { name: 'Marquer comme nouveau' })).toBeVisible()
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Traité' })).toBeVisible()
  })

  it('a failed mark says so', async () => {
    expectConsoleError('Échec de la mise à jour du statut')
    seed('contact_messages', [message('Léa')])
    acceptWrites('contact_messages', ['PATCH'])
    const { events } = renderApp('/dashboard/messages', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Lire le message de Léa/ }))
    await events.click(screen.getByRole('button', { name: 'Marquer comme traité' }))
    expect(await screen.findByText('Échec de la mise à jour du statut')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Marquer comme traité' })).toBeVisible()
  })

  it('deletes after confirmation; empty text once none is left; failure told', async () => {
    expectConsoleError('Échec de la suppression du message')
    seed('contact_messages', [message('Léa')])
    acceptWrites('contact_messages', ['DELETE'])
    const { events } = renderApp('/dashboard/messages', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Supprimer le message de Léa/ }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer ce message ?')
    expect(await screen.findByText(/^Échec de la suppression du message/)).toBeVisible()
    const sent = acceptWrites('contact_messages')
    await events.click(screen.getByRole('button', { name: /^Supprimer le message de Léa/ }))
    expect(await screen.findByRole('cell', { name: 'Aucun message trouvé' })).toBeVisible()
    expect(sent.map((s) => s.method)).toEqual(['DELETE'])
  })

  it('a failed load shows the red text', async () => {
    expectConsoleError('Admin list contact_messages:')
    failList('contact_messages')
    renderApp('/dashboard/messages', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des messages')
  })

  it('opened from the overview with ?statut=new: the new messages only; the search finds a word of the subject, accents ignored', async () => {
    seed('contact_messages', [message('Léa'), message('Marc', 'handled'), message('Zoé')])
    servePages('contact_messages')
    const { events } = renderApp('/dashboard/messages?statut=new', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Léa' })).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Zoé' })).toBeVisible()
    expect(screen.queryByRole('cell', { name: 'Marc' })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Nouveaux')
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un message' }), 'question de zoe')
    expect(screen.queryByRole('cell', { name: 'Léa' })).toBeNull()
    expect(screen.getByRole('cell', { name: 'Zoé' })).toBeVisible()
    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Traités')
    expect(screen.getByRole('cell', { name: 'Aucun résultat ne correspond à votre recherche.' })).toBeVisible()
  })

  it('one page of 50 read from the server, with its count and pager; the name sorts in French order, the status new first', async () => {
    const names = Array.from({ length: 51 }, (_, i) => `Client ${String(i).padStart(2, '0')}`)
    seed('contact_messages', [...names.map((name) => message(name, 'handled')), message('Émile'), message('zoé'), message('Ambre')])
    const asked = servePages('contact_messages')
    const { events } = renderApp('/dashboard/messages', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: 'Messages reçus par le formulaire de contact' }))
    await table.findAllByRole('cell', { name: /^Client/ })
    expect(table.getAllByRole('row')).toHaveLength(51)
    expect(screen.getByText(/54 messages/)).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Pages des messages' })).toBeVisible()
    expect(asked.at(-1)!.searchParams.get('perPage')).toBe('50')

    await events.click(table.getByRole('button', { name: /Nom/ }))
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('sort_name,-created'))
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('Ambre'))
    const firstNames = () =>
      table
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(firstNames()).toEqual(['Ambre', 'Client 00', 'Client 01'])

    await events.click(table.getByRole('button', { name: /Statut/ }))
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('status_rank,-created'))
    // The three new messages first, then the handled ones (newest first among equals).
    await waitFor(() => expect([...firstNames()].sort()).toEqual(['Ambre', 'zoé', 'Émile'].sort()))
  })
})
