import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import type { Audience, Figures } from '@/features/admin/api/statistics'
import { createAudience, createFigures } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'

type Answer<T> = T | Response | ((query: URLSearchParams) => T | Response)

function answer<T>(value: Answer<T>, query: URLSearchParams) {
  const result = typeof value === 'function' ? (value as (query: URLSearchParams) => T | Response)(query) : value
  return result instanceof Response ? result : HttpResponse.json(result as object)
}

/**
 * Plays GET /api/shop/admin/figures and /audience (the contract of issue 29) with these answers
 * (an answer may depend on the query, or be an error `Response`); returns the queries asked, in order.
 */
export function serveStatistics({
  figures = createFigures(),
  audience = createAudience(),
}: { figures?: Answer<Figures>; audience?: Answer<Audience> } = {}) {
  const asked = { figures: [] as URLSearchParams[], audience: [] as URLSearchParams[] }
  server.use(
    http.get('*/api/shop/admin/figures', ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.figures.push(query)
      return answer(figures, query)
    }),
    http.get('*/api/shop/admin/audience', ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.audience.push(query)
      return answer(audience, query)
    }),
  )
  return asked
}

/**
 * Catches the files the screen hands to the browser (lib/order-documents saveBlob): jsdom has no
 * object URLs nor downloads. Returns the files saved: their name and bytes.
 */
export function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  let last: Blob | null = null
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob
    return 'blob:figures'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last })
  })
  return saved
}

/** A saved CSV's bytes as text, its byte-order mark kept (Blob.text() would drop it; jsdom's Blob has no arrayBuffer()). */
export async function csvText(blob: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
}

/**
 * November 2026 up to the 29th (`?period=month`), figures written by hand: 12 orders for 1 500,00 €
 * TTC (1 250,00 € HT), 300,00 € on the 3rd (2 orders) and 1 200,00 € on the 12th (10 orders); two
 * refunds for 90,00 € and a withdrawal of 45,00 €. Before (3–31 October): 8 orders, 1 200,00 € TTC,
 * 1 000,00 € HT, an average basket of 150,00 €, one withdrawal of 45,00 €.
 */
export function novemberFigures(): Figures {
  const figures = createFigures({
    totals: {
      current: {
        orders: 12,
        ttc: 150000,
        ht: 125000,
        averageBasket: 12500,
        refunds: { count: 2, ttc: 9000, ht: 7500 },
        withdrawals: { count: 1, ttc: 4500, ht: 3750 },
        netTtc: 136500,
        netHt: 113750,
      },
      previous: {
        orders: 8,
        ttc: 120000,
        ht: 100000,
        averageBasket: 15000,
        refunds: { count: 0, ttc: 0, ht: 0 },
        withdrawals: { count: 1, ttc: 4500, ht: 3750 },
        netTtc: 115500,
        netHt: 96250,
      },
    },
    bestSellers: {
      byRevenue: [
        { product: 'prod00000000001', name: 'Bracelet Améthyste', size: '17 cm', units: 3, ttc: 12900, ht: 10750 },
        { product: 'prod00000000002', name: 'Collier Lune', size: '', units: 1, ttc: 8900, ht: 7417 },
      ],
      byUnits: [
        { product: 'prod00000000003', name: 'Bague Quartz rose', size: '54', units: 7, ttc: 6300, ht: 5250 },
        { product: 'prod00000000001', name: 'Bracelet Améthyste', size: '17 cm', units: 3, ttc: 12900, ht: 10750 },
      ],
    },
    categories: [
      { id: 'cat000000000001', name: 'Bracelets', units: 5, ttc: 90000, ht: 75000 },
      { id: 'cat000000000002', name: 'Colliers', units: 2, ttc: 60000, ht: 50000 },
    ],
    stones: [{ id: 'stone0000000001', name: 'Améthyste', units: 4, ttc: 51600, ht: 43000 }],
    channels: { retail: { orders: 9, ttc: 120000, ht: 100000 }, pro: { orders: 3, ttc: 30000, ht: 25000 } },
    customers: { new: 3, returning: 1 },
    discounts: { orders: 2, ttc: 1500 },
    giftCards: { sold: 5000, spent: 2500 },
    stock: { atCost: 420000, atPrice: 1250000, units: 310, withoutCost: 4 },
  })
  figures.series = figures.series.map((day) =>
    day.start === '2026-11-03'
      ? { ...day, ttc: 30000, ht: 25000, orders: 2 }
      : day.start === '2026-11-12'
        ? { ...day, ttc: 120000, ht: 100000, orders: 10 }
        : day,
  )
  return figures
}
