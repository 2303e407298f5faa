import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList, pbFailure } from '../testing/admin-mocks'

const admin = demoUsers.admin

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  confirmSpy.mockRestore()
})

describe('admin categories (/dashboard/categories)', { timeout: 20_000 }, () => {
  it('lists categories newest first with slug and French date', async () => {
    seed('categories', [adminRecord('categories', { name: 'Bracelets', slug: 'bracelets', created: '2026-05-01 09:00:00.000Z' })])
    const asked: URL[] = []
    server.use(
      http.get('*/api/collections/categories/records', ({ request }) => {
        asked.push(new URL(request.url))
        return undefined
      }),
    )
    renderApp('/dashboard/categories', { user: admin() })
    expect(await findPageHeading('Catégories')).toBeVisible()
    const row = within((await screen.findByRole('cell', { name: 'Bracelets' })).closest('tr') as HTMLElement)
    expect(row.getByText('bracelets')).toBeVisible()
    expect(row.getByText(/^1er mai 2026 à 11\sh\s00$/)).toBeVisible()
    expect(asked[0]?.searchParams.get('sort')).toBe('-created')
    await waitFor(() => expect(document.title).toBe('Catégories · Administration — Éclat de Pierre'))
  })

  it('shows the empty text and the red list failure', async () => {
    expectConsoleError('Admin list categories:')
    const { unmount } = renderApp('/dashboard/categories', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Aucune catégorie pour le moment.' })).toBeVisible()
    unmount()
    failList('categories')
    renderApp('/dashboard/categories', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des catégories')
  })

  it('adds a category: slug written from the name, remade on the next name edit; the list reloads', async () => {
    const sent = acceptWrites('categories')
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }))
    const form = within(screen.getByRole('dialog', { name: 'Ajouter une catégorie' }))
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Boucles d’oreilles')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('boucles-doreilles')
    await events.clear(form.getByRole('textbox', { name: 'Slug' }))
    await events.type(form.getByRole('textbox', { name: 'Slug' }), 'oreilles')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('oreilles')
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' Été')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('boucles-doreilles-ete')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Catégorie créée avec succès !')).toBeVisible()
    expect(sent).toEqual([{ method: 'POST', body: { name: 'Boucles d’oreilles Été', slug: 'boucles-doreilles-ete' } }])
    expect(await screen.findByRole('cell', { name: 'Boucles d’oreilles Été' })).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses an empty name and slug before sending', async () => {
    const sent = acceptWrites('categories')
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }))
    const form = within(screen.getByRole('dialog', { name: 'Ajouter une catégorie' }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Nom' })).toHaveFocus())
    expect(sent).toEqual([])
  })

  it('edits a category; a failed save keeps the values and shows the server message', async () => {
    seed('categories', [adminRecord('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })])
    acceptWrites('categories')
    server.use(
      http.patch('*/api/collections/categories/records/:id', () =>
        pbFailure(400, 'Failed to update record.', { slug: { code: 'validation_not_unique', message: 'Value must be unique.' } }),
      ),
    )
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelets' }))
    const form = within(screen.getByRole('dialog', { name: 'Modifier la catégorie' }))
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelets')
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' fins')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Échec de la sauvegarde de la catégorie. Slug : Cette valeur est déjà utilisée.',
    )
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelets fins')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelets-fins')
  })

  it('deletes after the confirmation only; a failed delete says so', async () => {
    expectConsoleError('Échec de la suppression de la catégorie')
    seed('categories', [adminRecord('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })])
    const sent = acceptWrites('categories')
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    confirmSpy.mockReturnValueOnce(false)
    await events.click(await screen.findByRole('button', { name: 'Supprimer Bracelets' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cette catégorie ?')
    expect(sent).toEqual([])
    server.use(http.delete('*/api/collections/categories/records/:id', () => pbFailure(400, 'Failed to delete record.')))
    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelets' }))
    expect(await screen.findByText('Échec de la suppression de la catégorie')).toBeVisible()
    server.resetHandlers()
    acceptWrites('categories')
    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelets' }))
    expect(await screen.findByRole('cell', { name: 'Aucune catégorie pour le moment.' })).toBeVisible()
  })

  it('a category products use: the server’s French refusal is shown and the category stays listed', async () => {
    expectConsoleError('Échec de la suppression de la catégorie')
    seed('categories', [adminRecord('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })])
    const refusal = 'Impossible de supprimer « Bracelets » : 4 produits l’utilisent. Retirez d’abord cette catégorie de ces produits.'
    server.use(http.delete('*/api/collections/categories/records/:id', () => pbFailure(400, refusal)))
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Supprimer Bracelets' }))
    expect(await screen.findByText(`Échec de la suppression de la catégorie. ${refusal}`)).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Bracelets' })).toBeVisible()
  })

  it('searches by name (accents ignored) and sorts by creation date, oldest first then newest', async () => {
    seed('categories', [
      adminRecord('categories', { name: 'Bracelets', slug: 'bracelets', created: '2026-05-01 09:00:00.000Z' }),
      adminRecord('categories', { name: 'Pièces uniques', slug: 'pieces-uniques', created: '2026-02-01 09:00:00.000Z' }),
      adminRecord('categories', { name: 'Colliers', slug: 'colliers', created: '2026-09-01 09:00:00.000Z' }),
    ])
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    const table = await screen.findByRole('table', { name: 'Liste des catégories' })
    await within(table).findByRole('cell', { name: 'Colliers' })
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    await events.click(within(table).getByRole('button', { name: /Créée le/ }))
    expect(names()).toEqual(['Pièces uniques', 'Bracelets', 'Colliers'])
    await events.click(within(table).getByRole('button', { name: /Créée le/ }))
    expect(names()).toEqual(['Colliers', 'Bracelets', 'Pièces uniques'])
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une catégorie' }), 'PIECE')
    expect(names()).toEqual(['Pièces uniques'])
  })
})
