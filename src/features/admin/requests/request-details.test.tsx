// The admin's request details and quote editor (docs/adr/0127): the composition as text, lines typed
// or picked from the price table with the total computed as typed, the form's rules before anything
// is sent, « Envoyer le devis » saving the draft then sending it, and the server's refusal shown.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PageQuote } from '@/lib/request-page'
import { createPageQuote, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

const PAGE = {
  access: 'admin',
  jeton: '1799999999.abc',
  request: {
    id: 'req000000000001',
    name: 'Inès Martin',
    email: 'ines@exemple.fr',
    user: '',
    jewelry_type: 'Bracelet',
    main_stone: 'Améthyste',
    secondary_stones: ['Quartz rose', 'Labradorite'],
    bead_size: '8mm',
    wrist_size: 17,
    clasp_type: 'Avec fermoir',
    stainless_steel_elements: true,
    charms: [],
    message: '',
    composition: { pattern: 'grouped' },
    estimate: 52.8,
    status: 'received',
    created: '2026-11-20 09:00:00.000Z',
  },
  quotes: [],
  messages: [{ id: 'm1', from: 'customer', body: 'Possible avant Noël ?', created: '2026-11-21 09:00:00.000Z' }],
}

const SENT_QUOTE = createPageQuote({
  id: 'quote0000000009',
  number: 'DEV-2026-0001',
  lines: [
    { label: 'Perles d’améthyste 8 mm', quantity: 22, unit_price: 0.9 },
    { label: 'Création à la main dans notre atelier', quantity: 1, unit_price: 25 },
  ],
  deposit_kind: 'acompte',
})

const PRICES = [
  { id: 'price0000000001', kind: 'clasp', label: 'Fermoir en acier inoxydable', price: 8 },
  { id: 'price0000000002', kind: 'labour', label: 'Création à la main dans notre atelier', price: 25 },
]

function serve({ sendStatus = 200 }: { sendStatus?: number } = {}) {
  const writes: Array<{ method: string; path: string; body: unknown }> = []
  // Once sent, the page lists the quote (as the server's page does): the editor starts a new one.
  let sent: PageQuote[] = []
  server.use(
    http.get('*/api/shop/custom-requests/:id/page', () => HttpResponse.json({ ...PAGE, quotes: sent })),
    http.get('*/api/collections/quotes/records', () => HttpResponse.json({ page: 1, perPage: 5, totalItems: 0, totalPages: 0, items: [] })),
    http.get('*/api/collections/custom_prices/records', () =>
      HttpResponse.json({ page: 1, perPage: 200, totalItems: PRICES.length, totalPages: 1, items: PRICES }),
    ),
    http.post('*/api/collections/quotes/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body })
      return HttpResponse.json({ id: 'quote0000000009', ...body })
    }),
    http.post('*/api/shop/quotes/:id/send', ({ request }) => {
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body: null })
      if (sendStatus === 200) sent = [SENT_QUOTE]
      return sendStatus === 200
        ? HttpResponse.json({ id: 'quote0000000009', number: 'DEV-2026-0001' })
        : HttpResponse.json({ status: 400, message: 'Cette demande est close : elle ne reçoit plus de devis.', data: {} }, { status: 400 })
    }),
  )
  return writes
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('/dashboard/requests/:id', { timeout: 30_000 }, () => {
  it('shows the composition and the thread; lines typed and picked make the total; sending saves then sends', async () => {
    const writes = serve()
    const { events } = renderApp('/dashboard/requests/req000000000001', { user: demoUsers.admin() })
    await findPageHeading('Demande de Inès Martin')
    expect(screen.getByText('Quartz rose, Labradorite')).toBeVisible()
    expect(screen.getByText('Pierres groupées')).toBeVisible()
    expect(screen.getByText('Possible avant Noël ?')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Statut de la demande de Inès Martin' })).toHaveDisplayValue('Reçue')

    const form = await screen.findByRole('form', { name: 'Devis' })
    await events.type(within(form).getByLabelText('Libellé de la ligne 1'), 'Perles d’améthyste 8 mm')
    await events.clear(within(form).getByLabelText('Quantité'))
    await events.type(within(form).getByLabelText('Quantité'), '22')
    await events.type(within(form).getByLabelText('Prix unitaire (€ TTC)'), '0,90')
    await events.selectOptions(within(form).getByLabelText('Depuis la grille tarifaire'), 'price0000000002')
    await events.click(within(form).getByRole('button', { name: 'Ajouter ce tarif' }))
    // 22 × 0,90 + 25 = 44,80
    expect(within(form).getByText(/^Total TTC : 44,80/)).toBeVisible()
    expect(within(form).getByLabelText('Libellé de la ligne 2')).toHaveValue('Création à la main dans notre atelier')

    // A deposit above the total is refused before anything is sent.
    await events.type(within(form).getByLabelText('Délai de réalisation'), '3 semaines')
    await events.type(within(form).getByLabelText('Montant versé à la commande (€)'), '50')
    await events.click(within(form).getByRole('button', { name: 'Envoyer le devis' }))
    expect(await within(form).findByText('L’acompte ou les arrhes ne peuvent dépasser le total du devis.')).toBeVisible()
    expect(writes).toEqual([])

    await events.clear(within(form).getByLabelText('Montant versé à la commande (€)'))
    await events.type(within(form).getByLabelText('Montant versé à la commande (€)'), '15')
    await events.selectOptions(within(form).getByLabelText(/Versement à la commande/), 'acompte')
    await events.click(within(form).getByRole('button', { name: 'Envoyer le devis' }))
    // The page reads again: the quote is listed as sent, and the editor, blank for the next quote,
    // still says it went.
    expect(await screen.findByRole('region', { name: 'Devis DEV-2026-0001' })).toBeVisible()
    const next = await screen.findByRole('form', { name: 'Devis' })
    expect(await within(next).findByText('Devis envoyé au client.')).toBeVisible()
    expect(within(next).getByLabelText('Libellé de la ligne 1')).toHaveValue('')
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/collections/quotes/records',
        body: {
          request: 'req000000000001',
          lines: [
            { label: 'Perles d’améthyste 8 mm', quantity: 22, unit_price: 0.9 },
            { label: 'Création à la main dans notre atelier', quantity: 1, unit_price: 25 },
          ],
          making_time: '3 semaines',
          valid_until: inDays(30),
          deposit_kind: 'acompte',
          deposit_amount: 15,
          note: '',
        },
      },
      { method: 'POST', path: '/api/shop/quotes/quote0000000009/send', body: null },
    ])
  })

  it('a line without label is refused by the form; the server’s refusal to send is shown in French', async () => {
    const writes = serve({ sendStatus: 400 })
    const { events } = renderApp('/dashboard/requests/req000000000001', { user: demoUsers.admin() })
    const form = await screen.findByRole('form', { name: 'Devis' })
    await events.type(within(form).getByLabelText('Délai de réalisation'), '2 semaines')
    await events.type(within(form).getByLabelText('Prix unitaire (€ TTC)'), '40')
    await events.click(within(form).getByRole('button', { name: 'Envoyer le devis' }))
    expect(await within(form).findByText('Chaque ligne a un libellé (200 caractères au plus).')).toBeVisible()
    expect(writes).toEqual([])
    await events.type(within(form).getByLabelText('Libellé de la ligne 1'), 'Bracelet complet')
    await events.click(within(form).getByRole('button', { name: 'Envoyer le devis' }))
    expect(await within(form).findByText(/Cette demande est close : elle ne reçoit plus de devis\./)).toBeVisible()
  })
})
