import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORK_FAILURE } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import { createUserRecord } from '@/testing/data-generators'
import { db } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'
import { PASSWORD_MISMATCH } from '../password-rules'
import { EMAIL_CHANGE_LINK_EXPIRED } from './confirm-email-route'
import { RESET_LINK_SENT } from './forgot-password-route'
import { TOO_MANY_MAIL_REQUESTS, EMAIL_CHANGE_DONE, PASSWORD_RESET_DONE } from './recovery-texts'
import { RESET_LINK_EXPIRED } from './reset-password-route'
import { EMAIL_VERIFIED, VERIFY_LINK_EXPIRED } from './verify-email-route'

const HOUR = 3600

/** A token shaped like the ones in PocketBase's auth e-mails (unsigned: only the server checks that). */
function linkToken(claims: { type: string; id?: string; email?: string; newEmail?: string }, expiresIn = HOUR) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const payload = { id: 'u1', collectionId: '_pb_users_auth_', exp: Math.floor(Date.now() / 1000) + expiresIn, ...claims }
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

/** Records the JSON bodies POSTed to a PocketBase path; answers with `reply` (204 by default). */
function capture(path: string, reply: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return reply()
    }),
  )
  return bodies
}

const pbError = (status: number, data: Record<string, unknown> = {}, message = 'Something went wrong.') =>
  HttpResponse.json({ status, message, data }, { status })

describe('forgot password (/mot-de-passe-oublie)', () => {
  it('is reached from /login with the address typed so far', async () => {
    const { events, router } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), 'cliente@bijoux.test')
    await events.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }))
    expect(await findPageHeading('Réinitialiser le mot de passe')).toBeVisible()
    expect(router.state.location.pathname).toBe('/mot-de-passe-oublie')
    expect(screen.getByLabelText('Email')).toHaveValue('cliente@bijoux.test')
  })

  it('asks PocketBase for the e-mail and answers with the same neutral sentence for any address', async () => {
    const bodies = capture('/api/collections/users/request-password-reset')
    const { events } = renderApp('/mot-de-passe-oublie')
    await events.type(await screen.findByLabelText('Email'), '  personne@exemple.fr ')
    await events.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(RESET_LINK_SENT)
    expect(bodies).toEqual([{ email: 'personne@exemple.fr' }])
    expect(screen.queryByLabelText('Email')).toBeNull()
  })

  it('shows a busy button while the request runs', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    capture('/api/collections/users/request-password-reset', async () => {
      await gate
      return new HttpResponse(null, { status: 204 })
    })
    const { events } = renderApp('/mot-de-passe-oublie')
    await events.type(await screen.findByLabelText('Email'), 'personne@exemple.fr')
    await events.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    release()
    expect(await screen.findByText(RESET_LINK_SENT)).toBeVisible()
  })

  it('refuses an invalid address beside the field, without asking the server', async () => {
    const bodies = capture('/api/collections/users/request-password-reset')
    const { events } = renderApp('/mot-de-passe-oublie')
    await events.type(await screen.findByLabelText('Email'), 'pas-une-adresse')
    await events.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).',
      ),
    )
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    expect(bodies).toEqual([])
  })

  it('says when too many requests were sent, and keeps the address', async () => {
    capture('/api/collections/users/request-password-reset', () => pbError(429, {}, 'Too Many Requests.'))
    const { events } = renderApp('/mot-de-passe-oublie')
    await events.type(await screen.findByLabelText('Email'), 'personne@exemple.fr')
    await events.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_MAIL_REQUESTS)
    expect(screen.getByLabelText('Email')).toHaveValue('personne@exemple.fr')
  })

  it('says when the server cannot be reached, and keeps the address', async () => {
    server.use(http.post('*/api/collections/users/request-password-reset', () => HttpResponse.error()))
    const { events } = renderApp('/mot-de-passe-oublie')
    await events.type(await screen.findByLabelText('Email'), 'personne@exemple.fr')
    await events.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE)
    expect(screen.getByLabelText('Email')).toHaveValue('personne@exemple.fr')
  })
})

