import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { authToken, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { act, findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import type { Withdrawal, WithdrawalSummary } from './withdrawal-api'

const ORDER = {
  id: 'ab12cd34efgh567',
  number: 'ab12cd34',
  created: '2026-11-20 15:00:00.000Z',
  createdText: '20 novembre 2026',
  status: 'paid',
  total: 79.8,
  items: [{ id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 39.9 }],
}

const SUMMARY: WithdrawalSummary = {
  order: ORDER,
  name: 'Léa Martin',
  email: 'lea@exemple.fr',
  orderNumber: 'ab12cd34',
  days: 14,
  deadline: '',
  deadlineText: '',
}

const WITHDRAWAL: Withdrawal = {
  id: 'w1xxxxxxxxxxxxx',
  order: ORDER,
  name: 'Léa Martin',
  email: 'lea@exemple.fr',
  orderNumber: 'ab12cd34',
  declaredAt: '2026-11-24 13:05:00.000Z',
  declaredAtText: '24 novembre 2026 à 14\u00a0h\u00a005',
  deadline: '',
  deadlineText: '',
  status: 'received',
  created: true,
}

/** Records the JSON bodies POSTed to a shop route and answers with `reply`. */
function capture(path: string, reply: () => Response) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return reply()
    }),
  )
  return bodies
}

const NOT_FOUND = 'Nous ne trouvons aucune commande correspondant à ce numéro et à cette adresse e-mail.'

