import { describe, expect, it } from 'vitest'
import { guardedFrom, landingAfterLogin } from './redirect-target'

describe('where a login sends back', () => {
  it('reads the guard’s ?redirectTo=, with its query and anchor', () => {
    expect(guardedFrom({ search: '?redirectTo=%2Fespace-pro%2Fhistorique%3Fpage%3D2%23haut' })).toBe('/espace-pro/historique?page=2#haut')
  })

  it('still reads a link’s state.from', () => {
    expect(guardedFrom({ state: { from: { pathname: '/account', search: '?onglet=adresses' } } })).toBe('/account?onglet=adresses')
  })

  it.each(['//evil.example/account', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/login', '/signup?x=1'])(
    'never sends to %s: only pages of this shop other than the login pages',
    (target) => {
      expect(guardedFrom({ search: `?redirectTo=${encodeURIComponent(target)}` })).toBeNull()
      expect(landingAfterLogin(target, { role: 'professionnel' })).toBe('/espace-pro')
    },
  )
})
