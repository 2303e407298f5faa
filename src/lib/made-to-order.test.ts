// The notice is said by the browser (quote page, checkout) and by the server (quote PDF, e-mails,
// the withdrawal's refusal): one text, in two copies that must not drift apart.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MADE_TO_ORDER_NOTICE } from './made-to-order'

describe('the made-to-order notice', () => {
  it('is the same text on the server', () => {
    const server = readFileSync('pocketbase/pb_hooks/lib/made-to-order.js', 'utf8')
    expect(server).toContain(`"${MADE_TO_ORDER_NOTICE}"`)
    expect(MADE_TO_ORDER_NOTICE).toContain('L221-28 3°')
  })
})
