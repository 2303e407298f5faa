import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { readLinkToken, tokenRefusal } from './link-token'

/** base64url of the UTF-8 bytes, as Go's RawURLEncoding writes it. */
function base64url(text: string) {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A token whose payload's base64url holds `-` or `_` (as PocketBase's often do), with UTF-8 text. */
function tokenWithUrlAlphabet(claims: Record<string, unknown>) {
  for (let padding = ''; padding.length < 64; padding += '?~') {
    const payload = base64url(JSON.stringify({ ...claims, p: padding }))
    if (/[-_]/.test(payload)) return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${payload}.signature`
  }
  throw new Error('no payload with - or _')
}

const inAnHour = Math.floor(Date.now() / 1000) + 3600

describe('readLinkToken', () => {
  it('reads a base64url payload with accents (which the SDK’s getTokenPayload cannot)', () => {
    const token = tokenWithUrlAlphabet({ type: 'passwordReset', id: 'u1', email: 'élodie@exemple.fr', exp: inAnHour })
    expect(readLinkToken(token, 'passwordReset')).toEqual({
      token,
      id: 'u1',
      email: 'élodie@exemple.fr',
      newEmail: '',
      expired: false,
    })
  })

  it('says when a token is past its date, still giving its address', () => {
    const token = tokenWithUrlAlphabet({ type: 'emailChange', email: 'a@b.fr', newEmail: 'c@d.fr', exp: 1000 })
    expect(readLinkToken(token, 'emailChange')).toMatchObject({ newEmail: 'c@d.fr', expired: true })
  })

  it('refuses another kind of token and anything unreadable', () => {
    const token = tokenWithUrlAlphabet({ type: 'auth', exp: inAnHour })
    expect(readLinkToken(token, 'passwordReset')).toBeNull()
    expect(readLinkToken('pas-un-jeton', 'verification')).toBeNull()
    expect(readLinkToken(undefined, 'verification')).toBeNull()
  })
})

describe('tokenRefusal', () => {
  const refusal = (data: Record<string, unknown>, message = 'Something went wrong.', status = 400) =>
    new ClientResponseError({ status, response: { status, message, data } })

  it('tells an invalid token from a taken address and from other refusals', () => {
    expect(tokenRefusal(refusal({ token: { code: 'validation_invalid_token', message: 'x' } }))).toBe('invalid')
    expect(tokenRefusal(refusal({}, 'Invalid or expired verification token.'))).toBe('invalid')
    expect(tokenRefusal(refusal({ token: { code: 'validation_invalid_token_email', message: 'x' } }))).toBe('email-taken')
    expect(tokenRefusal(refusal({ password: { code: 'validation_invalid_password', message: 'x' } }))).toBeNull()
    expect(tokenRefusal(refusal({}, 'Too Many Requests.', 429))).toBeNull()
  })
})
