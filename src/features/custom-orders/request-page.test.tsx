// The customer's request page (docs/adr/0127): the four steps with the precise status, the quote with
// its deposit's legal text and the made-to-order notice, « Accepter le devis » sent with the link's
// token, a change asked through « Demander une modification », the payment links once accepted, and
// a refusal said in French.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createPageQuote } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

const QUOTE = createPageQuote()

function page(quote: Partial<typeof QUOTE> | null, status = 'quote_sent') {
  return {
    access: 'link',
    jeton: '1799999999.abc',
    request: {
      id: 'req000000000001',
      name: 'Inès Martin',
      email: 'ines@exemple.fr',
      user: '',
      jewelry_type: 'Bracelet',
      main_stone: 'Améthyste',
      secondary_stones: ['Quartz rose'],
      bead_size: '8mm',
      wrist_size: 16.5,
      clasp_type: 'Élastique',
      stainless_steel_elements: false,
      charms: ['Chouette'],
      message: 'Pour ma fille',
      composition: { pattern: 'centred' },
      estimate: 40,
      status,
      created: '2026-11-20 09:00:00.000Z',
    },
    quotes: quote ? [{ ...QUOTE, ...quote }] : [],
    messages: [
      { id: 'm1', from: 'customer', body: 'Bonjour, possible en 10 mm ?', created: '2026-11-21 09:00:00.000Z' },
      { id: 'm2', from: 'shop', body: 'Oui, bien sûr.', created: '2026-11-21 10:00:00.000Z' },
    ],
  }
}

function servePage(body: unknown, status = 200) {
  const asked: URL[] = []
  const posted: Array<{ path: string; body: unknown }> = []
  server.use(
    http.get('*/api/shop/custom-requests/:id/page', ({ request }) => {
      asked.push(new URL(request.url))
      return HttpResponse.json(body as Record<string, unknown>, { status })
    }),
    http.post('*/api/shop/quotes/:id/accept', async ({ request }) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() })
      return HttpResponse.json({})
    }),
    http.post('*/api/shop/custom-requests/:id/messages', async ({ request }) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() })
      return HttpResponse.json({})
    }),
  )
  return { asked, posted }
}

describe('/sur-mesure/demande/:id', { timeout: 30_000 }, () => {
  it('shows the steps, the composition, the quote with its arrhes text and notice, and the thread', async () => {
    const { asked } = servePage(page({}))
    renderApp('/sur-mesure/demande/req000000000001?jeton=1799999999.abc')
    await findPageHeading('Votre demande sur-mesure')
    expect(asked[0]!.searchParams.get('jeton')).toBe('1799999999.abc')
    const steps = screen.getByRole('list', { name: 'Étapes de votre demande' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Étape 1Votre demande (terminée)', 'Étape 2Échange et devis', 'Étape 3Création', 'Étape 4Livraison'])
    expect(within(steps).getByText('Échange et devis').closest('li')).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('Devis envoyé')).toBeVisible()
    expect(screen.getByText('Pierre principale au centre')).toBeVisible()
    expect(screen.getByText('16,5 cm')).toBeVisible()
    const quote = screen.getByRole('region', { name: 'Devis DEV-2026-0007' })
    // 22 × 0,90 € = 19,80 €
    expect(within(quote).getByRole('row', { name: /Perles d’améthyste 8 mm/ })).toHaveTextContent(/19,80/)
    expect(within(quote).getByText(/Total TTC : 44,80/)).toBeVisible()
    expect(within(quote).getByText(/Arrhes : en cas d’annulation, vous les perdez/)).toBeVisible()
    expect(within(quote).getByText(/exclu du droit de rétractation \(article L221-28 3°/)).toBeVisible()
    expect(within(quote).getByRole('link', { name: 'Télécharger le devis DEV-2026-0007 (PDF)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/shop/quotes/quote0000000001/pdf?jeton=1799999999.abc'),
    )
    expect(screen.getByText('Bonjour, possible en 10 mm ?')).toBeVisible()
    expect(screen.getByText('L’atelier')).toBeVisible()
    // Not accepted yet: no payment link.
    expect(screen.queryByRole('link', { name: /Payer/ })).toBeNull()
  })

  it('« Accepter le devis » sends the link’s token; « Demander une modification » sends a change request', async () => {
    const { posted } = servePage(page({}))
    const { events } = renderApp('/sur-mesure/demande/req000000000001?jeton=1799999999.abc')
    await events.click(await screen.findByRole('button', { name: 'Accepter le devis' }))
    expect(await screen.findByText('Merci ! Votre devis est accepté.')).toBeVisible()
    expect(posted[0]).toEqual({ path: '/api/shop/quotes/quote0000000001/accept', body: { jeton: '1799999999.abc' } })

    // An empty change request is refused by the form, nothing sent.
    await events.click(screen.getByRole('button', { name: 'Demander une modification' }))
    expect(await screen.findByText('Écrivez votre message.')).toBeVisible()
    expect(posted).toHaveLength(1)
    await events.type(screen.getByLabelText(/Demander une modification/), 'Des perles de 10 mm')
    await events.click(screen.getByRole('button', { name: 'Demander une modification' }))
    expect(await screen.findByText(/Votre demande de modification est envoyée/)).toBeVisible()
    expect(posted[1]).toEqual({
      path: '/api/shop/custom-requests/req000000000001/messages',
      body: { body: 'Des perles de 10 mm', jeton: '1799999999.abc', change_request: true },
    })
  })

  it('an accepted quote with arrhes: « Payer les arrhes » and « Payer la totalité » link to the checkout', async () => {
    servePage(page({ status: 'accepted' }, 'accepted'))
    renderApp('/sur-mesure/demande/req000000000001?jeton=1799999999.abc')
    expect(await screen.findByRole('link', { name: /^Payer les arrhes \(15,00\s€\)$/ })).toHaveAttribute(
      'href',
      '/checkout?devis=quote0000000001&part=deposit',
    )
    expect(screen.getByRole('link', { name: /^Payer la totalité \(44,80\s€\)$/ })).toHaveAttribute(
      'href',
      '/checkout?devis=quote0000000001&part=full',
    )
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull()
  })

  it('a deposit paid: « Solder ma commande » only, the request in creation', async () => {
    servePage(page({ status: 'accepted', deposit_kind: 'acompte', deposit_paid_at: '2026-11-30 10:00:00.000Z' }, 'in_creation'))
    renderApp('/sur-mesure/demande/req000000000001')
    expect(await screen.findByRole('link', { name: 'Solder ma commande' })).toHaveAttribute(
      'href',
      '/checkout?devis=quote0000000001&part=balance',
    )
    expect(screen.getByText('En création')).toBeVisible()
    expect(screen.queryByRole('link', { name: /Payer la totalité/ })).toBeNull()
  })

  it('an expired link says so in French and offers to sign in', async () => {
    servePage(
      { status: 403, message: 'Ce lien n’est plus valable : connectez-vous à votre compte, ou demandez-nous un nouveau lien.', data: {} },
      403,
    )
    renderApp('/sur-mesure/demande/req000000000001?jeton=1.bad')
    expect(await screen.findByText(/Ce lien n’est plus valable/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Me connecter à mon compte' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fsur-mesure%2Fdemande%2Freq000000000001',
    )
  })
})
