import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import { RouteError } from './routes/route-error'
import { findPageHeading, render, renderApp, screen, waitFor, within } from '@/testing/test-utils'

describe('routes', () => {
  it.each([['/checkout', 'Finaliser ma commande', 'Paiement — Éclat de Pierre']])(
    '%s shows “%s” in the storefront layout',
    async (path, heading, title) => {
      renderApp(path)
      expect(await findPageHeading(heading)).toBeVisible()
      await waitFor(() => expect(document.title).toBe(title))
      expect(screen.getByRole('banner')).toBeInTheDocument()
      expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    },
  )

  it('shows a French 404 page for an unknown address, with a way home', async () => {
    const { events, router } = renderApp('/bijoux/introuvable')
    expect(await findPageHeading('Page introuvable')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Page introuvable — Éclat de Pierre'))
    const home = within(screen.getByRole('main')).getByRole('link', { name: 'Retour à l’accueil' })
    await events.click(home)
    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })

  it('treats unknown pro and admin sub-pages as 404 without asking who you are', async () => {
    renderApp('/dashboard/inconnu')
    expect(await findPageHeading('Page introuvable')).toBeVisible()
  })
})

describe('route error element', () => {
  it('explains in French when a screen fails, instead of a blank page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw new Error('boom')
          },
          Component: () => null,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/'] },
    )
    expectConsoleError('Error: boom')
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    expect(await findPageHeading('Une erreur est survenue')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Quelque chose s’est mal passé. Veuillez réessayer dans un instant.')
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })

  it.each([
    'Failed to fetch dynamically imported module: https://shop.test/assets/a1.js',
    'error loading dynamically imported module: https://shop.test/assets/a1.js',
    'Importing a module script failed.',
  ])('says a new version is out when a screen’s code cannot be fetched (%s)', async (message) => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: () => Promise.reject(new TypeError(message)),
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/'] },
    )
    expectConsoleError(message)
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    expect(await findPageHeading('Une nouvelle version est disponible')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette page n’a pas pu être chargée. Rechargez-la pour obtenir la dernière version du site.',
    )
  })
})
