import { describe, expect, it } from 'vitest'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { findPageHeading, getHeader, renderApp, screen, waitFor, within } from '@/testing/test-utils'

// « Espace pro » in the header and in the phone menu, for pros and admins only (docs/adr/0054).
const whoSeesIt: Array<[string, () => UsersRecord]> = [
  ['a pro', demoUsers.pro],
  ['an admin', demoUsers.admin],
]
const whoDoesNot: Array<[string, (() => UsersRecord) | null]> = [
  ['a customer', demoUsers.customer],
  ['a visitor', null],
]

async function openMenu(events: ReturnType<typeof renderApp>['events']) {
  await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
  return await screen.findByRole('dialog', { name: 'Menu' })
}

describe('the « Espace pro » link', () => {
  it.each(whoSeesIt)('is in the header and the menu for %s, and leads to the pro area', async (_, makeUser) => {
    const { events, router } = renderApp('/', { user: makeUser() })
    await findPageHeading('Accueil')
    expect(within(getHeader()).getByRole('link', { name: 'Espace pro' })).toHaveAttribute('href', '/espace-pro')

    const menu = await openMenu(events)
    await events.click(within(menu).getByRole('link', { name: 'Espace pro' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-pro'))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it.each(whoDoesNot)('is nowhere for %s', async (_, makeUser) => {
    const { events } = renderApp('/', { user: makeUser ? makeUser() : null })
    await findPageHeading('Accueil')
    expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Espace pro' })).not.toBeInTheDocument()

    const menu = await openMenu(events)
    expect(within(menu).getByRole('link', { name: 'Mon compte' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Espace pro' })).not.toBeInTheDocument()
  })
})
