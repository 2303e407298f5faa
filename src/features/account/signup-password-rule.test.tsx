import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'
import { passwordChangeSchema, resetPasswordSchema } from './account-schemas'
import { PASSWORD_TOO_WEAK } from './password-rules'

// A password too easy to guess is refused at signup, at a change and at a reset (docs/adr/0054).
describe('the password rule in the forms', () => {
  it('signup refuses 12345678 under the field, without calling the server', async () => {
    let calls = 0
    server.use(
      http.post('*/api/collections/users/records', () => {
        calls += 1
        return HttpResponse.json({}, { status: 400 })
      }),
    )
    const { events } = renderApp('/signup')
    expect(await findPageHeading('Inscription')).toBeVisible()
    await events.type(screen.getByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), '12345678')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), '12345678')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(`Au moins 8 caractères. ${PASSWORD_TOO_WEAK}`),
    )
    await waitFor(() => expect(screen.getByLabelText('Mot de passe')).toHaveFocus())
    expect(calls).toBe(0)
  })

  it('signup shows the server’s refusal of the password under the field', async () => {
    server.use(
      http.post('*/api/collections/users/records', () =>
        HttpResponse.json(
          {
            status: 400,
            message: PASSWORD_TOO_WEAK,
            data: { password: { code: 'shop_password_too_weak', message: 'Mot de passe refusé par le serveur.' } },
          },
          { status: 400 },
        ),
      ),
    )
    const { events, router } = renderApp('/signup')
    expect(await findPageHeading('Inscription')).toBeVisible()
    await events.type(screen.getByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'une-phrase-assez-longue')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'une-phrase-assez-longue')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8 caractères. Mot de passe refusé par le serveur.')
    expect(router.state.location.pathname).toBe('/signup')
  })

  it('the reset and change forms refuse it too', () => {
    const reset = v.safeParse(resetPasswordSchema, { password: 'azertyui', passwordConfirm: 'azertyui' })
    expect(reset.success).toBe(false)
    expect(reset.issues?.map((issue) => issue.message)).toContain(PASSWORD_TOO_WEAK)
    const change = v.safeParse(passwordChangeSchema, { oldPassword: 'x', password: 'password', passwordConfirm: 'password' })
    expect(change.issues?.map((issue) => issue.message)).toContain(PASSWORD_TOO_WEAK)
    expect(
      v.safeParse(passwordChangeSchema, { oldPassword: 'x', password: 'un nouveau secret', passwordConfirm: 'un nouveau secret' }).success,
    ).toBe(true)
  })
})
