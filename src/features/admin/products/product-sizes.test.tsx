// A product's sizes for the owner (docs/adr/0108): options from the presets, « Générer les
// combinaisons », each row's reference, stock, price and pro price, a stock for all or the selected
// rows, one save sent at once (an existing size's stock as a change from the one loaded), and a
// refusal in French that keeps everything typed.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProductVariantsRecord } from '@/lib/pocketbase-types'
import { expectConsoleError } from '@/testing/console'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, userEvent, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'
import { missingCombinations } from './product-sizes-schema'

const admin = demoUsers.admin
const PRODUCT = 'prodlune0000000'

function seedProduct(fields: Record<string, unknown> = {}, sizes: Partial<ProductVariantsRecord>[] = []) {
  seed('products', [createProduct({ id: PRODUCT, name: 'Bracelet Lune', price: 40, sku: 'EDP-LUNE', ...fields })])
  seed(
    'product_variants',
    sizes.map((size, index) =>
      adminRecord<Partial<ProductVariantsRecord>>('product_variants', {
        product: PRODUCT,
        option2: '',
        sku: '',
        price: 0,
        price_pro: 0,
        reserved: 0,
        position: index,
        ...size,
      }),
    ),
  )
}

/** Answers the save with `answer` (or echoes the sizes); returns the bodies sent. */
function serveSave(answer?: { status: number; message: string; data?: Record<string, unknown> }) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/shop/products/:id/sizes', async ({ request }) => {
      const body = (await request.json()) as { options: unknown; sizes: Record<string, unknown>[] }
      sent.push(body)
      if (answer) return pbFailure(answer.status, answer.message, answer.data)
      return HttpResponse.json({
        options: body.options,
        sizes: body.sizes.map((size, index) => ({
          id: String(size.id ?? `new${index}`),
          ...size,
          stock: Number(size.stock ?? 0) + Number(size.change ?? 0),
          reserved: 0,
          position: index,
        })),
      })
    }),
  )
  return sent
}

describe('missingCombinations', () => {
  it('lists each combination of the values, in order, that no row has', () => {
    const options = [{ values: ['16 cm', '17 cm'] }, { values: ['6 mm', '8 mm'] }]
    expect(missingCombinations(options, [{ option1: '16 cm', option2: '8 mm' }])).toEqual([
      ['16 cm', '6 mm'],
      ['17 cm', '6 mm'],
      ['17 cm', '8 mm'],
    ])
    expect(missingCombinations([{ values: ['48', '50'] }], [])).toEqual([
      ['48', ''],
      ['50', ''],
    ])
    expect(missingCombinations([], [])).toEqual([])
  })
})

