// The back-office on a 390 px phone (docs/adr/0093): every admin page, the order's page and its
// refund over the orders' list included, fits the screen (nothing wider than the viewport, no box
// that scrolls sideways), and every list is a list of cards whose first card shows its main action
// in full. Self-contained: one paid order with long texts is created through the superuser API and
// deleted at the end.
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

const PHONE_390 = { width: 390, height: 844 } as const

interface AdminScreen {
  path: (order: string, fixtures: Fixtures) => string
  /** The list's name (its caption) and its cards' main action, where the list is sure to have rows. */
  cards?: { list: string; action: RegExp; tablesInside?: boolean }
  /** A dialog drawn over the list (the order's page, its refund). */
  dialog?: string
  /** One-handed: this action is in view in the lower half of the screen as the page opens. */
  thumb?: (order: string) => { name: string; role: 'button' | 'link' }
}

const EDIT = /^Modifier /
const SCREENS: Record<string, AdminScreen> = {
  'tableau de bord': { path: () => '/dashboard' },
  commandes: { path: () => '/dashboard/orders', cards: { list: 'Commandes', action: /^Voir la commande n° / } },
  'page d’une commande': {
    path: (order) => `/dashboard/orders/${order}`,
    dialog: 'Détails de la commande',
    thumb: (order) => ({ name: `Marquer comme expédiée la commande n° ${order.slice(0, 8)}`, role: 'button' }),
  },
  'remboursement d’une commande': { path: (order) => `/dashboard/orders/${order}/rembourser`, dialog: 'Rembourser la commande' },
  'à préparer': {
    path: () => '/dashboard/orders/a-preparer',
    // Blocks, each with a small table of its articles.
    cards: { list: 'Commandes à préparer', action: /^Voir la commande n° /, tablesInside: true },
  },
  rétractations: { path: () => '/dashboard/retractations' },
  'remboursement d’une rétractation': { path: (order) => `/dashboard/retractations/${order}/rembourser` },
  'export comptable': { path: () => '/dashboard/export' },
  produits: { path: () => '/dashboard/products', cards: { list: 'Liste des produits', action: EDIT } },
  'historique du stock': { path: (_order, fixtures) => `/dashboard/products/${fixtures.catalogue.regular.id}/stock` },
  // A product's sizes (docs/adr/0108).
  'tailles d’un produit': { path: (_order, fixtures) => `/dashboard/products/${fixtures.catalogue.regular.id}/sizes` },
  catégories: { path: () => '/dashboard/categories', cards: { list: 'Liste des catégories', action: EDIT } },
  pierres: { path: () => '/dashboard/stones', cards: { list: 'Liste des pierres', action: EDIT } },
  matériaux: { path: () => '/dashboard/materials', cards: { list: 'Liste des matériaux', action: EDIT } },
  couleurs: { path: () => '/dashboard/colors', cards: { list: 'Liste des couleurs', action: EDIT } },
  propriétés: { path: () => '/dashboard/stone-properties', cards: { list: 'Liste des propriétés des pierres', action: EDIT } },
  chakras: { path: () => '/dashboard/chakras', cards: { list: 'Liste des chakras', action: EDIT } },
  signes: { path: () => '/dashboard/astrological-signs', cards: { list: 'Liste des signes astrologiques', action: EDIT } },
  articles: { path: () => '/dashboard/articles', cards: { list: 'Liste des articles', action: EDIT } },
  utilisateurs: { path: () => '/dashboard/users', cards: { list: 'Utilisateurs', action: /^Voir / } },
  'fiche client': { path: (_order, fixtures) => `/dashboard/users/${fixtures.users.find((user) => user.kind === 'customer')!.id}` },
  'demandes sur-mesure': { path: () => '/dashboard/requests' },
  messages: { path: () => '/dashboard/messages' },
  'e-mails': { path: () => '/dashboard/emails' },
  avoirs: { path: () => '/dashboard/avoirs' },
  'identité légale': { path: () => '/dashboard/identite' },
  // The shop's health (docs/adr/0141): long sentences and error texts wrap.
  'santé de la boutique': { path: () => '/dashboard/sante' },
}

