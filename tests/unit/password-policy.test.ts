// The shop's password rule (docs/adr/0054): the forms (src/features/account/password-rules.ts) and the
// server (pocketbase/pb_hooks/lib/password-policy.js) refuse and accept the same passwords.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORDS, isWeakPassword, newPasswordError, PASSWORD_TOO_WEAK } from '../../src/features/account/password-rules'

interface Policy {
  COMMON_PASSWORDS: string[]
  WEAK_PASSWORD_CODE: string
  WEAK_PASSWORD_MESSAGE: string
  isWeakPassword: (password: unknown) => boolean
}

function loadPolicy(): Policy {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/password-policy.js')
  const module = { exports: {} as Policy }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

const server = loadPolicy()

const WEAK = [
  '12345678',
  '123456789',
  '87654321',
  'abcdefgh',
  'azertyui',
  'AZERTYUIOP',
  'qwertyuiop',
  'password',
  'Password1',
  'PASSWORD!',
  'motdepasse',
  'motdepasse2026',
  'azerty123',
  'Soleil2026',
  'eclatdepierre',
  'p@ssw0rd',
  '11111111',
  'aaaaaaaa',
  '00000000',
  '12121212',
  'abcabcab',
  'jetaime!!',
]
const SOUND = [
  'le chat dort sur la lune',
  'bracelet-quartz-rose',
  'Tu8#kLm2qz',
  'mon-secret-2026',
  'un-long-secret',
  'bijoux-demo-2026',
  '13572468',
  'soleil de mai',
  'azertyuio-chameau',
]

describe('the password rule', () => {
  it.each(WEAK)('refuses %s, in the forms and on the server', (password) => {
    expect(isWeakPassword(password)).toBe(true)
    expect(newPasswordError(password)).toBe(PASSWORD_TOO_WEAK)
    expect(server.isWeakPassword(password)).toBe(true)
  })

  it.each(SOUND)('accepts %s, in the forms and on the server', (password) => {
    expect(isWeakPassword(password)).toBe(false)
    expect(newPasswordError(password)).toBe('')
    expect(server.isWeakPassword(password)).toBe(false)
  })

  it('still asks for 8 to 71 characters first', () => {
    expect(newPasswordError('')).toBe('Veuillez choisir un mot de passe.')
    expect(newPasswordError('1234567')).toBe('Le mot de passe doit contenir au moins 8 caractères.')
    expect(newPasswordError('x'.repeat(65) + ' une phrase')).toBe('Le mot de passe doit contenir au plus 71 caractères.')
  })

  it('uses the same list and the same French message as the server, with a shop_ code', () => {
    expect([...COMMON_PASSWORDS]).toEqual(server.COMMON_PASSWORDS)
    expect(server.WEAK_PASSWORD_MESSAGE).toBe(PASSWORD_TOO_WEAK)
    expect(server.WEAK_PASSWORD_CODE).toMatch(/^shop_/)
  })
})
