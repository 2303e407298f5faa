import { describe, expect, it } from 'vitest'
import { ordersStatusValues } from './pocketbase-types'
import { ORDER_STATUS_LABELS, orderStatusClass } from './order-status'

describe('order status badges', () => {
  it('give each status its own colours (paid and delivered never alike), each with its French label', () => {
    const classes = ordersStatusValues.map((status) => orderStatusClass(status))
    expect(new Set(classes).size).toBe(ordersStatusValues.length)
    expect(orderStatusClass('paid')).not.toBe(orderStatusClass('delivered'))
    for (const status of ordersStatusValues) expect(ORDER_STATUS_LABELS[status]).toMatch(/\S/)
    // Both themes: a light and a dark text colour for every status but the muted « Remboursée ».
    for (const status of ordersStatusValues.filter((value) => value !== 'refunded')) expect(orderStatusClass(status)).toMatch(/dark:text-/)
  })
})
