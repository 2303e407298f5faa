import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { holdRequests } from '@/testing/hold-requests'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { createStone } from '@/testing/data-generators'

describe('stones page', () => {
  it('shows a loading text, then each stone with its image, name, virtues and sanitised description', async () => {
    seed('stones', [
      createStone({
        name: 'Améthyste',
        virtues: 'Apaisement et sommeil serein.',
        description:
          '<p>La pierre de <strong>l’apaisement</strong>.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
      }),
      createStone({ name: 'Quartz rose', virtues: 'Amour et douceur.', description: '', image: '' }),
    ])
    const release = holdRequests('*/api/collections/stones/records')
    renderApp('/tableaux-des-pierres')
    expect(await findPageHeading('Le Grimoire des Pierres')).toBeVisible()
    expect(screen.getByText('Chargement des pierres...')).toBeVisible()
    release()

    const amethyst = await screen.findByRole('article', { name: 'Améthyste' })
    expect(within(amethyst).getByText('Apaisement et sommeil serein.')).toBeVisible()
    expect(within(amethyst).getByText('l’apaisement').tagName).toBe('STRONG')
    expect(amethyst.innerHTML).not.toMatch(/onerror|<script/)
    const image = within(amethyst).getByRole('img', { name: 'Améthyste' })
    expect(image.getAttribute('src')).toMatch(/\/api\/files\/stones\/.+\/amethyste\.webp\?thumb=300x300$/)
    expect(image).toHaveAttribute('width', '300')
    expect(image).toHaveAttribute('height', '300')

    const rose = screen.getByRole('article', { name: 'Quartz rose' })
    expect(within(rose).getByRole('img', { name: 'Quartz rose' })).toHaveAttribute('src', '/images/placeholder.svg')
    expect(screen.queryByText('Chargement des pierres...')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Les Pierres — Éclat de Pierre'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Grimoire des Pierres/)
  })

  it('opens on an index of the stones by initial, each a link to its card; each card links to the catalogue filtered by its stone', async () => {
    seed('stones', [
      createStone({ name: 'Agate' }),
      createStone({ name: 'Améthyste' }),
      createStone({ name: 'Émeraude' }),
      createStone({ name: 'Œil de tigre' }),
    ])
    renderApp('/tableaux-des-pierres')
    const index = await screen.findByRole('navigation', { name: 'Index des pierres' })
    const terms = within(index)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual(['A', 'E', 'O'])
    const link = within(index).getByRole('link', { name: 'Améthyste' })
    expect(link).toHaveAttribute('href', '#pierre-amethyste')
    expect(document.getElementById('pierre-amethyste')).toBe(screen.getByRole('article', { name: 'Améthyste' }))
    expect(within(index).getByRole('link', { name: 'Œil de tigre' })).toHaveAttribute('href', '#pierre-oeil-de-tigre')

    const eye = screen.getByRole('article', { name: 'Œil de tigre' })
    const catalogue = within(eye).getByRole('link', { name: 'Voir les bijoux en Œil de tigre' })
    // The catalogue's stone filter (?pierre=, the stone's name as a slug: docs/product/rules.md#catalogue-address).
    expect(catalogue).toHaveAttribute('href', '/catalogue?pierre=oeil-de-tigre')
    expect(within(eye).getByRole('link', { name: 'Retour à l’index' })).toHaveAttribute('href', '#index-des-pierres')
  })

  it('says so when there is no stone yet', async () => {
    renderApp('/tableaux-des-pierres')
    expect(await screen.findByText('Aucune pierre n’est encore présentée dans le grimoire.')).toBeVisible()
  })

  it('explains a failure in French and loads again on request', async () => {
    server.use(http.get('*/api/collections/stones/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }))
    seed('stones', [createStone({ name: 'Labradorite' })])
    const { events } = renderApp('/tableaux-des-pierres')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Impossible de charger les pierres pour le moment. Veuillez réessayer.')
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('article', { name: 'Labradorite' })).toBeVisible()
  })
})
