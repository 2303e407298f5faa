// The admin's discount codes (docs/adr/0116): one page of 50 from the server, searched on the folded
// code and note by the server; terms, uses and amount discounted; a dialog for every term with the
// server's French refusals under each field; « Désactiver » at once.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, servePages } from '../testing/admin-mocks'

const code = (name: string, fields: Record<string, unknown> = {}) =>
  adminRecord('discount_codes', {
    code: name,
    kind: 'percent' as const,
    value: 10,
    scope: 'order' as const,
    audience: 'all' as const,
    active: true,
    uses: 0,
    held: 0,
    discounted: 0,
    note: '',
    ...fields,
  })

describe('admin discount codes (/dashboard/codes-promo)', { timeout: 30_000 }, () => {
  it('one page from the server with terms, uses and amount discounted; searched by the server; « Désactiver »', async () => {
    seed('discount_codes', [
      code('BIENVENUE', { uses: 12, max_uses: 100, held: 1, discounted: 154.3, min_basket: 60 }),
      code('NOEL5', { kind: 'amount', value: 5, active: false, note: 'Noël' }),
    ])
    const asked = servePages('discount_codes')
    const sent = acceptWrites('discount_codes')
    const { events } = renderApp('/dashboard/codes-promo', { user: demoUsers.admin() })
    expect(await findPageHeading('Codes promo')).toBeVisible()
    const table = within(await screen.findByRole('table', { name: /Codes promo, 50 par page/ }))
    const welcome = within((await table.findByText('BIENVENUE')).closest('tr')!)
    expect(welcome.getByText(/^10 % sur toute la commande, dès 60,00/)).toBeVisible()
    expect(welcome.getByText(/^12 \/ 100/)).toBeVisible()
    expect(welcome.getByText('1 en cours de paiement')).toBeVisible()
    expect(welcome.getByText(/154,30/)).toBeVisible()
    expect(welcome.getByText('Actif')).toBeVisible()
    const noel = within(table.getByText('NOEL5').closest('tr')!)
    expect(noel.getByText('Désactivé')).toBeVisible()
    expect(noel.queryByRole('button', { name: /Désactiver/ })).toBeNull()
    const first = asked[0]!.searchParams
    expect([first.get('perPage'), first.get('sort')]).toEqual(['50', '-created'])

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un code (code ou note)' }), 'Noël')
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('filter')).toBe('search ~ "noel"'))
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher un code (code ou note)' }))

    await events.click(await screen.findByRole('button', { name: 'Désactiver le code BIENVENUE' }))
    expect(await screen.findByText('Le code est désactivé : il ne s’applique plus à aucune commande.')).toBeVisible()
    expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', body: { active: false } })])
  })

  it('adds a code with every term; the server’s French refusal lands under its field, what was typed kept', async () => {
    seed('discount_codes', [])
    servePages('discount_codes')
    seed('categories', [adminRecord('categories', { id: 'cat1', name: 'Colliers', slug: 'colliers' })])
    servePages('categories')
    const bodies: Record<string, unknown>[] = []
    server.use(
      http.post('*/api/collections/discount_codes/records', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        const message = 'Ce code existe déjà (les majuscules et minuscules ne comptent pas).'
        return HttpResponse.json(
          {
            status: 400,
            message: 'Les conditions de ce code sont incomplètes ou incohérentes.',
            data: { code: { code: 'shop_code_taken', message } },
          },
          { status: 400 },
        )
      }),
    )
    const { events } = renderApp('/dashboard/codes-promo', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un code promo' }))
    await events.type(dialog.getByRole('textbox', { name: /^Code/ }), 'ete-25')
    await events.selectOptions(dialog.getByRole('combobox', { name: 'Type de remise' }), 'amount')
    await events.type(dialog.getByRole('textbox', { name: /^Montant \(€\)/ }), '7,5')
    await events.selectOptions(dialog.getByRole('combobox', { name: 'S’applique à' }), 'categories')
    await events.click(await dialog.findByRole('checkbox', { name: 'Colliers' }))
    await events.type(dialog.getByRole('textbox', { name: /Montant minimum/ }), '40')
    await events.type(dialog.getByRole('textbox', { name: /Nombre total/ }), '100')
    await events.type(dialog.getByRole('textbox', { name: /par client/ }), '1')
    await events.click(dialog.getByRole('checkbox', { name: 'Réservé à la première commande' }))
    await events.selectOptions(dialog.getByRole('combobox', { name: 'Public' }), 'retail')
    await events.click(dialog.getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      code: 'ETE-25',
      kind: 'amount',
      value: 7.5,
      scope: 'categories',
      categories: ['cat1'],
      min_basket: 40,
      max_uses: 100,
      max_uses_per_customer: 1,
      first_order_only: true,
      audience: 'retail',
      combinable_with_sales: false,
      active: true,
      starts_at: '',
      ends_at: '',
    })
    expect(bodies[0]).not.toHaveProperty('uses')
    const field = dialog.getByRole('textbox', { name: /^Code/ })
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Ce code existe déjà/))
    expect(field).toHaveValue('ete-25')
    expect(field).toHaveFocus()
  })

  it('refuses in the browser what the server would: no value, a malformed code', async () => {
    seed('discount_codes', [])
    servePages('discount_codes')
    const sent = acceptWrites('discount_codes')
    const { events } = renderApp('/dashboard/codes-promo', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un code promo' }))
    await events.type(dialog.getByRole('textbox', { name: /^Code/ }), 'a b')
    await events.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(dialog.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(/Un code compte de 3 à 40 lettres/)
    expect(dialog.getByRole('textbox', { name: /^Pourcentage/ })).toHaveAccessibleDescription('Saisissez une valeur supérieure à 0.')
    expect(sent).toEqual([])
  })
})
