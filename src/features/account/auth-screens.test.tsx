import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { addUser, db } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

describe('login (/login)', () => {
  it('shows the form with its title, labels and a link to /signup', async () => {
    renderApp('/login')
    expect(await findPageHeading('Connexion')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Connexion — Éclat de Pierre'))
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup')
  })

  it('asks for the missing fields without calling the server', async () => {
    let calls = 0
    server.use(
      http.post('*/api/collections/users/auth-with-password', () => {
        calls += 1
        return HttpResponse.json({}, { status: 400 })
      }),
    )
    const { events } = renderApp('/login')
    await events.click(await screen.findByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Veuillez indiquer votre adresse email.'))
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Veuillez saisir votre mot de passe.')
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    expect(calls).toBe(0)
  })

  it('shows the spec’s failure text and keeps what was typed', async () => {
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    const { events, router } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), 'client@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'mauvais-mot-de-passe')
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la connexion. Vérifiez vos identifiants.')
    expect(screen.getByLabelText('Email')).toHaveValue('client@bijoux.test')
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mauvais-mot-de-passe')
    // The button was disabled while busy: the focus comes back to it, for keyboard users.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveFocus())
    expect(router.state.location.pathname).toBe('/login')
  })

  it('says the server cannot be reached, not that the credentials are wrong, when PocketBase is down', async () => {
    server.use(http.post('*/api/collections/users/auth-with-password', () => HttpResponse.error()))
    const { events } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), 'client@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.')
    expect(alert).not.toHaveTextContent('Vérifiez vos identifiants')
  })

  it('shows a busy button while the server answers, then goes to /account', async () => {
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/collections/users/auth-with-password', async () => {
        await gate
        return undefined // fall through to the default handler
      }),
    )
    const { events, router } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), 'client@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('button', { name: 'Connexion en cours...' })).toBeDisabled()
    release()
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(router.state.location.pathname).toBe('/account')
  })

  it('goes back to the page a guard protected', async () => {
    const pro = demoUsers.pro()
    addUser(pro, DEMO_PASSWORD)
    const { events, router } = renderApp('/espace-pro/commande-rapide')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await events.type(await screen.findByLabelText('Email'), 'pro@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-pro/commande-rapide'))
  })

  it('tells a customer sent here by the pro area that this account has no access', async () => {
    const { router } = renderApp('/espace-pro', { user: demoUsers.customer() })
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByText('Votre compte n’a pas accès à cette page. Connectez-vous avec un autre compte pour continuer.')).toBeVisible()
  })

  it('sends a signed-in user to /account', async () => {
    const { router } = renderApp('/login', { user: demoUsers.customer() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(router.state.location.pathname).toBe('/account')
  })
})

describe('signup (/signup)', () => {
  it('shows the form, the password rule and a link to /login', async () => {
    renderApp('/signup')
    expect(await findPageHeading('Inscription')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Inscription — Éclat de Pierre'))
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8 caractères.')
    expect(screen.getByLabelText('Confirmation du mot de passe')).toBeRequired()
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  })

  it('refuses different passwords with the spec’s text, and a short one', async () => {
    const { events } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'court')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'autre')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        'Au moins 8 caractères. Le mot de passe doit contenir au moins 8 caractères.',
      ),
    )
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.')
    expect(db.users).toHaveLength(0)
  })

  it('refuses a password longer than PocketBase accepts', async () => {
    const { events } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'a'.repeat(72))
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'a'.repeat(72))
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        'Au moins 8 caractères. Le mot de passe doit contenir au plus 71 caractères.',
      ),
    )
    expect(db.users).toHaveLength(0)
  })

  it('asks for every missing field', async () => {
    const { events } = renderApp('/signup')
    await events.click(await screen.findByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Veuillez indiquer votre adresse email.'))
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8 caractères. Veuillez choisir un mot de passe.')
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription('Veuillez confirmer votre mot de passe.')
  })

  it('shows the spec’s failure text for a used email and keeps what was typed', async () => {
    addUser(demoUsers.customer(), DEMO_PASSWORD)
    const { events } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'client@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'un-long-secret')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'un-long-secret')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Échec de l'inscription. Cet email est peut-être déjà utilisé.")
    expect(screen.getByLabelText('Email')).toHaveValue('client@bijoux.test')
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('un-long-secret')
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveValue('un-long-secret')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus())
  })

  it('creates the account without a role, logs in and shows the account', async () => {
    const bodies: Array<Record<string, unknown>> = []
    server.use(
      http.post('*/api/collections/users/records', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>)
        return undefined
      }),
    )
    const { events, router } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'un-long-secret')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'un-long-secret')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(router.state.location.pathname).toBe('/account')
    expect(within(screen.getByRole('region', { name: 'Mes informations' })).getByText('nouvelle@bijoux.test')).toBeVisible()
    expect(pb.authStore.isValid).toBe(true)
    expect(bodies).toEqual([{ email: 'nouvelle@bijoux.test', password: 'un-long-secret', passwordConfirm: 'un-long-secret' }])
  })

  it('sends a signed-in user to /account', async () => {
    const { router } = renderApp('/signup', { user: demoUsers.customer() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
  })
})
