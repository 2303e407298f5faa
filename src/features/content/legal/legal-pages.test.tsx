import { describe, expect, it } from 'vitest'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

describe('legal pages', { timeout: 15_000 }, () => {
  it.each([
    ['CGV', '/cgv', 'Conditions générales de vente', 'CGV — Éclat de Pierre', ['Droit de rétractation', 'Garanties légales', 'Paiement', 'Réclamations et médiation']],
    ['Mentions légales', '/mentions-legales', 'Mentions légales', 'Mentions légales — Éclat de Pierre', ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle']],
    [
      'Politique de confidentialité',
      '/politique-confidentialite',
      'Politique de confidentialité',
      'Politique de confidentialité — Éclat de Pierre',
      ['Données collectées', 'Vos droits', 'Cookies et stockage local'],
    ],
  ])('the footer link “%s” opens %s with its sections', async (link, path, heading, title, sections) => {
    const { events, router } = renderApp('/a-propos')
    await findPageHeading('Notre Histoire, Votre Harmonie')
    await events.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: link }))
    expect(await findPageHeading(heading)).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toBe(path))
    for (const section of sections) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible()
    }
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('states the 14-day withdrawal right and its custom-made exception, and shows placeholders for identifiers', async () => {
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    expect(screen.getByText(/ne s’applique pas aux bijoux confectionnés selon les spécifications du client/)).toBeVisible()
    expect(screen.getAllByText(/\[SIRET\]/).length).toBeGreaterThan(0)
  })

  it('opens on the withdrawal section the order e-mail links to (/cgv#retractation)', async () => {
    const scrolled: string[] = []
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    try {
      renderApp('/cgv#retractation')
      await findPageHeading('Conditions générales de vente')
      const section = screen.getByRole('region', { name: /Droit de rétractation/ })
      expect(section).toHaveAttribute('id', 'retractation')
      await waitFor(() => expect(scrolled).toContain('retractation'))
      expect(new Set(scrolled)).toEqual(new Set(['retractation']))
      expect(within(section).getByText('14 jours')).toBeVisible()
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView
    }
  })

  it('lists the only things stored in the browser: session, cart, theme', async () => {
    renderApp('/politique-confidentialite')
    await findPageHeading('Politique de confidentialité')
    const storage = within(screen.getByRole('region', { name: /Cookies et stockage local/ }))
    expect(storage.getByText(/votre session de connexion/)).toBeVisible()
    expect(storage.getByText(/le contenu de votre panier/)).toBeVisible()
    expect(storage.getByText(/votre choix de thème/)).toBeVisible()
  })
})
