import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { holdRequests } from '@/testing/hold-requests'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { createArticle } from '@/testing/data-generators'

describe('blog list', () => {
  it('shows a loading text, then cards with image, category, French date, title, excerpt and link', async () => {
    const article = createArticle({
      title: 'L’améthyste, pierre de sérénité',
      category: 'Pierres',
      created: '2026-05-01 08:00:00.000Z',
      excerpt: 'Tout savoir sur la pierre violette.',
    })
    seed('articles', [article, createArticle({ title: 'Dans les coulisses de l’atelier', category: 'Atelier' })])
    const release = holdRequests('*/api/collections/articles/records')
    const { events, router } = renderApp('/blog')
    expect(await findPageHeading('Le Journal')).toBeVisible()
    expect(screen.getByText('Chargement des articles...')).toBeVisible()
    release()

    const card = await screen.findByRole('article', { name: 'L’améthyste, pierre de sérénité' })
    expect(within(card).getByText('Pierres')).toBeVisible()
    expect(within(card).getByText('1er mai 2026')).toBeVisible()
    expect(within(card).getByText('Tout savoir sur la pierre violette.')).toBeVisible()
    const image = card.querySelector('img')
    expect(image?.getAttribute('src')).toMatch(/\?thumb=400x250$/)
    expect(image).toHaveAttribute('width', '400')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await waitFor(() => expect(document.title).toBe('Le Journal — Éclat de Pierre'))

    await events.click(within(card).getByRole('link', { name: 'L’améthyste, pierre de sérénité' }))
    // The article's readable address (docs/adr/0084).
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/lamethyste-pierre-de-serenite'))
    expect(await findPageHeading('L’améthyste, pierre de sérénité')).toBeVisible()
  })

  it('says so when nothing is published', async () => {
    renderApp('/blog')
    expect(await screen.findByText('Aucun article n’a encore été publié.')).toBeVisible()
  })

  it('explains a failure in French', async () => {
    server.use(http.get('*/api/collections/articles/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    renderApp('/blog')
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les articles pour le moment. Veuillez réessayer.')
  })
})
