import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'

// /account leads pros and admins to the pro area (docs/adr/0054).
describe('/account: « Accéder à l’espace pro »', () => {
  it('is offered to a pro and leads to the pro area', async () => {
    const { events, router } = renderApp('/account', { user: demoUsers.pro() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Espace pro' })).toBeVisible()
    await events.click(screen.getByRole('link', { name: 'Accéder à l’espace pro' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-pro'))
  })

  it('is offered to an admin', async () => {
    renderApp('/account', { user: demoUsers.admin() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Accéder à l’espace pro' })).toHaveAttribute('href', '/espace-pro')
  })

  it('is not shown to a customer', async () => {
    renderApp('/account', { user: demoUsers.customer() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Accéder à l’espace pro' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Espace pro' })).not.toBeInTheDocument()
  })
})
