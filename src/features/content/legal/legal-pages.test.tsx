import { describe, expect, it } from 'vitest'
import { COUNTRIES } from '@/lib/address'
import { createShopIdentity } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

const LEGAL_PAGES = [
  ['/cgv', 'Conditions générales de vente'],
  ['/mentions-legales', 'Mentions légales'],
  ['/politique-confidentialite', 'Politique de confidentialité'],
] as const

/** Everything the page shows, its links' addresses too. */
function pageText(): string {
  const main = document.body
  const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
  return `${main.textContent ?? ''} ${hrefs.join(' ')}`
}

describe('legal pages', { timeout: 15_000 }, () => {
  it.each([
    [
      'CGV',
      '/cgv',
      'Conditions générales de vente',
      'CGV — Éclat de Pierre',
      ['Droit de rétractation', 'Garanties légales', 'Paiement', 'Réclamations et médiation'],
    ],
    [
      'Mentions légales',
      '/mentions-legales',
      'Mentions légales',
      'Mentions légales — Éclat de Pierre',
      ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle'],
    ],
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

  it('states the 14-day withdrawal right and its custom-made exception', async () => {
    seed('shop_identity', [createShopIdentity()])
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    expect(screen.getByText(/ne s’applique pas aux bijoux confectionnés selon les spécifications du client/)).toBeVisible()
  })

  it.each(LEGAL_PAGES)('%s quotes the shop’s identity from its record and says it is fictional', async (path, heading) => {
    seed('shop_identity', [createShopIdentity()])
    renderApp(path)
    await findPageHeading(heading)
    const note = screen.getByRole('note', { name: 'Identité fictive de démonstration' })
    expect(note).toHaveTextContent(/inventés et ne désignent aucune entreprise réelle/)
    expect(pageText()).toContain('Atelier Éclat de Pierre (entreprise fictive)')
    expect(pageText()).toMatch(/SIRET 000 000 000 00000/)
    expect(pageText()).not.toContain('[')
  })

  it.each(LEGAL_PAGES)('%s shows no placeholder and no empty mention when the identity is blank', async (path, heading) => {
    seed('shop_identity', [
      createShopIdentity({
        legal_name: '',
        legal_form: '',
        siren: '',
        siret: '',
        registration: '',
        vat_exempt: false,
        host_name: '',
        data_host_name: '',
        mediator_name: '',
        mediator_url: '',
        publication_director: '',
        address_line1: '',
        postal_code: '',
        city: '',
        fictional: false,
      }),
    ])
    renderApp(path)
    await findPageHeading(heading)
    const text = pageText()
    expect(text).not.toContain('[')
    expect(text).not.toMatch(/SIRET\s*[,.(–)]|SIREN\s*[,.(–)]|: ,|:\s*$|\(\)|, ,/m)
    expect(screen.queryByRole('note', { name: 'Identité fictive de démonstration' })).toBeNull()
  })

  it('carries the model withdrawal form (annexe à l’article R. 221-1) word for word, addressed to the shop from its identity', async () => {
    seed('shop_identity', [createShopIdentity({ email: 'retours@atelier.example' })])
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    const section = screen.getByRole('region', { name: /^\d+\. Formulaire de rétractation$/ })
    expect(section).toHaveAttribute('id', 'formulaire-retractation')
    const form = within(section).getByRole('figure', { name: 'Modèle de formulaire de rétractation' })
    const text = (form.textContent ?? '').replace(/\s+/g, ' ')
    const model = [
      '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
      'À l’attention de Atelier Éclat de Pierre (entreprise fictive), 12 rue des Lapidaires, 69001 Lyon, retours@atelier.example :',
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
      'Commandé le (*)/reçu le (*) :',
      'Nom du (des) consommateur(s) :',
      'Adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
      'Date :',
      '(*) Rayez la mention inutile.',
    ]
    let from = 0
    for (const sentence of model) {
      const at = text.indexOf(sentence, from)
      expect(at, sentence).toBeGreaterThan(-1)
      from = at + sentence.length
    }
    expect(within(form).getByRole('link', { name: 'retours@atelier.example' })).toHaveAttribute('href', 'mailto:retours@atelier.example')
    // The withdrawal section points to it.
    const withdrawal = screen.getByRole('region', { name: /Droit de rétractation/ })
    expect(within(withdrawal).getByRole('link', { name: 'modèle de formulaire de rétractation' })).toHaveAttribute(
      'href',
      '#formulaire-retractation',
    )
  })

  it('the model form is never addressed to no one: without an identity, the footer’s address and e-mail', async () => {
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    const form = screen.getByRole('figure', { name: 'Modèle de formulaire de rétractation' })
    expect((form.textContent ?? '').replace(/\s+/g, ' ')).toContain(
      'À l’attention de Éclat de Pierre, 12 rue des Lapidaires, 69001 Lyon, bonjour@eclat-de-pierre.fr :',
    )
  })

  it('states the delivery zones the checkout accepts, from the address rules’ own list of countries', async () => {
    seed('shop_identity', [createShopIdentity()])
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    const delivery = within(screen.getByRole('region', { name: /^\d+\. Livraison$/ }))
    const zones = new Intl.ListFormat('fr', { type: 'conjunction' }).format(COUNTRIES.map((country) => country.label))
    expect(zones).toBe('France, Monaco, Belgique et Luxembourg')
    expect(delivery.getByText(/^Zones de livraison :/).closest('p')).toHaveTextContent(`Zones de livraison : ${zones}.`)
    // No promise narrower than what the checkout delivers to.
    expect(pageText()).not.toContain('France métropolitaine')
  })

  it('names the consumer mediator with a link to its site, and no longer the closed EU dispute platform', async () => {
    seed('shop_identity', [createShopIdentity()])
    renderApp('/cgv')
    await findPageHeading('Conditions générales de vente')
    const mediation = within(screen.getByRole('region', { name: /Réclamations et médiation/ }))
    expect(mediation.getByRole('link', { name: 'Médiateur fictif de la consommation' })).toHaveAttribute(
      'href',
      'https://mediateur.example',
    )
    expect(pageText()).not.toMatch(/ec\.europa\.eu\/consumers\/odr|règlement en ligne des litiges/)
  })

  it('the legal notice names both hosts with their address and phone, and the publication director', async () => {
    seed('shop_identity', [createShopIdentity()])
    renderApp('/mentions-legales')
    await findPageHeading('Mentions légales')
    const hosting = within(screen.getByRole('region', { name: /Hébergement/ }))
    expect(
      hosting.getByText(
        /Site \(fichiers de l’application\) : Hébergeur Statique Fictif, 1 place de l’Exemple, 69000 Lyon, tél\. 01 00 00 00 00/,
      ),
    ).toBeVisible()
    expect(hosting.getByText(/serveur PocketBase\) : Hébergeur de Données Fictif/)).toBeVisible()
    expect(screen.getByText('Directeur de la publication : Camille Exemple')).toBeVisible()
  })

  it('opens on the withdrawal section the order e-mail links to (/cgv#retractation)', async () => {
    const scrolled: string[] = []
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    try {
      seed('shop_identity', [createShopIdentity()])
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

  it('says what the audience measurement counts and keeps, and that it stores nothing in the browser (docs/adr/0123)', async () => {
    renderApp('/politique-confidentialite')
    await findPageHeading('Politique de confidentialité')
    const audience = within(screen.getByRole('region', { name: /Mesure d’audience/ }))
    expect(audience.getByText(/l’adresse de la page, sans ses paramètres/)).toBeVisible()
    expect(audience.getByText(/réduit à son nom/)).toBeVisible()
    expect(audience.getByText(/mobile, tablette ou ordinateur/)).toBeVisible()
    expect(audience.getByText(/aucun cookie, aucun identifiant/)).toBeVisible()
    expect(audience.getByText(/conservées 13 mois ; au-delà, il n’en reste que des totaux/)).toBeVisible()
    expect(audience.getByText(/« Do Not Track » ou « Global Privacy Control »/)).toBeVisible()
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
