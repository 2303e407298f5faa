import { describe, expect, it } from 'vitest'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'

describe('about page', () => {
  it('tells the story, the mission and the three values', async () => {
    renderApp('/a-propos')
    expect(await findPageHeading('Notre Histoire, Votre Harmonie')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Vous accompagner vers l’équilibre' })).toBeVisible()
    for (const value of ['Authenticité', 'Passion', 'Respect']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await waitFor(() => expect(document.title).toBe('À propos — Éclat de Pierre'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/authenticité, passion et respect/)
  })
})
