import { describe, expect, it } from 'vitest'
import { setSystemTheme } from '@/testing/match-media'
import { act, findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'

const html = document.documentElement

describe('theme', () => {
  it('starts from the saved theme', async () => {
    setSystemTheme('light')
    renderApp('/', { theme: 'dark' })
    await findPageHeading('Accueil')
    expect(html).toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Activer le thème clair' })).toBeInTheDocument()
  })

  it('lets a saved light theme win over a dark system', async () => {
    setSystemTheme('dark')
    renderApp('/', { theme: 'light' })
    await findPageHeading('Accueil')
    expect(html).not.toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Activer le thème sombre' })).toBeInTheDocument()
  })

  it('follows the system preference when nothing is saved', async () => {
    setSystemTheme('dark')
    renderApp('/')
    await findPageHeading('Accueil')
    expect(html).toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Activer le thème clair' })).toBeInTheDocument()
    expect(window.localStorage.getItem('theme')).toBeNull()
  })

  it('is light on a light system with nothing saved, and ignores a nonsense saved value', async () => {
    renderApp('/', { theme: 'violet' })
    await findPageHeading('Accueil')
    expect(html).not.toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Activer le thème sombre' })).toBeInTheDocument()
  })

  it('keeps following the system until the visitor chooses', async () => {
    renderApp('/')
    await findPageHeading('Accueil')
    await act(async () => setSystemTheme('dark'))
    // The class follows in an effect of the provider's next render.
    await waitFor(() => expect(html).toHaveClass('dark'))
  })

  it('toggles, saves the choice and sets the class on <html>', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')

    await events.click(screen.getByRole('button', { name: 'Activer le thème sombre' }))
    expect(html).toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')

    await events.click(screen.getByRole('button', { name: 'Activer le thème clair' }))
    expect(html).not.toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('light')
    expect(screen.getByRole('button', { name: 'Activer le thème sombre' })).toBeInTheDocument()
  })
})
