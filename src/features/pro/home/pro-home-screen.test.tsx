import { describe, expect, it } from 'vitest'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { greetingName } from './pro-tiles'

const TILES = [
  ['Mon compte', '/account'],
  ['Catalogue pro', '/espace-pro/catalogue'],
  ['Produits exclusifs', '/espace-pro/produits-exclusifs'],
  ['Commande rapide', '/espace-pro/commande-rapide'],
  ['Historique des commandes', '/espace-pro/historique'],
  ['Documents & informations', '/espace-pro/informations'],
] as const

/** The dashboard's tiles (in the page's main column, not the side menu). */
function tiles() {
  return within(screen.getByRole('list', { name: 'Accès rapides' }))
}

describe('pro dashboard (/espace-pro)', { timeout: 15_000 }, () => {
  it('greets the pro by name, with a tile and a description for each part of the pro area', async () => {
    renderApp('/espace-pro', { user: demoUsers.pro() })
    expect(await findPageHeading('Bienvenue, Atelier Lumière')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Espace Professionnel — Éclat de Pierre'))
    const links = tiles().getAllByRole('link')
    expect(links.map((link) => [link.querySelector('h2')?.textContent, link.getAttribute('href')])).toEqual(TILES)
    for (const link of links) expect(link.querySelector('p')?.textContent?.length).toBeGreaterThan(20)
    // No year written in the code: the documents are the current year's (docs/adr/0085).
    expect(tiles().getByRole('link', { name: /Documents & informations/ })).toHaveTextContent(
      'Catalogue de l’année, grille tarifaire et supports de présentation à télécharger.',
    )
    // The dashboard is the pro home: no link back to itself.
    expect(screen.queryByRole('link', { name: 'Retour à l’espace pro' })).not.toBeInTheDocument()
  })

  it('greets a pro without a name as « Professionnel »', async () => {
    renderApp('/espace-pro', { user: createUserRecord({ name: '  ', role: 'professionnel' }) })
    expect(await findPageHeading('Bienvenue, Professionnel')).toBeVisible()
  })

  it('admits an admin, greeted by name', async () => {
    renderApp('/espace-pro', { user: demoUsers.admin() })
    expect(await findPageHeading('Bienvenue, Administratrice')).toBeVisible()
  })

  it('opens a tile, and the sub-page leads back to the dashboard', async () => {
    seed('products', [])
    const { events, router } = renderApp('/espace-pro', { user: demoUsers.pro() })
    await findPageHeading('Bienvenue, Atelier Lumière')
    await events.click(tiles().getByRole('link', { name: /Produits exclusifs/ }))
    expect(await findPageHeading('Produits Exclusifs')).toBeVisible()
    expect(router.state.location.pathname).toBe('/espace-pro/produits-exclusifs')
    await events.click(screen.getByRole('link', { name: 'Retour à l’espace pro' }))
    expect(await findPageHeading('Bienvenue, Atelier Lumière')).toBeVisible()
    expect(router.state.location.pathname).toBe('/espace-pro')
  })
})

describe('greetingName', () => {
  it('is the name, trimmed, else « Professionnel »', () => {
    expect(greetingName(' Atelier Lumière ')).toBe('Atelier Lumière')
    expect(greetingName('')).toBe('Professionnel')
    expect(greetingName(undefined)).toBe('Professionnel')
  })
})
