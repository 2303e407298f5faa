import { describe, expect, it } from 'vitest'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { createArticle } from '@/testing/data-generators'

describe('home page', { timeout: 15_000 }, () => {
  it('shows the hero, the story, three sample jewels, both teasers, two articles and a contact call', async () => {
    seed('articles', [
      createArticle({ title: 'Purifier ses pierres' }),
      createArticle({ title: 'L’améthyste' }),
      createArticle({ title: 'Troisième article' }),
    ])
    const { events, router } = renderApp('/')
    expect(await findPageHeading('Accueil')).toBeInTheDocument()
    expect(screen.getByText('La force des pierres, la douceur du fait main')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Découvrir la collection' })).toHaveAttribute('href', '/catalogue')
    expect(screen.getByRole('heading', { level: 2, name: 'Un atelier, des pierres, une intention' })).toBeVisible()

    const samples = within(screen.getByRole('region', { name: 'Trois bijoux, trois intentions' }))
    expect(samples.getAllByRole('article')).toHaveLength(3)
    expect(samples.getByRole('link', { name: 'Bracelet Sérénité' })).toHaveAttribute('href', '/catalogue/bracelet-serenite-amethyste')

    expect(screen.getByRole('heading', { level: 2, name: 'Le pouvoir des pierres' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ouvrir le grimoire' })).toHaveAttribute('href', '/tableaux-des-pierres')
    expect(screen.getByRole('heading', { level: 2, name: 'Votre bijou sur-mesure' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Imaginer mon bijou' })).toHaveAttribute('href', '/sur-mesure')

    const journal = within(screen.getByRole('region', { name: 'Derniers articles' }))
    expect(await journal.findAllByRole('article')).toHaveLength(2)
    expect(journal.getByRole('link', { name: 'Purifier ses pierres' })).toBeVisible()

    await waitFor(() => expect(document.title).toBe('Éclat de Pierre — Bijoux en pierres naturelles faits main'))
    await events.click(screen.getByRole('link', { name: 'Nous contacter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'))
  })

  it('leaves the journal out when no article is published', async () => {
    renderApp('/')
    await findPageHeading('Accueil')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Derniers articles' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: 'Une question, une envie ?' })).toBeVisible()
  })
})
