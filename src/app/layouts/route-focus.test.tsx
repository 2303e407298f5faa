import { beforeEach, describe, expect, it } from 'vitest'
import { clearCatalogueCache } from '@/features/catalogue/api/use-catalogue'
import { productRecord, refs } from '@/features/catalogue/testing-data'
import { seed } from '@/testing/mocks/db'
import { act, getHeader, renderApp, screen, waitFor, within } from '@/testing/test-utils'

/* Keyboard focus after a client-side navigation, and the catalogue's « Aller aux résultats » (docs/adr/0056). */

const SLOW = { timeout: 8000 }

function seedCatalogue() {
  seed('categories', [refs.bracelets, refs.colliers])
  seed('stones', [refs.amethyste, refs.quartz])
  seed('materials', [refs.argent])
  seed('colors', [refs.violet])
  seed('products', [
    productRecord({ created: '2026-03-01 10:00:00.000Z' }),
    productRecord({
      name: 'Collier Tendresse – Quartz rose',
      slug: 'collier-tendresse',
      created: '2026-02-01 10:00:00.000Z',
      category: [refs.colliers.id],
      stones: [refs.quartz.id],
    }),
  ])
}

describe('focus after navigation', { timeout: 20_000 }, () => {
  beforeEach(() => clearCatalogueCache())

  it('stays where the browser puts it on the first load', async () => {
    seedCatalogue()
    renderApp('/catalogue')
    await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)
    await screen.findAllByRole('article', {}, SLOW)
    expect(document.activeElement).toBe(document.body)
  })

  it('goes to the new page’s heading after following a link (the header’s, which stays on screen)', async () => {
    seedCatalogue()
    const { events } = renderApp('/a-propos')
    await screen.findByRole('heading', { level: 1 }, SLOW)
    const link = within(getHeader()).getAllByRole('link', { name: 'Catalogue' })[0]!
    link.focus()
    await events.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('goes to the new page’s heading after a navigation made by the code (as after paying, to /account)', async () => {
    seedCatalogue()
    const { router } = renderApp('/a-propos')
    await screen.findByRole('heading', { level: 1 }, SLOW)
    await act(() => router.navigate('/catalogue'))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('goes to the product’s page (its heading, or the main region while it loads) after a card’s link', async () => {
    seedCatalogue()
    const { events } = renderApp('/catalogue')
    const [card] = await screen.findAllByRole('article', {}, SLOW)
    await events.click(within(card!).getByRole('link', { name: 'Bracelet Sérénité – Améthyste' }))
    await screen.findByRole('heading', { level: 1, name: 'Bracelet Sérénité – Améthyste' }, SLOW)
    const main = screen.getByRole('main')
    // The focus moves in an effect after the heading is drawn: on a loaded machine, a moment later.
    await waitFor(() =>
      expect(document.activeElement === main || document.activeElement === screen.getByRole('heading', { level: 1 })).toBe(true),
    )
    expect(document.activeElement).not.toBe(document.body)
  })

  it('stays in the filter control when only the query changes', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/catalogue')
    await screen.findAllByRole('article', {}, SLOW)
    const filters = screen.getByRole('complementary', { name: 'Filtres' })
    const checkbox = await within(filters).findByRole('checkbox', { name: 'Améthyste' }, SLOW)
    await events.click(checkbox)
    expect(router.state.location.search).toBe('?pierre=amethyste')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(within(filters).getByRole('checkbox', { name: 'Améthyste' })).toHaveFocus()
  })

  it('after a navigation, Tab reaches « Aller aux résultats », and from it the first product in one more Tab', async () => {
    seedCatalogue()
    const { events } = renderApp('/a-propos')
    await screen.findByRole('heading', { level: 1 }, SLOW)
    within(getHeader()).getAllByRole('link', { name: 'Catalogue' })[0]!.focus()
    await events.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)
    await waitFor(() => expect(heading).toHaveFocus())
    await screen.findAllByRole('article', {}, SLOW)

    await events.tab()
    const skip = screen.getByRole('link', { name: 'Aller aux résultats' })
    expect(skip).toHaveFocus()
    await events.keyboard('{Enter}')
    expect(document.getElementById('catalogue-resultats')).toHaveFocus()
    await events.tab()
    const [first] = screen.getAllByRole('article')
    expect(first!.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).toHaveAccessibleName('Bracelet Sérénité – Améthyste')
  })
})
