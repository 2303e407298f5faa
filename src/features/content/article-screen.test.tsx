import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { holdRequests } from '@/testing/hold-requests'
import { act, findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'
import { createArticle } from '@/testing/data-generators'

const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')

describe('article page', () => {
  it('shows the image, title, category, date and sanitised content, with a way back', async () => {
    const article = createArticle({
      title: 'Purifier et recharger ses pierres',
      category: 'Entretien',
      created: '2026-11-21 10:00:00.000Z',
      excerpt: 'Les bonnes méthodes.',
      content: '<h2>Purifier</h2><p>Sous un filet d’eau.</p><a href="javascript:alert(1)">piège</a><script>window.hacked=1</script>',
    })
    seed('articles', [article])
    const release = holdRequests('*/api/collections/articles/records')
    const { events, router } = renderApp(`/blog/${article.slug}`)
    expect(await screen.findByText('Chargement de l’article...')).toBeVisible()
    release()
    expect(await findPageHeading('Purifier et recharger ses pierres')).toBeVisible()
    expect(screen.getByText('Entretien')).toBeVisible()
    expect(screen.getByText('21 novembre 2026')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Purifier' })).toBeVisible()
    expect(screen.getByText('Sous un filet d’eau.')).toBeVisible()
    const main = screen.getByRole('main')
    expect(main.innerHTML).not.toMatch(/javascript:|<script/)
    expect(main.querySelector('img')?.getAttribute('src')).toMatch(/purifier\.webp\?thumb=800x0$/)

    await waitFor(() => expect(document.title).toBe('Purifier et recharger ses pierres — Éclat de Pierre'))
    expect(meta('description')).toBe('Les bonnes méthodes.')
    expect(meta('og:type')).toBe('article')
    expect(meta('og:image')).toMatch(/purifier\.webp/)

    await events.click(screen.getAllByRole('link', { name: 'Retour au Journal' })[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })

  it('goes from an old address (the article’s id, a former slug) to its slug, keeping the query (docs/adr/0084)', async () => {
    const article = createArticle({ title: 'Les sept chakras' })
    seed('articles', [article])
    seed('former_slugs', [{ ...createArticle(), kind: 'articles', slug: 'les-7-chakras', article: article.id }])
    const { router } = renderApp(`/blog/${article.id}?utm_source=lettre`)
    expect(await findPageHeading('Les sept chakras')).toBeVisible()
    expect(router.state.location.pathname).toBe('/blog/les-sept-chakras')
    expect(router.state.location.search).toBe('?utm_source=lettre')
    // The old address is replaced, not stacked: « Précédent » does not come back to it.
    expect(router.state.historyAction).toBe('REPLACE')

    await act(() => router.navigate('/blog/les-7-chakras'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/les-sept-chakras'))
    expect(await findPageHeading('Les sept chakras')).toBeVisible()
  })

  it('says in French when the article does not exist', async () => {
    renderApp('/blog/inconnu123456789')
    expect(await findPageHeading('Article introuvable')).toBeVisible()
    expect(screen.getByText('Cet article n’existe pas ou a été retiré du Journal.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Retour au Journal' })).toHaveAttribute('href', '/blog')
    await waitFor(() => expect(document.title).toBe('Article introuvable — Éclat de Pierre'))
  })

  it('explains another failure in French and loads again on request', async () => {
    const article = createArticle({ title: 'Les chakras' })
    seed('articles', [article])
    server.use(
      http.get('*/api/collections/articles/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }),
    )
    const { events } = renderApp(`/blog/${article.slug}`)
    expect(await findPageHeading('Erreur lors du chargement de l’article')).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await findPageHeading('Les chakras')).toBeVisible()
  })
})
