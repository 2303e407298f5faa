import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Step } from '@/features/admin/api/statistics'
import { expectConsoleError } from '@/testing/console'
import { createAudience, createFigures, demoUsers } from '@/testing/data-generators'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { pbFailure } from '../testing/admin-mocks'
import { catchDownloads, csvText, novemberFigures, serveStatistics } from '../testing/statistics-mocks'

afterEach(() => vi.restoreAllMocks())

/** An accessible name, its no-break spaces read as spaces (the names keep them as written). */
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text

/** A region of the page by its heading. */
const part = (name: string) => within(screen.getByRole('region', { name }))

/** The row of a table whose first cell is `name`, as its cells' texts (spaces made plain). */
function row(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name })
  return Array.from(header.closest('tr')!.children).map((cell) => cell.textContent!.replace(/\s/g, ' '))
}

describe('statistics (/dashboard/statistiques)', { timeout: 20_000 }, () => {
  it('shows the month’s sales against the previous period, the revenue chart with its table, and every table of the contract', async () => {
    const asked = serveStatistics({
      figures: novemberFigures(),
      audience: createAudience({
        totals: { current: { visits: 40, views: 120, productViews: 30 }, previous: { visits: 50, views: 100, productViews: 30 } },
        funnel: { productViews: 30, carts: 6, checkouts: 3, paid: 2 },
        referrers: [{ source: 'instagram', medium: 'social', campaign: 'noel-2026', visits: 12 }],
      }),
    })
    renderApp('/dashboard/statistiques', { user: demoUsers.admin() })
    expect(await findPageHeading('Statistiques')).toBeVisible()
    const sales = part('Ventes')
    const figure = async (label: string) => (await sales.findByText(label, { selector: 'dt' })).parentElement!
    // Each figure with its change, rounded to the percent: 1 500 against 1 200 is +25 %, 125 against 150 −17 %.
    expect(await figure('Chiffre d’affaires TTC')).toHaveTextContent(`1 500,00 €+25 % par rapport à la période précédente`)
    expect(await figure('Chiffre d’affaires HT')).toHaveTextContent(`1 250,00 €+25 % par rapport à la période précédente`)
    expect(await figure('Commandes')).toHaveTextContent(`12+50 % par rapport à la période précédente`)
    expect(await figure('Panier moyen')).toHaveTextContent(`125,00 €\u221217 % par rapport à la période précédente`)
    expect(await figure('Remboursements TTC')).toHaveTextContent(`90,00 €Rien sur la période précédente2 avoirs`)
    expect(await figure('Rétractations TTC')).toHaveTextContent(`45,00 €Stable par rapport à la période précédente1 avoir`)
    expect(await figure('Chiffre d’affaires net TTC')).toHaveTextContent(`1 365,00 €`)
    expect(
      sales.getByText(
        /^Factures émises du 1er novembre 2026 au 29 novembre 2026, comparées à la période précédente, du 3 octobre 2026 au 31 octobre 2026\./,
      ),
    ).toBeVisible()

    // The chart is one image that sums itself up; its table has a row a day with the same figures.
    expect(
      sales.getByRole('img', {
        name: named(
          `Chiffre d’affaires TTC par jour du 1er novembre 2026 au 29 novembre 2026 : 1 500,00 € en tout, au plus haut 1 200,00 € le 12 novembre 2026. Le détail est dans le tableau.`,
        ),
      }),
    ).toBeVisible()
    const revenue = sales.getByRole('table', { name: 'Chiffre d’affaires sur la période' })
    expect(within(revenue).getAllByRole('row')).toHaveLength(30)
    expect(row(revenue, '3 novembre 2026')).toEqual(['3 novembre 2026', '300,00 €', '250,00 €', '2'])
    expect(row(revenue, '12 novembre 2026')).toEqual(['12 novembre 2026', '1 200,00 €', '1 000,00 €', '10'])

    expect(row(sales.getByRole('table', { name: 'Meilleures ventes par chiffre d’affaires' }), 'Bracelet Améthyste')).toEqual([
      'Bracelet Améthyste',
      '17 cm',
      '3',
      '129,00 €',
      '107,50 €',
    ])
    expect(row(sales.getByRole('table', { name: 'Meilleures ventes par quantité' }), 'Bague Quartz rose')[2]).toBe('7')
    // 900 € of 1 500 € is 60 %.
    expect(row(sales.getByRole('table', { name: 'Ventes par catégorie' }), 'Bracelets')).toEqual([
      'Bracelets',
      '5',
      '900,00 €',
      '750,00 €',
      '60 %',
    ])
    expect(row(sales.getByRole('table', { name: 'Ventes aux particuliers et aux professionnels' }), 'Professionnels')).toEqual([
      'Professionnels',
      '3',
      '300,00 €',
      '250,00 €',
      '20 %',
    ])
    expect(row(sales.getByRole('table', { name: 'Acheteurs de la période' }), 'Nouveaux clients (premier achat)')).toEqual([
      'Nouveaux clients (premier achat)',
      '3',
      '75 %',
    ])
    expect(row(sales.getByRole('table', { name: 'Codes promo et cartes cadeaux' }), 'Remises des codes promo (TTC)')[1]).toBe('15,00 €')
    expect(row(sales.getByRole('table', { name: 'Valeur du stock aujourd’hui' }), 'Valeur au prix de revient')[1]).toBe('4 200,00 €')

    const audience = part('Audience')
    expect((await audience.findByText('Visites', { selector: 'dt' })).parentElement).toHaveTextContent(
      `40\u221220 % par rapport à la période précédente`,
    )
    expect(audience.getByText('Pages vues', { selector: 'dt' }).parentElement).toHaveTextContent(
      `120+20 % par rapport à la période précédente`,
    )
    expect(audience.getByRole('img', { name: /^Visites et pages vues par jour du 1er novembre 2026 au 29 novembre 2026/ })).toBeVisible()
    expect(row(audience.getByRole('table', { name: 'Provenance des visites' }), 'instagram')).toEqual([
      'instagram',
      'social',
      'noel-2026',
      '12',
    ])
    // 6 carts of 30 product pages is 20 %, 3 checkouts of 6 carts 50 %, 2 paid of 3 67 %.
    const funnel = audience.getByRole('table', { name: 'Parcours d’achat' })
    expect(row(funnel, 'Ajouts au panier')).toEqual(['Ajouts au panier', '6', '20 %'])
    expect(row(funnel, 'Commandes payées')).toEqual(['Commandes payées', '2', '67 %'])

    // « Ce mois » by default, one request to each route, the step the server chose marked.
    expect(screen.getByRole('link', { name: 'Ce mois' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Jour' })).toHaveAttribute('aria-current', 'page')
    expect(asked.figures.map(String)).toEqual(['period=month'])
    expect(asked.audience.map(String)).toEqual(['period=month'])
  })

  it('the period tabs and the step change the address and what is asked', async () => {
    const asked = serveStatistics({
      // The step asked, else the server's (day up to 62 days).
      figures: (query) => {
        const step = (query.get('step') ?? 'day') as Step
        return query.get('period') === '7d'
          ? createFigures({ period: { from: '2026-11-23', to: '2026-11-29', step, days: 7 } })
          : createFigures({ period: { from: '2026-11-01', to: '2026-11-29', step, days: 29 } })
      },
    })
    const { router, events } = renderApp('/dashboard/statistiques', { user: demoUsers.admin() })
    await screen.findByRole('table', { name: 'Chiffre d’affaires sur la période' })
    await events.click(screen.getByRole('link', { name: '7 jours' }))
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'))
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Chiffre d’affaires sur la période' })).getAllByRole('row')).toHaveLength(8),
    )
    expect(screen.getByRole('link', { name: '7 jours' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Ce mois' })).not.toHaveAttribute('aria-current')

    await events.click(screen.getByRole('link', { name: 'Semaine' }))
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d&step=week'))
    await waitFor(() => expect(asked.figures.map(String)).toEqual(['period=month', 'period=7d', 'period=7d&step=week']))
    expect(asked.audience.map(String)).toEqual(['period=month', 'period=7d', 'period=7d&step=week'])
    await waitFor(() => expect(screen.getByRole('link', { name: 'Semaine' })).toHaveAttribute('aria-current', 'page'))
    expect(screen.getByRole('link', { name: 'Jour' })).not.toHaveAttribute('aria-current')
  })

  it('« Période »: the schema’s messages before anything is asked, then the range in the address', async () => {
    const asked = serveStatistics()
    const { router, events } = renderApp('/dashboard/statistiques', { user: demoUsers.admin() })
    await screen.findByRole('table', { name: 'Chiffre d’affaires sur la période' })
    const toggle = screen.getByRole('button', { name: 'Période' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await events.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const from = screen.getByLabelText('Du')
    const to = screen.getByLabelText('Au')
    const show = screen.getByRole('button', { name: 'Afficher' })

    await events.click(show)
    expect(from).toHaveAccessibleDescription('Indiquez la date de début.')
    expect(to).toHaveAccessibleDescription('Indiquez la date de fin.')
    expect(from).toHaveFocus()

    await events.type(from, '2026-11-20')
    await events.type(to, '2026-11-10')
    await events.click(show)
    expect(from).not.toHaveAccessibleDescription()
    expect(to).toHaveAccessibleDescription('La date de début doit précéder la date de fin.')

    // Three years to the day is one day too many.
    await events.clear(from)
    await events.type(from, '2023-01-01')
    await events.clear(to)
    await events.type(to, '2026-01-01')
    await events.click(show)
    expect(to).toHaveAccessibleDescription('La période ne peut dépasser 3 ans.')
    expect(asked.figures).toHaveLength(1)
    expect(router.state.location.search).toBe('')

    await events.clear(from)
    await events.type(from, '2026-10-01')
    await events.clear(to)
    await events.type(to, '2026-10-31')
    await events.click(show)
    await waitFor(() => expect(router.state.location.search).toBe('?period=range&from=2026-10-01&to=2026-10-31'))
    await waitFor(() => expect(asked.figures.map(String).at(-1)).toBe('period=range&from=2026-10-01&to=2026-10-31'))
    expect(asked.audience.map(String).at(-1)).toBe('period=range&from=2026-10-01&to=2026-10-31')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Période' })).toHaveAttribute('aria-current', 'page'))
    expect(screen.getByRole('link', { name: 'Ce mois' })).not.toHaveAttribute('aria-current')
    expect(screen.getByLabelText('Du')).toHaveValue('2026-10-01')
  })

  it('says in French why the figures could not be read, never the server’s English, and keeps the other part', async () => {
    expectConsoleError('Admin figures:')
    serveStatistics({ figures: pbFailure(400, 'La date de début doit précéder la date de fin.') })
    const first = renderApp('/dashboard/statistiques?period=range&from=2026-11-30&to=2026-11-01', { user: demoUsers.admin() })
    await findPageHeading('Statistiques')
    expect(await part('Ventes').findByRole('alert')).toHaveTextContent(
      'Échec de la récupération des chiffres de ventes. La date de début doit précéder la date de fin.',
    )
    expect(part('Ventes').getByRole('button', { name: 'Réessayer' })).toBeVisible()
    // The audience answered: its figures are there.
    expect(await part('Audience').findByRole('table', { name: 'Parcours d’achat' })).toBeVisible()
    first.unmount()

    expectConsoleError('Admin audience:')
    serveStatistics({ audience: pbFailure(500, 'Something went wrong while processing your request.') })
    renderApp('/dashboard/statistiques', { user: demoUsers.admin() })
    await findPageHeading('Statistiques')
    const alert = await part('Audience').findByRole('alert')
    expect(alert).toHaveTextContent(/^Échec de la récupération de l’audience\.$/)
    expect(await part('Ventes').findByRole('table', { name: 'Chiffre d’affaires sur la période' })).toBeVisible()
  })

  it('exports a table as the CSV a French spreadsheet opens: BOM, semicolons, decimal commas, the same figures', async () => {
    serveStatistics({ figures: novemberFigures() })
    const saved = catchDownloads()
    const { events } = renderApp('/dashboard/statistiques', { user: demoUsers.admin() })
    const categories = (await screen.findByRole('table', { name: 'Ventes par catégorie' })).closest('div')!.parentElement!
    await events.click(within(categories).getByRole('button', { name: named('Exporter en CSV : Ventes par catégorie') }))
    expect(saved.map((file) => file.name)).toEqual(['ventes-par-categorie-2026-11-01-au-2026-11-29.csv'])
    expect(await csvText(saved[0]!.blob)).toBe(
      '\uFEFFCatégorie;Quantité;CA TTC;CA HT;Part du CA TTC\r\nBracelets;5;900,00;750,00;60\r\nColliers;2;600,00;500,00;40\r\n',
    )
  })
})