describe('withdrawal function (/retractation)', () => {
  it('is linked from the footer of every page as « Renoncer au contrat ici »', async () => {
    renderApp('/retractation')
    const footer = await screen.findByRole('navigation', { name: 'Informations légales' })
    expect(within(footer).getByRole('link', { name: 'Renoncer au contrat ici' })).toHaveAttribute('href', '/retractation')
  })

  it('step 1 → step 2 → done: a visitor gives name, e-mail and number, checks, then confirms', async () => {
    const checks = capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const confirms = capture('/api/shop/withdrawals', () => HttpResponse.json(WITHDRAWAL, { status: 201 }))
    const { events } = renderApp('/retractation')
    expect(await findPageHeading('Renoncer au contrat ici')).toBeVisible()
    await events.type(screen.getByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), ' lea@exemple.fr ')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))

    // Step 2: the summary, nothing recorded yet.
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' })).toHaveFocus()
    expect(checks).toEqual([{ name: 'Léa Martin', email: 'lea@exemple.fr', order: 'ab12cd34' }])
    expect(confirms).toEqual([])
    expect(screen.getByText(/Vous déclarez renoncer au contrat portant sur la commande/)).toHaveTextContent(
      'n° ab12cd34 du 20 novembre 2026',
    )
    expect(screen.getByText('2 × Bracelet Améthyste')).toBeVisible()
    expect(screen.getByText(/le délai de 14 jours courra à partir de sa réception/)).toBeVisible()

    await events.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }))
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible()
    expect(confirms).toEqual([{ name: 'Léa Martin', email: 'lea@exemple.fr', order: 'ab12cd34' }])
    expect(screen.getByText(/^Nous avons reçu votre rétractation/)).toHaveTextContent(
      'Nous avons reçu votre rétractation de la commande n° ab12cd34 le 24 novembre 2026 à 14 h 05 (heure de Paris). Un accusé de réception vient d’être envoyé à lea@exemple.fr.',
    )
  })

  it('step 2 lists each size bought as its own line, the size under the name (docs/adr/0109)', async () => {
    const sizes = {
      ...ORDER,
      items: [
        { id: 'p1', variant: 'v16', size: 'Tour de poignet\u00a0: 16 cm', name: 'Bracelet Aurore', quantity: 1, price: 40 },
        { id: 'p1', variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', name: 'Bracelet Aurore', quantity: 2, price: 40 },
      ],
    }
    capture('/api/shop/withdrawals/check', () => HttpResponse.json({ ...SUMMARY, order: sizes }))
    const { events } = renderApp('/retractation')
    expect(await findPageHeading('Renoncer au contrat ici')).toBeVisible()
    await events.type(screen.getByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' })).toBeVisible()
    const articles = screen.getByText('Articles').nextElementSibling as HTMLElement
    expect(
      within(articles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Bracelet Aurore Tour de poignet\u00a0: 16 cm', '2 × Bracelet Aurore Tour de poignet\u00a0: 17 cm'])
  })

  it('step 2 asks where an order paid by gift card and bank card is refunded first, and sends the choice (docs/adr/0134)', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json({ ...SUMMARY, order: { ...ORDER, giftCardPaid: 25 } }))
    const confirms = capture('/api/shop/withdrawals', () => HttpResponse.json(WITHDRAWAL, { status: 201 }))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    const choice = await screen.findByRole('group', { name: 'Remboursement' })
    expect(choice).toHaveTextContent('Votre commande a été payée 25,00 € par carte cadeau et 54,80 € par carte bancaire.')
    expect(within(choice).getByRole('radio', { name: 'Sur la carte cadeau d’abord' })).toBeChecked()
    await events.click(within(choice).getByRole('radio', { name: 'Sur ma carte bancaire d’abord' }))
    await events.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }))
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible()
    expect(confirms).toEqual([{ name: 'Léa Martin', email: 'lea@exemple.fr', order: 'ab12cd34', refund_first: 'bank_card' }])
  })

  it('step 2 asks nothing about the refund of an order paid one way', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' })).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Remboursement' })).toBeNull()
  })

  it('step 2 « Modifier » goes back to step 1 with the values', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    await events.click(await screen.findByRole('button', { name: 'Modifier' }))
    expect(await screen.findByLabelText('Numéro de commande')).toHaveValue('ab12cd34')
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('Léa Martin')
  })

  it('step 1 refuses empty fields beside them without asking the server', async () => {
    const checks = capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const { events } = renderApp('/retractation')
    await events.click(await screen.findByRole('button', { name: 'Continuer' }))
    await waitFor(() => expect(screen.getByLabelText('Nom et prénom')).toHaveAccessibleDescription('Indiquez votre nom.'))
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(/Indiquez l’adresse e-mail utilisée pour la commande\./)
    expect(screen.getByLabelText('Numéro de commande')).toHaveAccessibleDescription(/Indiquez le numéro de votre commande\./)
    expect(screen.getByLabelText('Nom et prénom')).toHaveFocus()
    expect(checks).toEqual([])
  })

  it('refuses a malformed e-mail address with the shop’s one message, the focus on it', async () => {
    const checks = capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
        /Veuillez indiquer une adresse email valide \(exemple : nom@domaine\.fr\)\./,
      ),
    )
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus()
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lea@exemple')
    expect(checks).toEqual([])
  })

  it('shows the server’s refusal (unknown number or wrong e-mail) above the form, keeping the values', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json({ status: 404, message: NOT_FOUND, data: {} }, { status: 404 }))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'autre@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'zz99zz99')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND)
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('autre@exemple.fr')
  })

  it('prefills name, e-mail and number for a logged-in customer coming from an order', async () => {
    renderApp('/retractation?commande=ab12cd34efgh567', { user: demoUsers.customer() })
    expect(await screen.findByLabelText('Nom et prénom')).toHaveValue('Camille Martin')
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('client@bijoux.test')
    expect(screen.getByLabelText('Numéro de commande')).toHaveValue('ab12cd34')
  })

  it('answers a second declaration with the first one', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json({ existing: { ...WITHDRAWAL, created: undefined } }))
    const { events } = renderApp('/retractation')
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est déjà enregistrée' })).toBeVisible()
    expect(screen.getByText(/^Votre rétractation de la commande n° ab12cd34/)).toHaveTextContent(
      'a été enregistrée le 24 novembre 2026 à 14 h 05 (heure de Paris)',
    )
  })
})

