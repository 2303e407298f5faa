// Which listening addresses PocketBase may serve on while it trusts the proxy's X-Forwarded-For
// (pocketbase/pb_hooks/lib/listen-address.js, docs/adr/0137).
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface ListenAddress {
  isLoopbackListen: (address: string) => boolean
  publicAddressRefusal: (address: string, trustedHeaders: string[]) => string
}

const lib = loadHookLib<ListenAddress>('listen-address.js')

describe('isLoopbackListen', () => {
  it('accepts the loopback only', () => {
    for (const address of ['127.0.0.1:8090', '127.0.0.2:8090', '[::1]:8090', 'localhost:8090', 'LOCALHOST:80']) {
      expect(lib.isLoopbackListen(address), address).toBe(true)
    }
  })

  it('refuses every address others can reach, and the empty host', () => {
    for (const address of [
      '0.0.0.0:8090',
      ':8090',
      '',
      '[::]:8090',
      '192.168.1.20:8090',
      '10.0.0.5:443',
      'shop.example:443',
      '127.0.0.1.evil:80',
      '[::ffff:8.8.8.8]:80',
    ]) {
      expect(lib.isLoopbackListen(address), address).toBe(false)
    }
  })
})

describe('publicAddressRefusal', () => {
  it('refuses a public address while the proxy header is trusted, saying what to do in French and English', () => {
    const refusal = lib.publicAddressRefusal('0.0.0.0:8090', ['X-Forwarded-For'])
    expect(refusal).toContain("PocketBase refuse d'écouter sur 0.0.0.0:8090")
    expect(refusal).toContain('--http=127.0.0.1:8090')
    expect(refusal).toContain('PocketBase refuses to listen on 0.0.0.0:8090')
  })

  it('lets it start on the loopback, or anywhere when no proxy header is trusted', () => {
    expect(lib.publicAddressRefusal('127.0.0.1:8090', ['X-Forwarded-For'])).toBe('')
    expect(lib.publicAddressRefusal('0.0.0.0:8090', [])).toBe('')
  })
})
