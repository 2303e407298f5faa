import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { findPageHeading, getHeader, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import type { CartItem } from '@/lib/cart'
import { seed } from '@/testing/mocks/db'
import { serveCartAsStored } from '@/testing/cart-refresh'

const bracelet: CartItem = { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5, quantity: 2 }
const pendant: CartItem = { id: 'p2', name: 'Pendentif Labradorite', price: 120, quantity: 3 }

describe('storefront header', () => {
  it('has the logo, the social links, the main navigation and the footer links', async () => {
    renderApp('/')
    await findPageHeading('Accueil')
    const header = getHeader()

    expect(within(header).getByRole('link', { name: 'Éclat de Pierre — Accueil' })).toHaveAttribute('href', '/')
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      expect(within(header).getByRole('link', { name: network })).toBeInTheDocument()
    }

    const nav = within(header).getByRole('navigation', { name: 'Navigation principale' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['À propos', '/a-propos'],
      ['Catalogue', '/catalogue'],
      ['Les Pierres', '/tableaux-des-pierres'],
      ['Sur-mesure', '/sur-mesure'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ])
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page')

    expect(screen.getByRole('complementary', { name: 'Nos engagements' })).toHaveTextContent(
      /Livraison offerte.*Bijoux faits main en France.*Pierres naturelles sélectionnées.*Paiement sécurisé/,
    )

    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'CGV' })).toHaveAttribute('href', '/cgv')
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales')
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Éclat de Pierre`)).toBeInTheDocument()
  })

  it('offers a skip link to the content', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')
    await events.tab()
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus()
    await events.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})

describe('cart badge', () => {
  it('shows the total quantity stored in cartItems', async () => {
    serveCartAsStored([bracelet, pendant])
    renderApp('/', { cart: [bracelet, pendant] })
    const cartLink = await screen.findByRole('link', { name: 'Panier (5 articles)' })
    expect(cartLink).toHaveAttribute('href', '/cart')
    expect(within(cartLink).getByText('5')).toBeVisible()
  })

  it('says “1 article” for a single piece', async () => {
    serveCartAsStored([pendant])
    renderApp('/', { cart: [{ ...pendant, quantity: 1 }] })
    expect(await screen.findByRole('link', { name: 'Panier (1 article)' })).toHaveTextContent('1')
  })

  it('has no badge when the cart is empty', async () => {
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Panier (0 article)' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
  })

  it('counts only what can be bought: a deleted product and a corrupt quantity leave the badge when the app starts, not only on /cart', async () => {
    const record = { collectionId: 'products', collectionName: 'products', created: '', updated: '' }
    seed('products', [
      { ...record, id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 3, reserved: 0, slug: 'bracelet-amethyste', image: [] },
    ])
    const corrupt = [
      { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, quantity: 1_000_000_000 },
      { id: 'gone', name: 'Bague disparue', price: 25, quantity: 1_000_000_000 },
    ]
    const { events } = renderApp('/', { cart: corrupt })
    // Read within its bounds at once (99 a line), then refreshed from the server without opening the cart.
    expect(screen.queryByText('1000000000')).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Panier (3 articles)' })).toHaveTextContent('3')
    expect(
      await screen.findByText(
        /^Votre panier a été mis à jour : .*« Bague disparue » n’est plus disponible et a été retiré de votre panier\./,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1))

    // The cart lists what changed, once, though its own refresh then finds nothing new.
    await events.click(screen.getByRole('link', { name: 'Panier (3 articles)' }))
    expect(await screen.findByText('Votre panier a été mis à jour :')).toBeInTheDocument()
    expect(screen.getByText('Il ne reste que 3 exemplaires de « Bracelet Améthyste » : la quantité a été ajustée.')).toBeInTheDocument()
  })

  it('survives a corrupt cartItems value: empty cart, page still works, storage repaired', async () => {
    renderApp('/', { cart: '{"oops": [1, 2' })
    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Panier (0 article)' })).toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.getItem('cartItems')).toBe('[]'))
  })
})

describe('account link and logout', () => {
  it('leads an anonymous visitor to /login, with no logout button', async () => {
    renderApp('/')
    await findPageHeading('Accueil')
    expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument()
  })

  it.each([
    { who: 'a customer', makeUser: demoUsers.customer, href: '/account' },
    { who: 'a pro', makeUser: demoUsers.pro, href: '/account' },
    { who: 'an admin', makeUser: demoUsers.admin, href: '/dashboard' },
  ])('leads $who to $href', async ({ makeUser, href }) => {
    renderApp('/', { user: makeUser() })
    await findPageHeading('Accueil')
    await waitFor(() => expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', href))
    expect(within(getHeader()).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
  })

  it('logs out: session cleared, back home, link to /login, a message', async () => {
    const { events, router } = renderApp('/contact', { user: demoUsers.customer() })
    await findPageHeading('Contact')
    await events.click(await screen.findByRole('button', { name: 'Se déconnecter' }))

    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument()
    expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
    expect(window.localStorage.getItem('pocketbase_auth')).toBeNull()
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Vous êtes déconnecté. À bientôt !')
  })

  it('logs out from a guarded page to the home page, not to /login', async () => {
    const { events, router } = renderApp('/account', { user: demoUsers.customer() })
    await findPageHeading('Mon Compte')
    await events.click(within(getHeader()).getByRole('button', { name: 'Se déconnecter' }))

    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('search box', () => {
  it('sends the shopper to the catalogue with the text in ?q=', async () => {
    const { events, router } = renderApp('/')
    await findPageHeading('Accueil')
    const box = within(getHeader()).getByRole('searchbox', { name: 'Rechercher un produit' })
    expect(box).toHaveAttribute('placeholder', 'Rechercher un produit...')

    await events.type(box, 'quartz rose & co{Enter}')

    expect(await findPageHeading('Catalogue')).toBeVisible()
    expect(router.state.location.pathname).toBe('/catalogue')
    expect(router.state.location.search).toBe('?q=quartz%20rose%20%26%20co')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('quartz rose & co')
  })

  it('opens the whole catalogue for an empty search', async () => {
    const { events, router } = renderApp('/blog')
    await findPageHeading('Le Journal')
    await events.type(within(getHeader()).getByRole('searchbox', { name: 'Rechercher un produit' }), '   {Enter}')
    expect(await findPageHeading('Catalogue')).toBeVisible()
    expect(router.state.location.pathname).toBe('/catalogue')
    expect(router.state.location.search).toBe('')
  })
})

describe('mobile drawer', () => {
  it('opens a dialog with the navigation, the search and the account link', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')
    const opener = screen.getByRole('button', { name: 'Ouvrir le menu' })
    expect(opener).toHaveAttribute('aria-expanded', 'false')

    await events.click(opener)

    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(opener).toHaveAttribute('aria-expanded', 'true')
    // Focus moves in the effect after the dialog is painted: on a loaded machine, a tick after it appears.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus())
    expect(within(drawer).getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument()
    expect(within(drawer).getByRole('searchbox', { name: 'Rechercher un produit' })).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  })

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')
    const opener = screen.getByRole('button', { name: 'Ouvrir le menu' })
    await events.click(opener)
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes with its close button', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    await events.click(screen.getByRole('button', { name: 'Fermer le menu' }))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it('closes when a link is followed', async () => {
    const { events, router } = renderApp('/')
    await findPageHeading('Accueil')
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    await events.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Les Pierres' }))
    expect(await findPageHeading('Le Grimoire des Pierres')).toBeVisible()
    expect(router.state.location.pathname).toBe('/tableaux-des-pierres')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it('keeps keyboard focus inside while open', async () => {
    const { events } = renderApp('/')
    await findPageHeading('Accueil')
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await events.tab({ shift: true })
    expect(drawer).toContainElement(document.activeElement as HTMLElement)
    expect(within(drawer).getByRole('link', { name: 'Mon compte' })).toHaveFocus()
    await events.tab()
    expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus()
  })

  it('offers logout to a signed-in user, which closes the menu', async () => {
    const { events } = renderApp('/', { user: demoUsers.customer() })
    await findPageHeading('Accueil')
    await screen.findAllByRole('button', { name: 'Se déconnecter' })
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await events.click(within(drawer).getByRole('button', { name: 'Se déconnecter' }))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument()
  })
})
