import { describe, expect, it } from 'vitest'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { addUser } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'

// Where the login form leads (docs/adr/0054): one's own space, unless a guard sent one to /login.
async function logIn(events: ReturnType<typeof renderApp>['events'], user: UsersRecord) {
  await events.type(await screen.findByLabelText('Email'), String(user.email))
  await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
  await events.click(screen.getByRole('button', { name: 'Se connecter' }))
}

describe('after the login form', () => {
  it('a pro lands on the pro area', async () => {
    const pro = demoUsers.pro()
    addUser(pro, DEMO_PASSWORD)
    const { events, router } = renderApp('/login')
    await logIn(events, pro)
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-pro'))
  })

  it('an admin lands on the dashboard', async () => {
    const admin = demoUsers.admin()
    addUser(admin, DEMO_PASSWORD)
    const { events, router } = renderApp('/login')
    await logIn(events, admin)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('a customer lands on the account', async () => {
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    const { events, router } = renderApp('/login')
    await logIn(events, customer)
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(router.state.location.pathname).toBe('/account')
  })

  it('a pro sent to /login by a guarded page goes back to that page, not to the pro area', async () => {
    const pro = demoUsers.pro()
    addUser(pro, DEMO_PASSWORD)
    const { events, router } = renderApp('/account')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await logIn(events, pro)
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(router.state.location.pathname).toBe('/account')
  })

  it('a pro already signed in who opens /login is taken to the pro area', async () => {
    const { router } = renderApp('/login', { user: demoUsers.pro() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-pro'))
  })
})