/**
 * What is wider than the screen: the page's width, and each visible box that scrolls sideways or
 * element that pokes out of the screen (named for the failure's message).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')} « ${(element.textContent ?? '').trim().slice(0, 40)} »`
    const offenders: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden') continue
      const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
      if (scrolls) offenders.push(`scrolls sideways: ${name(element)}`)
      else if (box.right > width + 1 && style.position !== 'fixed') {
        // Only the outermost element that pokes out (its children come with it).
        const parent = element.parentElement?.getBoundingClientRect()
        if (!parent || parent.right <= width + 1) offenders.push(`${Math.round(box.right)} px: ${name(element)}`)
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) }
  })
}

test.describe('l’administration sur un téléphone de 390 px', () => {
  let order = ''
  let token = ''

  test.beforeEach(async ({ request, fixtures }) => {
    const product = fixtures.catalogue.regular
    token = await superuserToken(fixtures)
    // Long texts, as real orders have: a long name, a long e-mail, a company.
    const address = {
      full_name: 'Marie-Amandine de La Tour-Montesquieu',
      company: 'Atelier des Pierres Précieuses et Minéraux',
      line1: '128 boulevard du Maréchal-de-Lattre-de-Tassigny',
      line2: 'Résidence Les Améthystes, bâtiment C',
      postal_code: '69003',
      city: 'Villefranche-sur-Saône',
      country: 'FR',
      phone: '06 12 34 56 78',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
    }
    const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      headers: { Authorization: token },
      data: {
        items: [{ id: product.id, name: product.name, quantity: 2, price: product.price }],
        products: [product.id],
        total: product.price * 2,
        status: 'paid',
        email: 'marie-amandine.delatour-montesquieu@atelier-des-pierres-precieuses.fr',
        customer_name: address.full_name,
        shipping_address: address,
        billing_address: address,
        payment_mode: 'demo',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    order = ((await created.json()) as { id: string }).id
  })

  test.afterEach(async ({ request, fixtures }) => {
    if (order)
      await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order}`, { headers: { Authorization: token } })
  })

  for (const [label, screen] of Object.entries(SCREENS)) {
    test(`${label} : tient dans l’écran${screen.cards ? ', en cartes' : ''}`, async ({ page, fixtures, loginAs, saveScreenshot }) => {
      await page.setViewportSize(PHONE_390)
      await loginAs('admin')
      await page.goto(screen.path(order, fixtures))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Chargement...')).toHaveCount(0)
      if (screen.dialog) await expect(page.getByRole('dialog', { name: screen.dialog })).toBeVisible()

      if (screen.thumb) {
        const { name, role } = screen.thumb(order)
        const action = page.getByRole('dialog').getByRole(role, { name })
        await expect(action).toBeInViewport({ ratio: 1 })
        const box = (await action.boundingBox())!
        expect(box.y, 'in the lower half of the screen').toBeGreaterThanOrEqual(PHONE_390.height / 2)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }

      if (screen.cards) {
        // A list of cards named like the table, no table; the first card's main action in full view.
        // The orders to prepare are a numbered list of blocks (no table ever), unnamed.
        const list = screen.cards.list
          ? page.getByRole('list', { name: screen.cards.list })
          : page.getByRole('main').getByRole('list').last()
        await expect(list.getByRole('listitem').first()).toBeVisible()
        if (!screen.cards.tablesInside) await expect(page.getByRole('table')).toHaveCount(0)
        const action = list
          .getByRole('listitem')
          .first()
          .getByRole('button', { name: screen.cards.action })
          .or(list.getByRole('listitem').first().getByRole('link', { name: screen.cards.action }))
        // Scrolled down to (a form may come first), it is whole: nothing to scroll sideways for.
        await action.first().scrollIntoViewIfNeeded()
        await expect(action.first()).toBeInViewport({ ratio: 1 })
        const box = await action.first().boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_390.width)
        // A thumb's size (docs/adr/0093).
        expect(box!.height).toBeGreaterThanOrEqual(44)
      }

      await saveScreenshot(`admin-390-${label.replace(/[^\p{L}]+/gu, '-')}`)
      const measured = await overflow(page)
      expect(measured.offenders, 'what is wider than the screen').toEqual([])
      expect(measured.scrollWidth).toBeLessThanOrEqual(PHONE_390.width)
    })
  }

  // Several orders at once (docs/adr/0095): found by a tracking number, three selected, their slips
  // printed as one PDF, then shipped in one go; the bar and the dialog fit the screen.
  test('trouver une commande par son numéro de suivi, imprimer et expédier trois commandes d’un coup, noter l’une d’elles', async ({
    page,
    request,
    fixtures,
    loginAs,
  }) => {
    const product = fixtures.catalogue.regular
    const marker = `Lot${Date.now().toString(36)}`
    const create = async (data: Record<string, unknown>) => {
      const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
        headers: { Authorization: token },
        data: {
          items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
          products: [product.id],
          total: product.price,
          status: 'paid',
          email: `${marker.toLowerCase()}@exemple.fr`,
          payment_mode: 'demo',
          ...data,
        },
      })
      expect(created.ok(), await created.text()).toBe(true)
      return ((await created.json()) as { id: string }).id
    }
    const tracking = `SUIVI${marker.slice(3).toUpperCase()}FR`
    const shipped = await create({
      customer_name: 'Déjà Partie',
      email: 'deja.partie@exemple.fr',
      status: 'shipped',
      carrier: 'Colissimo',
      tracking_number: tracking,
    })
    const ids = [
      await create({ customer_name: `${marker} Anne` }),
      await create({ customer_name: `${marker} Bea` }),
      await create({ customer_name: `${marker} Cléo` }),
    ]
    try {
      await page.setViewportSize(PHONE_390)
      await loginAs('admin')
      await page.goto('/dashboard/orders')
      const search = page.getByRole('searchbox', { name: 'Rechercher une commande' })
      await search.fill(tracking.toLowerCase())
      const cards = page.getByRole('list', { name: 'Commandes' }).getByRole('listitem')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toContainText(`n° ${shipped.slice(0, 8)}`)

      await search.fill(marker)
      await expect(cards).toHaveCount(3)
      await page.getByRole('checkbox', { name: 'Sélectionner toute la page' }).check()
      const bar = page.getByRole('region', { name: 'Commandes sélectionnées' })
      await expect(bar.getByRole('status')).toHaveText('3 sélectionnées')
      expect((await overflow(page)).offenders, 'what is wider than the screen').toEqual([])

      // Their packing slips, one PDF: a page per order.
      const downloading = page.waitForEvent('download')
      await bar.getByRole('button', { name: 'Bordereaux (PDF)' }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe('bons-de-livraison-3-commandes.pdf')
      const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' })
      const pages = text.split('\f').filter((one) => one.trim() !== '')
      expect(pages).toHaveLength(3)
      for (const id of ids) expect(text).toContain(`n° ${id.slice(0, 8)}`)

      await bar.getByRole('button', { name: 'Expédier' }).click()
      const dialog = page.getByRole('dialog', { name: 'Expédier 3 commandes' })
      await dialog.getByRole('combobox', { name: /Transporteur/ }).selectOption('colissimo')
      for (const [index, id] of ids.entries()) {
        await dialog.getByRole('textbox', { name: new RegExp(`Commande n° ${id.slice(0, 8)}`) }).fill(`6A${marker.toUpperCase()}${index}`)
      }
      expect((await overflow(page)).offenders, 'what is wider than the screen').toEqual([])
      await dialog.getByRole('button', { name: 'Expédier les 3 commandes' }).click()
      await expect(dialog.getByText('3 commandes expédiées : les clients sont prévenus par e-mail.')).toBeVisible()
      await dialog.getByRole('button', { name: 'Fermer' }).last().click()
      await expect(bar).toHaveCount(0)
      await expect(cards.filter({ hasText: 'Expédiée' })).toHaveCount(3)

      // A note on one of them (docs/adr/0097): dated, signed, kept for the shop only.
      await page.getByRole('button', { name: new RegExp(`Voir la commande .*${ids[0]!.slice(0, 8)}`) }).click()
      await page.getByRole('textbox', { name: 'Nouvelle note' }).fill('Client prévenu : colis parti au marché de samedi.')
      await page.getByRole('button', { name: 'Ajouter la note' }).click()
      const notes = page.getByRole('list', { name: 'Notes internes' }).getByRole('listitem')
      await expect(notes).toHaveCount(1)
      await expect(notes.first()).toContainText('Client prévenu : colis parti au marché de samedi.')
      await expect(page.getByRole('textbox', { name: 'Nouvelle note' })).toHaveValue('')
      expect((await overflow(page)).offenders, 'what is wider than the screen').toEqual([])
    } finally {
      for (const id of [shipped, ...ids])
        await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${id}`, { headers: { Authorization: token } })
    }
  })

  test('la barre latérale range les écrans en groupes, les listes de référence sous une entrée', async ({ page, loginAs }) => {
    await page.setViewportSize(PHONE_390)
    await loginAs('admin')
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Sections' }).click()
    const nav = page.getByRole('navigation', { name: 'Administration' })
    for (const group of ['Ventes', 'Catalogue', 'Clients', 'Contenu', 'Boutique'])
      await expect(nav.getByRole('list', { name: group })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Matériaux' })).toBeHidden()
    await nav.getByRole('button', { name: 'Listes de référence' }).click()
    await nav.getByRole('link', { name: 'Matériaux' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Matériaux' })).toBeVisible()
    // On a list's page, its entry is open.
    await page.getByRole('button', { name: 'Sections' }).click()
    await expect(nav.getByRole('button', { name: 'Listes de référence' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Matériaux' })).toHaveAttribute('aria-current', 'page')
  })
})