describe('reset password (/reinitialiser-mot-de-passe/:token)', () => {
  const token = linkToken({ type: 'passwordReset', email: 'cliente@bijoux.test' })

  async function fill(events: ReturnType<typeof renderApp>['events'], password: string, confirmation: string) {
    await events.type(await screen.findByLabelText('Nouveau mot de passe'), password)
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation)
    await events.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
  }

  it('refuses two different passwords with the spec’s sentence, without asking the server', async () => {
    const bodies = capture('/api/collections/users/confirm-password-reset')
    const { events } = renderApp(`/reinitialiser-mot-de-passe/${token}`)
    expect(await findPageHeading('Nouveau mot de passe')).toBeVisible()
    await fill(events, 'un-long-secret', 'un-autre-secret')
    await waitFor(() => expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(PASSWORD_MISMATCH))
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('un-long-secret')
    expect(bodies).toEqual([])
  })

  it('asks for 8 characters at least', async () => {
    const { events } = renderApp(`/reinitialiser-mot-de-passe/${token}`)
    await fill(events, 'court', 'court')
    await waitFor(() =>
      expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
        'Au moins 8 caractères. Le mot de passe doit contenir au moins 8 caractères.',
      ),
    )
  })

  it('sets the password, then /login says so with the address filled in', async () => {
    const bodies = capture('/api/collections/users/confirm-password-reset')
    const { events, router } = renderApp(`/reinitialiser-mot-de-passe/${token}`)
    await fill(events, 'un-long-secret', 'un-long-secret')
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(PASSWORD_RESET_DONE)
    expect(screen.getByLabelText('Email')).toHaveValue('cliente@bijoux.test')
    expect(bodies).toEqual([{ token, password: 'un-long-secret', passwordConfirm: 'un-long-secret' }])
  })

  it('says at once that an expired link no longer works, and offers to ask again', async () => {
    const { router, events } = renderApp(`/reinitialiser-mot-de-passe/${linkToken({ type: 'passwordReset', email: 'a@b.fr' }, -60)}`)
    expect(await findPageHeading('Ce lien n’est plus valable')).toBeVisible()
    expect(screen.getByText(RESET_LINK_EXPIRED)).toBeVisible()
    await events.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mot-de-passe-oublie'))
    expect(await screen.findByLabelText('Email')).toHaveValue('a@b.fr')
  })

  it('treats a link PocketBase refuses (already used) as expired', async () => {
    capture('/api/collections/users/confirm-password-reset', () =>
      pbError(400, { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } }),
    )
    const { events } = renderApp(`/reinitialiser-mot-de-passe/${token}`)
    await fill(events, 'un-long-secret', 'un-long-secret')
    expect(await findPageHeading('Ce lien n’est plus valable')).toBeVisible()
  })

  it('keeps both passwords when the server cannot be reached', async () => {
    server.use(http.post('*/api/collections/users/confirm-password-reset', () => HttpResponse.error()))
    const { events } = renderApp(`/reinitialiser-mot-de-passe/${token}`)
    await fill(events, 'un-long-secret', 'un-long-secret')
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE)
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('un-long-secret')
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveValue('un-long-secret')
  })
})

