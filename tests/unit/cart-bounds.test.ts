// The cart's bounds are the checkout's (docs/adr/0040): a cart the UI can make is a cart the server
// takes. pb_hooks/lib/checkout.js is loaded as PocketBase's JS engine does (a CommonJS module).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../src/lib/cart'

function loadCheckout(): { MAX_LINES: number; MAX_QUANTITY: number } {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/checkout.js')
  const module = { exports: {} as { MAX_LINES: number; MAX_QUANTITY: number } }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

describe('cart bounds', () => {
  it('are the lines and quantities the checkout accepts', () => {
    const checkout = loadCheckout()
    expect(MAX_CART_LINES).toBe(checkout.MAX_LINES)
    expect(MAX_LINE_QUANTITY).toBe(checkout.MAX_QUANTITY)
  })
})
