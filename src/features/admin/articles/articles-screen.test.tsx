import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { foldText } from '@/lib/search'
import { acceptWrites, adminRecord, failList, pbFailure, servePages } from '../testing/admin-mocks'
import { acceptMultipartWrites } from '../testing/catalogue-mocks'

const admin = demoUsers.admin

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  confirmSpy.mockRestore()
})

const article = () =>
  adminRecord('articles', {
    id: 'articlepierres0',
    title: 'Choisir sa pierre',
    category: 'Lithothérapie',
    excerpt: 'Nos conseils',
    content: '<p>Texte</p>',
    image: '',
    created: '2026-03-08 10:00:00.000Z',
  })

describe('admin articles (/dashboard/articles)', { timeout: 20_000 }, () => {
  it('lists articles newest first with category and French date; failure text', async () => {
    expectConsoleError('Admin list articles:')
    seed('articles', [article()])
    const asked: URL[] = []
    server.use(
      http.get('*/api/collections/articles/records', ({ request }) => {
        asked.push(new URL(request.url))
        return undefined
      }),
    )
    const first = renderApp('/dashboard/articles', { user: admin() })
    expect(await findPageHeading('Articles')).toBeVisible()
    const row = within((await screen.findByRole('cell', { name: 'Choisir sa pierre' })).closest('tr') as HTMLElement)
    expect(row.getByText('Lithothérapie')).toBeVisible()
    expect(row.getByText(/^8 mars 2026 à 11\sh\s00$/)).toBeVisible()
    expect(asked[0]?.searchParams.get('sort')).toBe('-created')
    await waitFor(() => expect(document.title).toBe('Articles · Administration — Éclat de Pierre'))
    first.unmount()

    failList('articles')
    renderApp('/dashboard/articles', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des articles')
  })

  it('creates an article: title required, then sent as multipart; the list reloads', async () => {
    const sent = acceptMultipartWrites('articles')
    const { events } = renderApp('/dashboard/articles', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Aucun article pour le moment.' })).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Ajouter un article' }))
    const form = within(screen.getByRole('dialog', { name: 'Ajouter un article' }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(form.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Titre' })).toHaveFocus())
    expect(sent).toEqual([])
    await events.type(form.getByRole('textbox', { name: 'Titre' }), 'Entretenir ses bijoux')
    // The title writes the address (docs/adr/0084).
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('entretenir-ses-bijoux')
    await events.type(form.getByRole('textbox', { name: 'Catégorie' }), 'Conseils')
    await events.type(form.getByRole('textbox', { name: 'Extrait' }), 'Eau tiède')
    await events.click(form.getByRole('textbox', { name: 'Contenu' }))
    await events.paste('<p>Rincez <strong>doucement</strong>.</p>')
    const preview = form.getByRole('region', { name: 'Aperçu : Contenu' })
    await waitFor(() => expect(within(preview).getByText('doucement')).toBeVisible())
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Article créé avec succès !')).toBeVisible()
    expect(sent[0]).toEqual({
      method: 'POST',
      fields: {
        title: ['Entretenir ses bijoux'],
        slug: ['entretenir-ses-bijoux'],
        category: ['Conseils'],
        excerpt: ['Eau tiède'],
        content: ['<p>Rincez <strong>doucement</strong>.</p>'],
        image: [''],
      },
    })
    expect(await screen.findByRole('cell', { name: 'Entretenir ses bijoux' })).toBeVisible()
  })

  it('shows the article’s address, rewritten by the title, checked, and says beside it when another article has it', async () => {
    seed('articles', [{ ...article(), slug: 'choisir-sa-pierre' }])
    const sent = acceptMultipartWrites('articles', {
      fail: {
        status: 400,
        message: 'Failed to update record.',
        data: { slug: { code: 'validation_not_unique', message: 'Value must be unique.' } },
      },
    })
    const { events } = renderApp('/dashboard/articles', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Choisir sa pierre' }))
    const form = within(screen.getByRole('dialog', { name: "Modifier l'article" }))
    const slug = form.getByRole('textbox', { name: 'Slug' })
    expect(slug).toHaveValue('choisir-sa-pierre')
    expect(slug).toHaveAccessibleDescription(/^Adresse de l’article \(\/blog\/…\), générée depuis le titre/)
    await events.clear(slug)
    await events.type(slug, 'Pas Un Slug')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(slug).toHaveAccessibleDescription(/Minuscules, chiffres et tirets seulement/)
    expect(sent).toEqual([])
    await events.type(form.getByRole('textbox', { name: 'Titre' }), ' en été')
    expect(slug).toHaveValue('choisir-sa-pierre-en-ete')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText("Échec de l'enregistrement de l'article. Slug : Cette valeur est déjà utilisée.")).toBeVisible()
    expect(slug).toHaveValue('choisir-sa-pierre-en-ete')
  })

  it('a failed save keeps the values and shows the server message', async () => {
    seed('articles', [article()])
    acceptMultipartWrites('articles', {
      fail: {
        status: 400,
        message: 'Failed to update record.',
        data: { title: { code: 'validation_length_out_of_range', message: 'Too long.' } },
      },
    })
    const { events } = renderApp('/dashboard/articles', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Choisir sa pierre' }))
    const form = within(screen.getByRole('dialog', { name: "Modifier l'article" }))
    await events.type(form.getByRole('textbox', { name: 'Titre' }), ' en 2027')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText("Échec de l'enregistrement de l'article. Titre : Ce texte est trop long.")).toBeVisible()
    expect(form.getByRole('textbox', { name: 'Titre' })).toHaveValue('Choisir sa pierre en 2027')
  })

  it('deletes after the confirmation only; a failed delete says so', async () => {
    expectConsoleError("Échec de la suppression de l'article")
    seed('articles', [article()])
    const sent = acceptWrites('articles')
    const { events } = renderApp('/dashboard/articles', { user: admin() })
    confirmSpy.mockReturnValueOnce(false)
    await events.click(await screen.findByRole('button', { name: 'Supprimer Choisir sa pierre' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cet article ?')
    expect(sent).toEqual([])
    server.use(http.delete('*/api/collections/articles/records/:id', () => pbFailure(400, 'Failed to delete record.')))
    await events.click(screen.getByRole('button', { name: 'Supprimer Choisir sa pierre' }))
    expect(await screen.findByText("Échec de la suppression de l'article")).toBeVisible()
    server.resetHandlers()
    acceptWrites('articles')
    await events.click(screen.getByRole('button', { name: 'Supprimer Choisir sa pierre' }))
    expect(await screen.findByRole('cell', { name: 'Aucun article pour le moment.' })).toBeVisible()
  })

  it('one page from the server, searched by title or category, accents ignored; the title sorts in French order', async () => {
    /** An article as PocketBase keeps it, with the keys its hooks write (docs/adr/0100). */
    const kept = (title: string, category: string) =>
      adminRecord('articles', { title, category, image: '', search: foldText(`${title} ${category}`), sort_name: foldText(title) })
    seed('articles', [
      { ...article(), search: 'choisir sa pierre lithotherapie', sort_name: 'choisir sa pierre' },
      kept('Entretenir ses bijoux', 'Conseils'),
      kept('Énergie des pierres', 'Lithothérapie'),
    ])
    const asked = servePages('articles')
    const { events } = renderApp('/dashboard/articles', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Entretenir ses bijoux' })).toBeVisible()
    expect(screen.getByText('3 articles')).toBeVisible()
    expect(asked[0]!.searchParams.get('perPage')).toBe('50')
    expect(asked[0]!.searchParams.get('fields')).not.toContain('search')

    await events.click(screen.getByRole('button', { name: /Titre/ }))
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('sort_name,-created'))
    const titles = () =>
      within(screen.getByRole('table', { name: 'Liste des articles' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent)
    await waitFor(() => expect(titles()).toEqual(['Choisir sa pierre', 'Énergie des pierres', 'Entretenir ses bijoux']))

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'LITHOTHERAPIE')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Entretenir ses bijoux' })).toBeNull())
    expect(screen.getByRole('cell', { name: 'Choisir sa pierre' })).toBeVisible()
    expect(asked.at(-1)!.searchParams.get('filter')).toBe('search ~ "lithotherapie"')
  })
})