describe('verify e-mail (/verifier-email/:token)', () => {
  it('confirms at once and says it worked; a signed-in customer’s account loses its banner', async () => {
    const customer = createUserRecord({ id: 'u1', email: 'cliente@bijoux.test', verified: false })
    const token = linkToken({ type: 'verification', id: 'u1', email: customer.email })
    const bodies = capture('/api/collections/users/confirm-verification', () => {
      db.users = db.users.map((user) => (user.id === 'u1' ? { ...user, verified: true } : user))
      return new HttpResponse(null, { status: 204 })
    })
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
      ),
    )
    const { events } = renderApp(`/verifier-email/${token}`, { user: customer })
    expect(await findPageHeading('Adresse email confirmée')).toBeVisible()
    expect(screen.getByText(EMAIL_VERIFIED)).toBeVisible()
    expect(bodies).toEqual([{ token }])
    await events.click(screen.getByRole('link', { name: 'Mon compte', description: '' }))
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Renvoyer l’e-mail de vérification' })).toBeNull()
  })

  it('says it is confirming until PocketBase answers', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    capture('/api/collections/users/confirm-verification', async () => {
      await gate
      return new HttpResponse(null, { status: 204 })
    })
    renderApp(`/verifier-email/${linkToken({ type: 'verification' })}`)
    expect(await screen.findByText('Confirmation de votre adresse email...')).toBeVisible()
    release()
    expect(await findPageHeading('Adresse email confirmée')).toBeVisible()
  })

  it('says the link is expired or invalid when PocketBase refuses it', async () => {
    capture('/api/collections/users/confirm-verification', () => pbError(400, {}, 'Invalid or expired verification token.'))
    renderApp(`/verifier-email/${linkToken({ type: 'verification' })}`)
    expect(await findPageHeading('Ce lien n’est plus valable')).toBeVisible()
    expect(screen.getByText(VERIFY_LINK_EXPIRED)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  })

  it('says when the server cannot be reached, and tries again on demand', async () => {
    let down = true
    server.use(
      http.post('*/api/collections/users/confirm-verification', () =>
        down ? HttpResponse.error() : new HttpResponse(null, { status: 204 }),
      ),
    )
    const { events } = renderApp(`/verifier-email/${linkToken({ type: 'verification' })}`)
    expect(await findPageHeading('Confirmation impossible pour le moment')).toBeVisible()
    down = false
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await findPageHeading('Adresse email confirmée')).toBeVisible()
  })
})

describe('confirm e-mail change (/confirmer-email/:token)', () => {
  const token = linkToken({ type: 'emailChange', id: 'u1', email: 'ancienne@bijoux.test', newEmail: 'nouvelle@bijoux.test' })

  it('asks for the password, confirms, ends the old session and sends to /login with the new address', async () => {
    const customer = createUserRecord({ id: 'u1', email: 'ancienne@bijoux.test' })
    const bodies = capture('/api/collections/users/confirm-email-change')
    const { events, router } = renderApp(`/confirmer-email/${token}`, { user: customer })
    expect(await findPageHeading('Nouvelle adresse email')).toBeVisible()
    expect(screen.getByText(/Pour utiliser désormais nouvelle@bijoux\.test/)).toBeVisible()
    await events.type(screen.getByLabelText('Mot de passe'), 'mon-secret-2026')
    await events.click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }))
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByText(EMAIL_CHANGE_DONE)).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('nouvelle@bijoux.test')
    expect(pb.authStore.isValid).toBe(false)
    expect(bodies).toEqual([{ token, password: 'mon-secret-2026' }])
  })

  it('says a wrong password beside the field and keeps the form', async () => {
    capture('/api/collections/users/confirm-email-change', () =>
      pbError(400, { password: { code: 'validation_invalid_password', message: 'Missing or invalid auth record password.' } }),
    )
    const { events } = renderApp(`/confirmer-email/${token}`)
    await events.type(await screen.findByLabelText('Mot de passe'), 'pas-le-bon')
    await events.click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }))
    await waitFor(() => expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Mot de passe incorrect.'))
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('pas-le-bon')
  })

  it('keeps the password typed when the server cannot be reached', async () => {
    server.use(http.post('*/api/collections/users/confirm-email-change', () => HttpResponse.error()))
    const { events } = renderApp(`/confirmer-email/${token}`)
    await events.type(await screen.findByLabelText('Mot de passe'), 'mon-secret-2026')
    await events.click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE)
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mon-secret-2026')
  })

  it('says when the new address was taken by another account meanwhile', async () => {
    capture('/api/collections/users/confirm-email-change', () =>
      pbError(400, { token: { code: 'validation_invalid_token_email', message: 'The new email address is invalid.' } }),
    )
    const { events } = renderApp(`/confirmer-email/${token}`)
    await events.type(await screen.findByLabelText('Mot de passe'), 'mon-secret-2026')
    await events.click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }))
    expect(await screen.findByText(/^Cette adresse email est déjà utilisée par un autre compte\./)).toBeVisible()
  })

  it('says an expired link no longer works', async () => {
    renderApp(`/confirmer-email/${linkToken({ type: 'emailChange', newEmail: 'x@y.fr' }, -1)}`)
    expect(await findPageHeading('Ce lien n’est plus valable')).toBeVisible()
    expect(screen.getByText(EMAIL_CHANGE_LINK_EXPIRED)).toBeVisible()
  })
})
