import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORK_FAILURE } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { authToken, createUserRecord, DEMO_PASSWORD } from '@/testing/data-generators'
import { db, publicUser } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { PASSWORD_MISMATCH } from '../password-rules'
import { SETTINGS_TEXTS as T } from './settings-texts'

const pbError = (status: number, data: Record<string, unknown> = {}, message = 'Something went wrong.') =>
  HttpResponse.json({ status, message, data }, { status })

/** Records the JSON bodies sent to a PocketBase path; answers with `reply`. */
function capture(method: 'post' | 'patch', path: string, reply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return reply(body)
    }),
  )
  return bodies
}

const noContent = () => new HttpResponse(null, { status: 204 })

/** PATCH users/:id as PocketBase answers its owner: the saved record (without the password fields). */
function serveUserUpdate(reply?: (body: Record<string, unknown>) => Response | undefined) {
  return capture('patch', '/api/collections/users/records/:id', (body) => {
    const custom = reply?.(body)
    if (custom) return custom
    const fields = { ...body }
    for (const name of ['oldPassword', 'password', 'passwordConfirm']) delete fields[name]
    db.users = db.users.map((user) => (user.id === 'u1' ? { ...user, ...fields } : user))
    return HttpResponse.json(publicUser(db.users.find((user) => user.id === 'u1')!))
  })
}

let customer: UsersRecord

beforeEach(() => {
  customer = createUserRecord({ id: 'u1', email: 'cliente@bijoux.test', name: 'Camille Martin', verified: true })
  server.use(
    http.get('*/api/collections/orders/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
    ),
  )
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function openAccount(user = customer) {
  const rendered = renderApp('/account', { user })
  expect(await findPageHeading('Mon Compte')).toBeVisible()
  return rendered
}

const section = (name: string) => screen.getByRole('region', { name })

describe('verification banner', () => {
  it('shows while the address is unverified and sends the e-mail again', async () => {
    const bodies = capture('post', '/api/collections/users/request-verification', noContent)
    const { events } = await openAccount({ ...customer, verified: false })
    const banner = section('Confirmez votre adresse email')
    await events.click(within(banner).getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }))
    expect(await within(banner).findByText(T.verificationSent('cliente@bijoux.test'))).toBeVisible()
    expect(bodies).toEqual([{ email: 'cliente@bijoux.test' }])
  })

  it('is not shown once the address is verified', async () => {
    await openAccount()
    expect(screen.queryByRole('region', { name: 'Confirmez votre adresse email' })).toBeNull()
  })

  it('says when too many e-mails were asked for', async () => {
    capture('post', '/api/collections/users/request-verification', () => pbError(429))
    const { events } = await openAccount({ ...customer, verified: false })
    await events.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }))
    expect(await screen.findByText(T.tooManyRequests)).toBeVisible()
  })
})

