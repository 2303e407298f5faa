import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { consoleCalls, expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { clearCatalogueCache } from './api/use-catalogue'
import { productRecord, refs } from './testing-data'

/*
 * A shared link (a filter, a category sort) waits for the filter lists it needs: nothing is
 * painted before its true result, and a list that fails shows the catalogue's error with a retry
 * (issue 14, docs/adr/0056).
 */

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
      price: 58,
      created: '2026-02-01 10:00:00.000Z',
      category: [refs.colliers.id],
      stones: [refs.quartz.id],
    }),
    productRecord({
      name: 'Bracelet Ancrage – Jaspe',
      slug: 'bracelet-ancrage',
      price: 120,
      created: '2026-01-01 10:00:00.000Z',
      stones: [],
    }),
  ])
}

/** Holds back a reference collection's answers by `ms` (the request then goes on to the mock server). */
function delayList(collection: string, ms: number) {
  server.use(
    http.get(`*/api/collections/${collection}/records`, async () => {
      await delay(ms)
    }),
  )
}

interface Painted {
  status: string
  empty: boolean
  names: string
}

/**
 * Every state the page's DOM goes through (a mutation observer's callback runs before the browser
 * can paint): the results' count, whether an empty-result text shows, the cards' names in order.
 */
function recordStates() {
  const states: Painted[] = []
  const observer = new MutationObserver(() => {
    const region = document.querySelector('section[aria-labelledby="resultats"]')
    if (!region) return
    const state = {
      status: region.querySelector('[role="status"]')?.textContent ?? '',
      empty: /Aucun produit/.test(region.textContent ?? ''),
      names: [...region.querySelectorAll('article h3')].map((heading) => heading.textContent).join(' | '),
    }
    const last = states[states.length - 1]
    if (!last || last.status !== state.status || last.empty !== state.empty || last.names !== state.names) states.push(state)
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  onTestFinished(() => observer.disconnect())
  return states
}

describe('a shared catalogue link', { timeout: 20_000 }, () => {
  beforeEach(() => clearCatalogueCache())

  it('filtered by category: the loading state lasts until the lists are there, never « 0 produit »', async () => {
    seedCatalogue()
    delayList('categories', 1200)
    const states = recordStates()
    renderApp('/catalogue?categorie=bracelets')
    await waitFor(() => expect(screen.getByText('2 produits')).toBeInTheDocument(), SLOW)
    expect(states.some((state) => state.empty)).toBe(false)
    expect(states.some((state) => /\b0 produit/.test(state.status))).toBe(false)
    // Only one list of results was ever painted: the true one.
    expect(new Set(states.map((state) => state.names).filter(Boolean))).toEqual(
      new Set(['Bracelet Sérénité – Améthyste | Bracelet Ancrage – Jaspe']),
    )
  })

  it('sorted by category: one order painted, the true one', async () => {
    seedCatalogue()
    delayList('categories', 1200)
    const states = recordStates()
    renderApp('/catalogue?tri=category-desc')
    await waitFor(() => expect(screen.getByText('3 produits')).toBeInTheDocument(), SLOW)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    const final = 'Collier Tendresse – Quartz rose | Bracelet Sérénité – Améthyste | Bracelet Ancrage – Jaspe'
    expect(
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
        .join(' | '),
    ).toBe(final)
    // Cards may appear a row at a time, but never in another order first.
    const painted = states.map((state) => state.names).filter(Boolean)
    expect(painted.every((names) => final.startsWith(names))).toBe(true)
  })

  it('a link that needs the lists reads them alongside the first page, not after it', async () => {
    seedCatalogue()
    let listsAsked = false
    let listsAskedBeforeProducts: boolean | null = null
    server.use(
      http.get('*/api/collections/categories/records', () => {
        listsAsked = true
      }),
      http.get('*/api/collections/products/records', async () => {
        await delay(300)
        listsAskedBeforeProducts ??= listsAsked
      }),
    )
    renderApp('/catalogue?categorie=bracelets')
    await waitFor(() => expect(screen.getByText('2 produits')).toBeInTheDocument(), SLOW)
    expect(listsAskedBeforeProducts).toBe(true)
  })

  it('when the list it filters by cannot be read: the catalogue’s error, and « Réessayer » shows the results', async () => {
    seedCatalogue()
    expectConsoleError('Catalogue : échec du chargement de stones')
    server.use(
      http.get('*/api/collections/stones/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 }), {
        once: true,
      }),
    )
    const states = recordStates()
    const { events } = renderApp('/catalogue?pierre=amethyste')
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('Le catalogue n’a pas pu être chargé.')
    expect(alert).toHaveTextContent('Vérifiez votre connexion, puis réessayez dans un instant.')
    expect(states.some((state) => state.empty)).toBe(false)

    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    await waitFor(() => expect(screen.getByText('1 produit')).toBeInTheDocument(), SLOW)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(states.some((state) => state.empty)).toBe(false)
  })

  it('coming back to a filtered link while its list fails to be read again keeps the list already shown', async () => {
    seedCatalogue()
    const { router } = renderApp('/catalogue?pierre=amethyste')
    await waitFor(() => expect(screen.getByText('1 produit')).toBeInTheDocument(), SLOW)
    await act(() => router.navigate('/a-propos'))
    expectConsoleError('Catalogue : échec du chargement de stones')
    server.use(
      http.get('*/api/collections/stones/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    const states = recordStates()
    await act(() => router.navigate('/catalogue?pierre=amethyste'))
    await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)
    // The quiet read again has failed for the stones…
    await waitFor(() => expect(consoleCalls('error', 'Catalogue : échec du chargement de stones')).toBeGreaterThan(0), SLOW)
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    // …and the results stay.
    expect(screen.getByText('1 produit')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(states.some((state) => state.empty)).toBe(false)
  })

  it('a list the view does not use may fail: the default view still shows every product', async () => {
    seedCatalogue()
    expectConsoleError('Catalogue : échec du chargement de stones')
    server.use(
      http.get('*/api/collections/stones/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    renderApp('/catalogue?categorie=bracelets')
    await waitFor(() => expect(screen.getByText('2 produits')).toBeInTheDocument(), SLOW)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('on /espace-pro/catalogue too: a filtered link waits for its lists', async () => {
    seedCatalogue()
    delayList('stones', 1200)
    const states = recordStates()
    renderApp('/espace-pro/catalogue?pierre=quartz-rose', { user: demoUsers.pro() })
    await waitFor(() => expect(screen.getByText('1 produit')).toBeInTheDocument(), SLOW)
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Collier Tendresse – Quartz rose',
    ])
    expect(states.some((state) => state.empty || /\b0 produit/.test(state.status))).toBe(false)
  })
})