describe('the « Tailles et combinaisons » screen', { timeout: 30_000 }, () => {
  it('adds a preset option, generates the combinations, sets stocks and prices, and saves them at once', async () => {
    seedProduct()
    const sent = serveSave()
    const user = userEvent.setup()
    renderApp(`/dashboard/products/${PRODUCT}/sizes`, { user: admin() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tailles et combinaisons' })).toBeInTheDocument()
    expect(await screen.findByText('Aucune combinaison : ce produit est vendu sans tailles, avec son propre stock.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '+ Longueur de collier' }))
    expect(screen.getByLabelText('Valeurs (séparées par des virgules)')).toHaveValue('40 cm, 45 cm, 50 cm')
    expect(screen.getByText('3 combinaisons à créer')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Générer les combinaisons' }))
    const rows = within(screen.getByRole('list', { name: 'Combinaisons' })).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['40 cm', '45 cm', '50 cm'])
    expect(screen.getByLabelText('Référence de 45 cm')).toHaveValue('EDP-LUNE-45-CM')
    // A stock for all, then another for the selected row only.
    await user.type(screen.getByLabelText('Stock pour plusieurs combinaisons'), '2')
    await user.click(screen.getByRole('button', { name: 'Appliquer à toutes' }))
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner 50 cm' }))
    await user.clear(screen.getByLabelText('Stock pour plusieurs combinaisons'))
    await user.type(screen.getByLabelText('Stock pour plusieurs combinaisons'), '5')
    await user.click(screen.getByRole('button', { name: 'Appliquer aux lignes cochées (1)' }))
    await user.type(screen.getByLabelText('Prix de 50 cm (€)'), '45,50')
    await user.type(screen.getByLabelText('Prix de revient de 50 cm (€)'), '18,20')
    await user.click(screen.getByRole('button', { name: 'Supprimer 40 cm' }))
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tailles' }))
    expect(await screen.findByText('Tailles enregistrées.')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        options: [{ name: 'Longueur de collier', values: ['40 cm', '45 cm', '50 cm'] }],
        sizes: [
          { stock: 2, option1: '45 cm', option2: '', sku: 'EDP-LUNE-45-CM', price: 0, price_pro: 0, cost_price: 0 },
          { stock: 5, option1: '50 cm', option2: '', sku: 'EDP-LUNE-50-CM', price: 45.5, price_pro: 0, cost_price: 18.2 },
        ],
        remove: [],
      },
    ])
  })

  it('sends an existing size’s stock as a change from the one loaded, and its removal', async () => {
    seedProduct({ options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] }, [
      { id: 'size16000000000', option1: '16 cm', stock: 3, sku: 'EDP-LUNE-16' },
      { id: 'size17000000000', option1: '17 cm', stock: 1, reserved: 1 },
    ])
    const sent = serveSave()
    const user = userEvent.setup()
    renderApp(`/dashboard/products/${PRODUCT}/sizes`, { user: admin() })
    const stock = await screen.findByLabelText('Stock de 16 cm')
    expect(stock).toHaveValue('3')
    expect(screen.getByText('1 en cours de paiement')).toBeInTheDocument()
    await user.clear(stock)
    await user.type(stock, '1')
    await user.click(screen.getByRole('button', { name: 'Supprimer 17 cm' }))
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tailles' }))
    expect(await screen.findByText('Tailles enregistrées.')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({
      sizes: [{ id: 'size16000000000', change: -2, option1: '16 cm', sku: 'EDP-LUNE-16' }],
      remove: ['size17000000000'],
    })
  })

  it('says in French what is wrong, sends nothing, and keeps what was typed; a refusal of the server too', async () => {
    seedProduct({ options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] }, [
      { id: 'size16000000000', option1: '16 cm', stock: 3 },
    ])
    const sent = serveSave({ status: 409, message: 'La taille « 16 cm » a déjà été vendue : elle ne peut pas être supprimée.' })
    const user = userEvent.setup()
    renderApp(`/dashboard/products/${PRODUCT}/sizes`, { user: admin() })
    const values = await screen.findByLabelText('Valeurs (séparées par des virgules)')
    await user.clear(values)
    await user.type(values, '17 cm, 17 cm')
    await user.clear(screen.getByLabelText('Stock de 16 cm'))
    await user.type(screen.getByLabelText('Stock de 16 cm'), 'deux')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tailles' }))
    expect(await screen.findByText('Une valeur est indiquée deux fois.')).toBeInTheDocument()
    expect(screen.getByText('Indiquez un nombre entier, 0 ou plus.')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.clear(values)
    await user.type(values, '17 cm')
    await user.clear(screen.getByLabelText('Stock de 16 cm'))
    await user.type(screen.getByLabelText('Stock de 16 cm'), '2')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tailles' }))
    expect(
      await screen.findByText('Cette combinaison ne correspond plus aux options : supprimez-la ou remettez sa valeur.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Supprimer 16 cm' }))
    expectConsoleError('Échec de la sauvegarde des tailles. Veuillez réessayer.')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tailles' }))
    expect(await screen.findByText('La taille « 16 cm » a déjà été vendue : elle ne peut pas être supprimée.')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(screen.getByLabelText('Valeurs (séparées par des virgules)')).toHaveValue('17 cm'))
  })
})