describe('Mes informations: the name', () => {
  it('saves the new name, which the session then holds', async () => {
    const bodies = serveUserUpdate()
    const { events, router } = await openAccount()
    const profile = section('Mes informations')
    const name = within(profile).getByLabelText('Nom')
    expect(name).toHaveValue('Camille Martin')
    await events.clear(name)
    await events.type(name, 'Camille Durand')
    await events.click(within(profile).getByRole('button', { name: 'Enregistrer mon nom' }))
    expect(await within(profile).findByText(T.nameSaved)).toBeVisible()
    expect(bodies).toEqual([{ name: 'Camille Durand' }])
    expect((pb.authStore.record as unknown as UsersRecord).name).toBe('Camille Durand')
    // The form posts to the page itself: its address stays as it was.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account')
  })

  it('asks for a name rather than saving an empty one', async () => {
    const bodies = serveUserUpdate()
    const { events } = await openAccount()
    const name = within(section('Mes informations')).getByLabelText('Nom')
    await events.clear(name)
    await events.click(screen.getByRole('button', { name: 'Enregistrer mon nom' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Veuillez saisir votre nom.'))
    await waitFor(() => expect(name).toHaveFocus())
    expect(bodies).toEqual([])
  })
})

describe('Adresse e-mail', () => {
  it('asks PocketBase to mail the new address and says to click its link', async () => {
    const bodies = capture('post', '/api/collections/users/request-email-change', noContent)
    const { events } = await openAccount()
    const card = section('Adresse e-mail')
    await events.type(within(card).getByLabelText('Nouvelle adresse email'), 'nouvelle@bijoux.test')
    await events.click(within(card).getByRole('button', { name: 'Changer d’adresse' }))
    expect(await within(card).findByText(T.emailChangeSent('nouvelle@bijoux.test'))).toBeVisible()
    expect(bodies).toEqual([{ newEmail: 'nouvelle@bijoux.test' }])
    expect(within(card).getByLabelText('Nouvelle adresse email')).toHaveValue('')
  })

  it('refuses the current address without asking the server', async () => {
    const bodies = capture('post', '/api/collections/users/request-email-change', noContent)
    const { events } = await openAccount()
    const field = within(section('Adresse e-mail')).getByLabelText('Nouvelle adresse email')
    await events.type(field, 'Cliente@Bijoux.test')
    await events.click(screen.getByRole('button', { name: 'Changer d’adresse' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('C’est déjà l’adresse de votre compte.'))
    expect(bodies).toEqual([])
  })

  it('says an address taken by another account beside the field, and keeps it', async () => {
    capture('post', '/api/collections/users/request-email-change', () =>
      pbError(400, { newEmail: { code: 'validation_invalid_new_email', message: 'Invalid new email address.' } }),
    )
    const { events } = await openAccount()
    const field = within(section('Adresse e-mail')).getByLabelText('Nouvelle adresse email')
    await events.type(field, 'prise@bijoux.test')
    await events.click(screen.getByRole('button', { name: 'Changer d’adresse' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('Cette adresse e-mail est déjà utilisée par un autre compte.'))
    expect(field).toHaveValue('prise@bijoux.test')
  })
})

describe('Mot de passe', () => {
  async function changePassword(events: ReturnType<typeof renderApp>['events'], old: string, next: string, confirmation = next) {
    const card = section('Mot de passe')
    await events.type(within(card).getByLabelText('Mot de passe actuel'), old)
    await events.type(within(card).getByLabelText('Nouveau mot de passe'), next)
    await events.type(within(card).getByLabelText('Confirmation du nouveau mot de passe'), confirmation)
    await events.click(within(card).getByRole('button', { name: 'Changer le mot de passe' }))
    return card
  }

  it('changes it and opens a new session with it: the customer stays on the page', async () => {
    const updates = serveUserUpdate()
    const logins = capture('post', '/api/collections/users/auth-with-password', (body) =>
      HttpResponse.json({ token: authToken('u1'), record: { ...customer, email: body.identity } }),
    )
    const { events, router } = await openAccount()
    const card = await changePassword(events, DEMO_PASSWORD, 'un-nouveau-secret')
    expect(await within(card).findByText(T.passwordChanged)).toBeVisible()
    expect(updates).toEqual([{ oldPassword: DEMO_PASSWORD, password: 'un-nouveau-secret', passwordConfirm: 'un-nouveau-secret' }])
    expect(logins).toEqual([{ identity: 'cliente@bijoux.test', password: 'un-nouveau-secret' }])
    expect(within(card).getByLabelText('Mot de passe actuel')).toHaveValue('')
    expect(router.state.location.pathname).toBe('/account')
    expect(pb.authStore.isValid).toBe(true)
  })

  it('asks to log in again when the new session cannot be opened', async () => {
    serveUserUpdate()
    capture('post', '/api/collections/users/auth-with-password', () => pbError(429))
    const { events, router } = await openAccount()
    await changePassword(events, DEMO_PASSWORD, 'un-nouveau-secret')
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(pb.authStore.isValid).toBe(false)
  })

  it('refuses two different new passwords with the spec’s sentence, without asking the server', async () => {
    const updates = serveUserUpdate()
    const { events } = await openAccount()
    const card = await changePassword(events, DEMO_PASSWORD, 'un-nouveau-secret', 'un-autre-secret')
    await waitFor(() =>
      expect(within(card).getByLabelText('Confirmation du nouveau mot de passe')).toHaveAccessibleDescription(PASSWORD_MISMATCH),
    )
    expect(updates).toEqual([])
  })

  it('says a wrong current password beside it and keeps everything typed', async () => {
    serveUserUpdate(() =>
      pbError(400, { oldPassword: { code: 'validation_invalid_old_password', message: 'Missing or invalid old password.' } }),
    )
    const { events } = await openAccount()
    const card = await changePassword(events, 'pas-le-bon', 'un-nouveau-secret')
    const old = within(card).getByLabelText('Mot de passe actuel')
    await waitFor(() => expect(old).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'))
    await waitFor(() => expect(old).toHaveFocus())
    expect(old).toHaveValue('pas-le-bon')
    expect(within(card).getByLabelText('Nouveau mot de passe')).toHaveValue('un-nouveau-secret')
  })

  it('keeps everything typed when the server cannot be reached', async () => {
    server.use(http.patch('*/api/collections/users/records/:id', () => HttpResponse.error()))
    const { events } = await openAccount()
    const card = await changePassword(events, DEMO_PASSWORD, 'un-nouveau-secret')
    expect(await within(card).findByRole('alert')).toHaveTextContent(NETWORK_FAILURE)
    expect(within(card).getByLabelText('Confirmation du nouveau mot de passe')).toHaveValue('un-nouveau-secret')
  })

  it('shows a busy button while the change runs', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.patch('*/api/collections/users/records/:id', async () => {
        await gate
        return pbError(400, { oldPassword: { code: 'validation_invalid_old_password', message: 'x' } })
      }),
    )
    const { events } = await openAccount()
    const card = await changePassword(events, 'pas-le-bon', 'un-nouveau-secret')
    expect(await within(card).findByRole('button', { name: 'Enregistrement...' })).toBeDisabled()
    release()
    expect(await within(card).findByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled()
  })
})

describe('Supprimer mon compte', () => {
  it('explains what is deleted and what is kept', async () => {
    await openAccount()
    const card = section('Supprimer mon compte')
    expect(within(card).getByText(/votre compte, votre carnet d’adresses et vos informations personnelles/)).toBeVisible()
    expect(within(card).getByText(/durée légale de conservation des documents comptables \(10 ans\)/)).toBeVisible()
  })

  it('asks for the password before anything, without the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm')
    const bodies = capture('post', '/api/shop/account/delete', noContent)
    const { events } = await openAccount()
    const card = section('Supprimer mon compte')
    await events.click(within(card).getByRole('button', { name: 'Supprimer définitivement mon compte' }))
    await waitFor(() =>
      expect(within(card).getByLabelText('Mot de passe')).toHaveAccessibleDescription('Veuillez saisir votre mot de passe pour confirmer.'),
    )
    expect(confirm).not.toHaveBeenCalled()
    expect(bodies).toEqual([])
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const bodies = capture('post', '/api/shop/account/delete', noContent)
    const { events } = await openAccount()
    const card = section('Supprimer mon compte')
    await events.type(within(card).getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(within(card).getByRole('button', { name: 'Supprimer définitivement mon compte' }))
    expect(confirm).toHaveBeenCalledWith(T.deleteConfirm)
    expect(bodies).toEqual([])
    expect(within(card).getByLabelText('Mot de passe')).toHaveValue(DEMO_PASSWORD)
  })

  it('deletes after the confirmation, logs out, says so and goes home', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const bodies = capture('post', '/api/shop/account/delete', noContent)
    const { events, router } = await openAccount()
    const card = section('Supprimer mon compte')
    await events.type(within(card).getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(within(card).getByRole('button', { name: 'Supprimer définitivement mon compte' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText(T.deleted)).toBeVisible()
    expect(bodies).toEqual([{ password: DEMO_PASSWORD }])
    expect(pb.authStore.isValid).toBe(false)
  })

  it('shows the server’s French refusal beside the password (wrong password) and keeps it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    capture('post', '/api/shop/account/delete', () =>
      pbError(400, { password: { code: 'shop_password_invalid', message: 'Mot de passe incorrect.' } }, 'Mot de passe incorrect.'),
    )
    const { events, router } = await openAccount()
    const card = section('Supprimer mon compte')
    const field = within(card).getByLabelText('Mot de passe')
    await events.type(field, 'pas-le-bon')
    await events.click(within(card).getByRole('button', { name: 'Supprimer définitivement mon compte' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('Mot de passe incorrect.'))
    expect(field).toHaveValue('pas-le-bon')
    expect(router.state.location.pathname).toBe('/account')
  })

  it('tells an admin that a superuser removes admin accounts, without a form', async () => {
    await openAccount({ ...customer, role: 'admin' })
    const card = section('Supprimer mon compte')
    expect(within(card).getByText(T.adminCannotDelete)).toBeVisible()
    expect(within(card).queryByRole('button', { name: 'Supprimer définitivement mon compte' })).toBeNull()
  })

  it('shows the server’s sentence when it refuses (a role changed meanwhile)', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const refusal =
      'Un compte administrateur ne peut pas être supprimé depuis la boutique : un super-administrateur le supprime depuis la console PocketBase.'
    capture('post', '/api/shop/account/delete', () => pbError(403, {}, refusal))
    const { events } = await openAccount()
    const card = section('Supprimer mon compte')
    await events.type(within(card).getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(within(card).getByRole('button', { name: 'Supprimer définitivement mon compte' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal)
  })
})