describe('/retractation keeps what was typed, knows who is signed in, and confirms once (docs/adr/0080)', () => {
  async function toStep2(events: ReturnType<typeof renderApp>['events']) {
    await events.type(await screen.findByLabelText('Nom et prénom'), 'Léa Martin')
    await events.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr')
    await events.type(screen.getByLabelText('Numéro de commande'), 'ab12cd34')
    await events.click(screen.getByRole('button', { name: 'Continuer' }))
    await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' })
  }

  it('a reload at step 2 finds the values typed; the declaration recorded, they are forgotten', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    capture('/api/shop/withdrawals', () => HttpResponse.json(WITHDRAWAL, { status: 201 }))
    const first = renderApp('/retractation')
    await toStep2(first.events)
    first.unmount()

    const again = renderApp('/retractation')
    expect(await screen.findByLabelText('Nom et prénom')).toHaveValue('Léa Martin')
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lea@exemple.fr')
    expect(screen.getByLabelText('Numéro de commande')).toHaveValue('ab12cd34')
    await again.events.click(screen.getByRole('button', { name: 'Continuer' }))
    await again.events.click(await screen.findByRole('button', { name: 'Confirmer la rétractation' }))
    await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })
    again.unmount()

    renderApp('/retractation')
    expect(await screen.findByLabelText('Nom et prénom')).toHaveValue('')
  })

  it('a signed-in customer’s name and e-mail are there at once, before the server has confirmed the session', async () => {
    const customer = demoUsers.customer()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/collections/users/auth-refresh', async () => {
        await gate
        return HttpResponse.json({ token: authToken(customer.id), record: customer })
      }),
    )
    renderApp('/retractation', { user: customer })
    expect(await screen.findByLabelText('Nom et prénom')).toHaveValue('Camille Martin')
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('client@bijoux.test')
    release()
  })

  it('a double click on « Confirmer la rétractation » sends one declaration, and its success stays', async () => {
    capture('/api/shop/withdrawals/check', () => HttpResponse.json(SUMMARY))
    const confirms = capture('/api/shop/withdrawals', () =>
      confirms.length === 1
        ? HttpResponse.json(WITHDRAWAL, { status: 201 })
        : HttpResponse.json({ ...WITHDRAWAL, created: false }, { status: 200 }),
    )
    const { events } = renderApp('/retractation')
    await toStep2(events)
    const button = screen.getByRole('button', { name: 'Confirmer la rétractation' })
    // Two clicks in the same tick, as a browser's double click can land before React draws the busy
    // button (the submission's state is a transition): nothing is drawn between them.
    act(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    })
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(confirms).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Votre rétractation est déjà enregistrée' })).toBeNull()
  })
})

describe('« Renoncer au contrat ici » on the account’s orders', () => {
  const order = (overrides: Partial<OrdersRecord> & Pick<OrdersRecord, 'id' | 'status'>): OrdersRecord => ({
    collectionId: 'pbc_orders',
    collectionName: 'orders',
    created: '2026-11-20 15:00:00.000Z',
    updated: '2026-11-20 15:00:00.000Z',
    user: 'u',
    items: [{ id: 'p1', name: 'Bracelet Améthyste', quantity: 1, price: 39.9 }],
    total: 39.9,
    ...overrides,
  })

  it('shows on a paid order, not on a cancelled one nor one shipped long ago', async () => {
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 3,
          totalPages: 1,
          items: [
            order({ id: 'paid12345xxxxxx', status: 'paid' }),
            order({ id: 'canc12345xxxxxx', status: 'cancelled' }),
            order({ id: 'old012345xxxxxx', status: 'delivered', shipped_at: '2025-01-10 10:00:00.000Z' }),
          ],
        }),
      ),
    )
    renderApp('/account', { user: demoUsers.customer() })
    const links = await screen.findAllByRole('link', { name: /^Renoncer au contrat ici : commande/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/retractation?commande=paid12345xxxxxx'])
  })

  it('once declared, the order says so (then refunded or refused) instead of offering it again; a B2B order never offers it', async () => {
    const customer = demoUsers.customer()
    const withdrawalsAsked: string[] = []
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 4,
          totalPages: 1,
          items: [
            order({ id: 'declared1xxxxxx', status: 'paid' }),
            order({ id: 'refunded1xxxxxx', status: 'refunded' }),
            order({ id: 'b2border1xxxxxx', status: 'paid', b2b: true }),
            order({ id: 'open00001xxxxxx', status: 'paid' }),
          ],
        }),
      ),
      http.get('*/api/collections/withdrawals/records', ({ request }) => {
        withdrawalsAsked.push(new URL(request.url).searchParams.get('filter') ?? '')
        const declared = (id: string, orderId: string, status: 'received' | 'refunded') => ({
          id,
          collectionId: 'pbc_w',
          collectionName: 'withdrawals',
          order: orderId,
          declared_at: '2026-11-24 13:05:00.000Z',
          status,
        })
        return HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 2,
          totalPages: 1,
          items: [declared('w1xxxxxxxxxxxxx', 'declared1xxxxxx', 'received'), declared('w2xxxxxxxxxxxxx', 'refunded1xxxxxx', 'refunded')],
        })
      }),
    )
    renderApp('/account', { user: customer })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('Rétractation reçue le 24 novembre 2026 à 14 h 05')).toBeVisible()
    expect(within(rows[2]!).getByText('Rétractation reçue le 24 novembre 2026 à 14 h 05 — remboursée')).toBeVisible()
    expect(within(rows[3]!).queryByText(/Rétractation/)).toBeNull()
    const links = within(table).getAllByRole('link', { name: /^Renoncer au contrat ici : commande/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/retractation?commande=open00001xxxxxx'])
    // Only this customer's declarations are read, never the whole collection (docs/adr/0080).
    expect(withdrawalsAsked).toEqual([`order.user = "${customer.id}"`])
  })
})
