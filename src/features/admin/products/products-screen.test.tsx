import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { CategoriesRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { foldText } from '@/lib/search'
import { findPageHeading, renderApp, screen, userEvent, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList, pbFailure, servePages } from '../testing/admin-mocks'
import { acceptMultipartWrites } from '../testing/catalogue-mocks'

const admin = demoUsers.admin
const LISTS = ['category', 'materials', 'colors', 'stones', 'stone_properties', 'chakras', 'astrological_signs', 'image']

let confirmSpy: ReturnType<typeof vi.spyOn>
let objectUrls = 0
// The products' pages as PocketBase answers them: filtered, sorted, paged, counted (docs/adr/0092).
let asked: URL[] = []
beforeEach(() => {
  asked = servePages('products')
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
  // jsdom has no object URLs: count them, so the test can see them revoked.
  URL.createObjectURL = vi.fn(() => `blob:preview-${(objectUrls += 1)}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  confirmSpy.mockRestore()
})

const bracelets = adminRecord<Partial<CategoriesRecord>>('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })
const colliers = adminRecord<Partial<CategoriesRecord>>('categories', { id: 'catcolliers0000', name: 'Colliers', slug: 'colliers' })

function product(fields: Partial<ProductsRecord> & { name: string }): ProductsRecord {
  return createProduct({
    price: 39.9,
    stock: 3,
    category: [bracelets.id],
    expand: { category: [bracelets as CategoriesRecord] },
    ...fields,
  })
}

function png(name: string) {
  return new File(['png'], name, { type: 'image/png' })
}

/** The dialog, once open. */
async function dialog(name: string) {
  return within(await screen.findByRole('dialog', { name }))
}

/** The order of the image list, as the alt texts say it. */
function imageOrder(form: Awaited<ReturnType<typeof dialog>>) {
  return form.getAllByTestId('image-item').map((item: HTMLElement) => within(item).getByRole('img').getAttribute('alt'))
}

/** PocketBase's refusal of a slug another product has. */
const SLUG_TAKEN = {
  status: 400,
  message: 'Failed to create record.',
  data: { slug: { code: 'validation_not_unique', message: 'Value must be unique.' } },
}

describe('admin products (/dashboard/products)', { timeout: 30_000 }, () => {
  it('says it is loading, then shows thumbnail, name, first category, euro price, stock and Oui for unique', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    seed('products', [
      product({
        id: 'prodlune0000000',
        name: 'Bracelet Lune',
        price: 1234.5,
        stock: 1,
        is_unique: true,
        image: ['lune_a.jpg', 'lune_b.jpg'],
      }),
      product({
        id: 'prodjade0000000',
        name: 'Collier Jade',
        price: 54,
        stock: 0,
        category: [colliers.id, bracelets.id],
        expand: { category: [colliers as CategoriesRecord, bracelets as CategoriesRecord] },
      }),
    ])
    const requests: URL[] = []
    server.use(
      http.get('*/api/collections/products/records', async ({ request }) => {
        requests.push(new URL(request.url))
        await gate
        return undefined
      }),
    )
    renderApp('/dashboard/products', { user: admin() })
    expect(await findPageHeading('Produits')).toBeVisible()
    expect(await screen.findByRole('cell', { name: 'Chargement...' })).toBeVisible()
    release()
    const luneRow = (await screen.findByRole('cell', { name: 'Bracelet Lune' })).closest('tr') as HTMLElement
    const table = within(screen.getByRole('table', { name: 'Liste des produits' }))
    const lune = within(luneRow)
    expect(luneRow.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/files\/products\/prodlune0000000\/lune_a\.jpg\?thumb=100x100$/),
    )
    expect(lune.getByText('Bracelets')).toBeVisible()
    expect(lune.getByText('1 234,50 €')).toBeVisible()
    expect(lune.getByText('Oui')).toBeVisible()
    // Sold out: a badge with its word (not colour alone).
    const jade = within(table.getByRole('cell', { name: 'Collier Jade Épuisé' }).closest('tr') as HTMLElement)
    expect(jade.getByText('Épuisé')).toBeVisible()
    expect(lune.queryByText('Épuisé')).toBeNull()
    expect(jade.getByText('Colliers')).toBeVisible()
    expect(jade.queryByText('Oui')).toBeNull()
    expect(jade.getByText(/^Stock de Collier Jade/).parentElement).toHaveTextContent(/^Stock de Collier Jade : 0$/)
    expect(requests[0]?.searchParams.get('sort')).toBe('-created')
    expect(requests[0]?.searchParams.get('expand')).toBe('category')
    await waitFor(() => expect(document.title).toBe('Produits · Administration — Éclat de Pierre'))
  })

  it('shows a product in sizes by its sizes: links to its stock by size and its sizes, no « Épuisé » from its own stock', async () => {
    seed('products', [
      product({
        id: 'prodsized000000',
        name: 'Bracelet Tailles',
        price: 40,
        stock: 0,
        options: [{ name: 'Tour de poignet', values: ['16 cm'] }],
      }),
    ])
    renderApp('/dashboard/products', { user: admin() })
    const row = within((await screen.findByRole('cell', { name: 'Bracelet Tailles' })).closest('tr') as HTMLElement)
    expect(row.queryByText('Épuisé')).toBeNull()
    expect(row.queryByRole('button', { name: 'Ajouter une pièce au stock de Bracelet Tailles' })).toBeNull()
    expect(row.getByRole('link', { name: 'Stock par taille de Bracelet Tailles' })).toHaveAttribute(
      'href',
      '/dashboard/products/prodsized000000/stock',
    )
    expect(row.getByRole('link', { name: 'Modifier les tailles de Bracelet Tailles' })).toHaveAttribute(
      'href',
      '/dashboard/products/prodsized000000/sizes',
    )
    // Its form says where its stock is set, and leads there.
    await userEvent.click(row.getByRole('button', { name: 'Modifier Bracelet Tailles' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le produit' }))
    expect(
      dialog.getByText('Vendu en tailles : ce stock n’est pas vendu, réglez celui de chaque taille dans « Tailles et combinaisons ».'),
    ).toBeVisible()
    expect(dialog.getByRole('link', { name: 'Tailles et combinaisons' })).toHaveAttribute(
      'href',
      '/dashboard/products/prodsized000000/sizes',
    )
  })

  it('shows the pro price column (« — » when none), and sold-out rows stand out with « Épuisé »', async () => {
    seed('products', [
      product({ id: 'prodpro00000000', name: 'Bracelet Pro', price: 40, price_pro: 28.5, stock: 5 }),
      product({ id: 'prodnopro000000', name: 'Bracelet Public', price: 30, price_pro: 0, stock: 0 }),
    ])
    renderApp('/dashboard/products', { user: admin() })
    const table = within(await screen.findByRole('table', { name: 'Liste des produits' }))
    expect(table.getByRole('columnheader', { name: /Prix pro/ })).toBeVisible()
    const pro = within((await table.findByText('Bracelet Pro')).closest('tr') as HTMLElement)
    expect(pro.getByRole('cell', { name: '28,50\u00a0€' })).toBeVisible()
    expect(pro.queryByText('Épuisé')).toBeNull()
    const publicRow = (await table.findByText('Bracelet Public')).closest('tr') as HTMLElement
    expect(within(publicRow).getByRole('cell', { name: '—' })).toBeVisible()
    expect(within(publicRow).getByText('Épuisé')).toBeVisible()
    expect(publicRow.className).toContain('bg-danger-100')
  })

  it('filters « Épuisés » and « Stock faible » from the address, searches blind to accents, sorts by price: all on the server', async () => {
    seed('products', [
      product({ id: 'prodame00000000', name: 'Bracelet Améthyste', price: 45, stock: 0 }),
      // The folded column the server keeps (docs/adr/0090).
      { ...product({ id: 'prodoeil0000000', name: 'Collier Œil de Tigre', price: 30, stock: 2 }), search: 'collier oeil de tigre' },
      product({ id: 'produnique00000', name: 'Pendentif Unique', price: 90, stock: 1, is_unique: true }),
      product({ id: 'prodplenty00000', name: 'Bague Quartz', price: 20, stock: 12 }),
    ])
    const { router, events } = renderApp('/dashboard/products?statut=stock-faible', { user: admin() })
    const table = within(await screen.findByRole('table', { name: 'Liste des produits' }))
    await table.findByText('Bracelet Améthyste')
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.font-medium')?.textContent)
    // Low stock: 2 or less, sold out included, unique pieces aside (the overview's card).
    expect(names()).toEqual(['Bracelet Améthyste', 'Collier Œil de Tigre'])
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveDisplayValue('Stock faible')
    expect(screen.getByText(/^2\sproduits$/)).toBeVisible()
    expect(asked[0]!.searchParams.get('filter')).toBe('stock <= 2 && is_unique = false && options.0 = null')
    expect(asked[0]!.searchParams.get('perPage')).toBe('50')
    const fields = asked[0]!.searchParams.get('fields')!.split(',')
    expect(fields).toEqual(expect.arrayContaining(['name', 'price', 'stock', 'expand.category.name']))
    expect(fields).not.toContain('search')
    expect(fields).not.toContain('*')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Épuisés')
    await waitFor(() => expect(names()).toEqual(['Bracelet Améthyste']))
    expect(router.state.location.search).toBe('?statut=epuise')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Tous')
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'Œil')
    await waitFor(() => expect(names()).toEqual(['Collier Œil de Tigre']))
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('search ~ "oeil"')
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher un produit' }))
    await waitFor(() => expect(names()).toHaveLength(4))
    await events.click(table.getByRole('button', { name: /^Prix\b(?! pro)/ }))
    await waitFor(() => expect(names()).toEqual(['Bague Quartz', 'Collier Œil de Tigre', 'Bracelet Améthyste', 'Pendentif Unique']))
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('price,-created')
    expect(table.getByRole('columnheader', { name: /^Prix\b(?! pro)/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('« Stock faible » follows the threshold the admin set on the shop', async () => {
    seed('shop_identity', [createShopIdentity({ low_stock_threshold: 5 })])
    seed('products', [
      product({ id: 'prodfour0000000', name: 'Bracelet Quatre', stock: 4 }),
      product({ id: 'prodsix00000000', name: 'Bracelet Six', stock: 6 }),
    ])
    renderApp('/dashboard/products?statut=stock-faible', { user: admin() })
    const table = within(await screen.findByRole('table', { name: 'Liste des produits' }))
    expect(await table.findByText('Bracelet Quatre')).toBeVisible()
    expect(table.queryByText('Bracelet Six')).toBeNull()
  })

  it('shows the red list failure above the table, or the empty text', async () => {
    expectConsoleError('Admin list products:')
    failList('products')
    renderApp('/dashboard/products', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des produits')
  })

  it('says when there is no product yet', async () => {
    renderApp('/dashboard/products', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Aucun produit pour le moment.' })).toBeVisible()
  })

  it('creates a product: slug from the name, unique fixes the stock, categories required, images refused by type and reordered with the keyboard', async () => {
    seed('categories', [bracelets, colliers])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { router } = renderApp('/dashboard/products', { user: admin() })
    const events = userEvent.setup({ applyAccept: false })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveFocus()

    // The name writes the slug; a slug typed by hand is replaced on the next name edit.
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Bracelet Œil de Tigre')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelet-oeil-de-tigre')
    await events.clear(form.getByRole('textbox', { name: 'Slug' }))
    await events.type(form.getByRole('textbox', { name: 'Slug' }), 'mon-slug')
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' Été')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelet-oeil-de-tigre-ete')

    // Unique: stock 1 and locked; unticked: stock cleared and editable again.
    const stock = form.getByRole('spinbutton', { name: 'Stock' })
    await events.type(stock, '7')
    await events.click(form.getByRole('checkbox', { name: 'Pièce unique' }))
    expect(stock).toHaveValue(1)
    expect(stock).toBeDisabled()
    await events.click(form.getByRole('checkbox', { name: 'Pièce unique' }))
    expect(stock).toHaveValue(null)
    expect(stock).toBeEnabled()
    await events.type(stock, '4')
    await events.type(form.getByRole('textbox', { name: 'Prix (€)' }), '42.5')

    // Pickers: the spec's empty texts where a list has nothing.
    expect(await form.findByText('Aucun matériau trouvé')).toBeVisible()
    expect(form.getByText('Aucune couleur trouvée')).toBeVisible()
    expect(form.getByText('Aucune propriété trouvée')).toBeVisible()
    expect(form.getByText('Aucun chakra trouvé')).toBeVisible()
    expect(form.getByText('Aucun signe trouvé')).toBeVisible()

    // No category: refused before sending.
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(form.getByRole('group', { name: /Catégories/ })).toHaveAccessibleDescription('Choisissez au moins une catégorie.')
    expect(sent).toEqual([])
    await events.click(form.getByRole('checkbox', { name: 'Colliers' }))

    // Images: the limits are said beside the picker; a PDF and an image over 10 Mo are refused at once,
    // by name and with the limit; two PNGs are previewed, then the second moved up with the keyboard.
    expect(form.getByText(/^JPEG, PNG, GIF ou WebP, 10 Mo au maximum par image\. 12 images au plus\./)).toBeVisible()
    const picker = form.getByLabelText('Ajouter des images')
    const huge = png('immense.png')
    Object.defineProperty(huge, 'size', { value: 12.4 * 1024 * 1024 })
    await events.upload(picker, [png('face.png'), new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }), huge, png('dos.png')])
    expect(form.getByText('Le fichier « devis.pdf » n’est pas une image JPEG, PNG, GIF ou WebP.')).toBeVisible()
    expect(form.getByText('L’image « immense.png » (12,4 Mo) dépasse 10 Mo.')).toBeVisible()
    expect(imageOrder(form)).toEqual(['Image 1 sur 2 : face.png', 'Image 2 sur 2 : dos.png'])
    form.getByRole('button', { name: "Monter l'image 2 sur 2" }).focus()
    await events.keyboard('{Enter}')
    expect(imageOrder(form)).toEqual(['Image 1 sur 2 : dos.png', 'Image 2 sur 2 : face.png'])
    expect(form.getByText('Image déplacée en position 1 sur 2.')).toBeInTheDocument()
    // The keyboard stays on the moved image (its « Monter » is now disabled: « Descendre »).
    await waitFor(() => expect(form.getByRole('button', { name: "Descendre l'image 1 sur 2" })).toHaveFocus())

    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit créé avec succès !')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.fields).toMatchObject({
      name: ['Bracelet Œil de Tigre Été'],
      slug: ['bracelet-oeil-de-tigre-ete'],
      price: ['42.5'],
      stock: ['4'],
      is_unique: ['false'],
      category: [colliers.id],
      materials: [''],
      image: [{ file: 'image/png' }, { file: 'image/png' }],
    })
    // The previews were released when the dialog closed; the list shows the new product.
    // (the form's cleanup runs when React unmounts it, which may come a tick after the toast).
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'))
    expect(await screen.findByRole('cell', { name: 'Bracelet Œil de Tigre Été' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/dashboard/products')
  })

  it('keeps every value and shows the server message when the save fails', async () => {
    seed('categories', [bracelets])
    const sent = acceptMultipartWrites('products', {
      lists: LISTS,
      fail: SLUG_TAKEN,
    })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Bracelet Lune')
    await events.type(form.getByRole('textbox', { name: 'Prix (€)' }), '39.90')
    await events.type(form.getByRole('spinbutton', { name: 'Stock' }), '2')
    await events.click(await form.findByRole('checkbox', { name: 'Bracelets' }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText('Échec de la sauvegarde du produit. Slug : Cette valeur est déjà utilisée.')).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Ajouter un produit' })).toBeVisible()
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelet Lune')
    expect(form.getByRole('textbox', { name: 'Prix (€)' })).toHaveValue('39.90')
    expect(form.getByRole('checkbox', { name: 'Bracelets' })).toBeChecked()
  })

  it('after a refused save the focus goes to the first field to fix: the form’s checks, a category, the server’s refusal', async () => {
    seed('categories', [bracelets])
    const sent = acceptMultipartWrites('products', {
      lists: LISTS,
      fail: SLUG_TAKEN,
    })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    const price = form.getByRole('textbox', { name: 'Prix (€)' })
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Bracelet Lune')
    await events.type(form.getByRole('spinbutton', { name: 'Stock' }), '2')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(price).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await waitFor(() => expect(price).toHaveFocus())

    // Only the category is missing: its first box.
    await events.type(price, '39,90')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    const bracelet = await form.findByRole('checkbox', { name: 'Bracelets' })
    await waitFor(() => expect(bracelet).toHaveFocus())
    expect(sent).toEqual([])

    // The server refuses the slug: the message above the form names it, the focus is on it, nothing typed is lost.
    await events.click(bracelet)
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText('Échec de la sauvegarde du produit. Slug : Cette valeur est déjà utilisée.')).toBeVisible()
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Slug' })).toHaveFocus())
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelet-lune')
    expect(price).toHaveValue('39,90')
    expect(sent).toHaveLength(1)
  })

  it('a picker whose list exceeds a page searches the server as one types, accents aside; the chosen stone stays listed', async () => {
    seed('categories', [bracelets])
    // 60 stones in the server's French order (`sort_name`, docs/adr/0100); the product's own is past the first page.
    const stones = [...Array.from({ length: 58 }, (_, i) => `Agate ${String(i).padStart(2, '0')}`), 'Émeraude', 'Zoïsite'].map((name, i) =>
      adminRecord('stones', { id: `stone${String(i).padStart(10, '0')}`, name, sort_name: foldText(name) }),
    )
    const zoisite = stones.at(-1)!
    seed('stones', stones)
    const stonesAsked = servePages('stones')
    seed('products', [product({ name: 'Bracelet Aurore', stones: [zoisite.id] })])
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Aurore' }))
    const form = await dialog('Modifier le produit')
    const picker = within(form.getByRole('group', { name: /Pierres/ }))
    // The first page only (50), and the chosen stone named although it is not on it.
    expect(await picker.findByRole('checkbox', { name: 'Zoïsite' })).toBeChecked()
    expect(picker.getByRole('checkbox', { name: 'Agate 00' })).not.toBeChecked()
    expect(stonesAsked[0]!.searchParams.get('perPage')).toBe('50')

    await events.type(picker.getByRole('searchbox', { name: 'Filtrer : Pierres' }), 'EMER')
    expect(await picker.findByRole('checkbox', { name: 'Émeraude' })).not.toBeChecked()
    expect(picker.queryByRole('checkbox', { name: 'Agate 00' })).toBeNull()
    expect(picker.getByRole('checkbox', { name: 'Zoïsite' })).toBeChecked()
    expect(stonesAsked.at(-1)!.searchParams.get('filter')).toBe('sort_name ~ "emer"')
    await events.click(picker.getByRole('checkbox', { name: 'Émeraude' }))
    await events.clear(picker.getByRole('searchbox', { name: 'Filtrer : Pierres' }))
    // Both chosen stay listed first, whatever the box holds.
    expect(picker.getByRole('checkbox', { name: 'Émeraude' })).toBeChecked()
    expect(picker.getByRole('checkbox', { name: 'Zoïsite' })).toBeChecked()
  })

  it('takes a reference (Référence), upper-cased as typed, checked against the server’s pattern', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ name: 'Bracelet Aurore', sku: 'EDP-BRA-001' })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Aurore' }))
    const form = await dialog('Modifier le produit')
    const reference = form.getByRole('textbox', { name: 'Référence' })
    expect(reference).toHaveValue('EDP-BRA-001')
    await events.clear(reference)
    await events.type(reference, 'edp bra 2')
    expect(reference).toHaveValue('EDP BRA 2')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(reference).toHaveAccessibleDescription(
      'Facultative et unique. Majuscules, chiffres et tirets seulement (32 caractères au plus), par exemple EDP-BRA-001.',
    )
    expect(sent).toHaveLength(0)
    await events.clear(reference)
    await events.type(reference, 'edp-bra-002')
    expect(reference).not.toHaveAttribute('aria-invalid', 'true')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.fields.sku).toEqual(['EDP-BRA-002'])
  })

  it('names a reference already taken in French', async () => {
    seed('categories', [bracelets])
    acceptMultipartWrites('products', {
      lists: LISTS,
      fail: {
        status: 400,
        message: 'Failed to create record.',
        data: { sku: { code: 'validation_not_unique', message: 'Value must be unique.' } },
      },
    })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Bracelet Lune')
    await events.type(form.getByRole('textbox', { name: 'Référence' }), 'EDP-BRA-001')
    await events.type(form.getByRole('textbox', { name: 'Prix (€)' }), '39.90')
    await events.type(form.getByRole('spinbutton', { name: 'Stock' }), '2')
    await events.click(await form.findByRole('checkbox', { name: 'Bracelets' }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText('Échec de la sauvegarde du produit. Référence : Cette valeur est déjà utilisée.')).toBeVisible()
  })

  it('says in French that the server does not answer (stopped mid-edit) and keeps the form', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune' })])
    server.use(http.patch('*/api/collections/products/records/:id', () => HttpResponse.error()))
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    await events.clear(form.getByRole('textbox', { name: 'Description' }))
    await events.type(form.getByRole('textbox', { name: 'Description' }), 'Pierre de lune, perles de 6 mm')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(
      await form.findByText('Échec de la sauvegarde du produit. Le serveur ne répond pas : vérifiez la connexion puis réessayez.'),
    ).toBeVisible()
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Pierre de lune, perles de 6 mm')
  })

  it('edits a product: stored images listed, moved down and one removed; the update sends the chosen order', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', image: ['a_1.jpg', 'b_2.jpg', 'c_3.jpg'], price_pro: 25 })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelet Lune')
    expect(form.getByRole('textbox', { name: 'Prix professionnel (€)' })).toHaveValue('25,00')
    expect(imageOrder(form)).toEqual(['Image 1 sur 3 : a_1.jpg', 'Image 2 sur 3 : b_2.jpg', 'Image 3 sur 3 : c_3.jpg'])
    await events.click(form.getByRole('button', { name: "Descendre l'image 1 sur 3" }))
    await events.click(form.getByRole('button', { name: "Retirer l'image 3 sur 3" }))
    expect(imageOrder(form)).toEqual(['Image 1 sur 2 : b_2.jpg', 'Image 2 sur 2 : a_1.jpg'])
    await events.clear(form.getByRole('textbox', { name: 'Prix (€)' }))
    await events.type(form.getByRole('textbox', { name: 'Prix (€)' }), '45')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', id: 'prodlune0000000' })])
    expect(sent[0]?.fields.image).toEqual(['b_2.jpg', 'a_1.jpg'])
    expect(sent[0]?.fields.price).toEqual(['45'])
    // The stock was left alone: none is sent, so a sale made meanwhile stays sold.
    expect(Object.keys(sent[0]?.fields ?? {}).filter((name) => name.startsWith('stock'))).toEqual([])
    const row = within((await screen.findByRole('cell', { name: 'Bracelet Lune' })).closest('tr') as HTMLElement)
    expect(await row.findByText('45,00 €')).toBeVisible()
  })

  it('reads « 72,50 » as 72.5, asks before saving a price ten times higher, refuses a pro price above the price (issue 14)', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', price: 72.5 })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    const price = form.getByRole('textbox', { name: 'Prix (€)' })
    expect(price).toHaveValue('72,50')
    const pro = form.getByRole('textbox', { name: 'Prix professionnel (€)' })
    await events.type(pro, '80')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(pro).toHaveAccessibleDescription(/Le prix professionnel ne peut pas dépasser le prix public\./)
    await events.clear(pro)
    // The comma lost: 7250 instead of 72,50.
    await events.clear(price)
    await events.type(price, '7250')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(price).toHaveAccessibleDescription(
      /Le prix passe de 72,50\s€ à 7\s250,00\s€ : vérifiez la virgule\. Enregistrez à nouveau pour confirmer\./,
    )
    expect(sent).toHaveLength(0)
    await events.clear(price)
    await events.type(price, '72,90')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(sent[0]?.fields.price).toEqual(['72.9'])
  })

  it('edits the pro prices by quantity and the pros’ minimum, refused in the server’s words, sent as one list (docs/adr/0132)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    seed('categories', [bracelets])
    seed('products', [
      product({ id: 'prodlune0000000', name: 'Bracelet Lune', price: 30, price_pro: 24, pro_tiers: [{ min: 5, price_pro: 21 }] }),
    ])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    expect(form.getByRole('textbox', { name: 'Palier 1 : à partir de (pièces)' })).toHaveValue('5')
    expect(form.getByRole('textbox', { name: 'Palier 1 : prix pro TTC (€)' })).toHaveValue('21,00')
    // 21 € TTC at 20 %
    expect(await form.findByText('soit 17,50 € HT')).toBeVisible()
    await events.click(form.getByRole('button', { name: 'Ajouter un palier' }))
    await events.type(form.getByRole('textbox', { name: 'Palier 2 : à partir de (pièces)' }), '3')
    await events.type(form.getByRole('textbox', { name: 'Palier 2 : prix pro TTC (€)' }), '18')
    await events.type(form.getByRole('textbox', { name: 'Minimum par commande pro (pièces)' }), '1')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(
      form.getByText('Les seuils des paliers doivent être croissants : chaque palier commence à plus de pièces que le précédent.'),
    ).toBeVisible()
    expect(form.getByRole('textbox', { name: 'Minimum par commande pro (pièces)' })).toHaveAccessibleDescription(
      /Indiquez un nombre entier de pièces entre 2 et 99, ou laissez vide\./,
    )
    expect(sent).toHaveLength(0)

    const secondMin = form.getByRole('textbox', { name: 'Palier 2 : à partir de (pièces)' })
    await events.clear(secondMin)
    await events.type(secondMin, '10')
    const secondPrice = form.getByRole('textbox', { name: 'Palier 2 : prix pro TTC (€)' })
    await events.clear(secondPrice)
    await events.type(secondPrice, '22')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(form.getByText('Le prix d’un palier doit être plus bas que celui du palier précédent.')).toBeVisible()

    await events.clear(secondPrice)
    await events.type(secondPrice, '18,5')
    const minimum = form.getByRole('textbox', { name: 'Minimum par commande pro (pièces)' })
    await events.clear(minimum)
    await events.type(minimum, '3')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(JSON.parse(String(sent[0]!.fields.pro_tiers![0]))).toEqual([
      { min: 5, price_pro: 21 },
      { min: 10, price_pro: 18.5 },
    ])
    expect(sent[0]?.fields.pro_min_qty).toEqual(['3'])
  })

  it('saves a ten-times price when the admin saves it again after the warning', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', price: 12 })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    const price = form.getByRole('textbox', { name: 'Prix (€)' })
    await events.clear(price)
    await events.type(price, '120')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(price).toHaveAccessibleDescription(/Le prix passe de 12,00\s€ à 120,00\s€/)
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(sent[0]?.fields.price).toEqual(['120'])
  })

  it('sends a stock change as a delta; refused because of sales made meanwhile, keeps what was typed and counts from the stock of now', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', stock: 3 })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    const refusal =
      'Le stock de « Bracelet Lune » a changé pendant votre modification : il en reste 0. Vérifiez le stock puis enregistrez à nouveau.'
    const refused: FormData[] = []
    server.use(
      http.patch('*/api/collections/products/records/:id', async ({ request }) => {
        if (refused.length > 0) return undefined
        refused.push(await request.formData())
        return pbFailure(409, refusal)
      }),
    )
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    // Three pieces sold while the form is open.
    db.collections.set(
      'products',
      (db.collections.get('products') ?? []).map((record) => ({ ...record, stock: 0 })),
    )
    const stock = form.getByRole('spinbutton', { name: 'Stock' })
    await events.clear(stock)
    await events.type(stock, '1')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText(`Échec de la sauvegarde du produit. ${refusal}`)).toBeVisible()
    expect(refused[0]?.get('stock-')).toBe('2')
    expect(stock).toHaveValue(1)
    expect(stock).toHaveAccessibleDescription('Stock actuel en boutique : 0 ; le nombre saisi sera enregistré tel quel.')

    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.fields['stock+']).toEqual(['1'])
    expect((db.collections.get('products')?.[0] as ProductsRecord).stock).toBe(1)
  })

  it('puts a new image before stored ones with a second request that sets the order', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', image: ['a_1.jpg'] })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    renderApp('/dashboard/products', { user: admin() })
    const events = userEvent.setup({ applyAccept: false })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    await events.upload(form.getByLabelText('Ajouter des images'), png('nouvelle.png'))
    await events.click(form.getByRole('button', { name: "Monter l'image 2 sur 2" }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[0]?.fields.image).toEqual(['a_1.jpg', { file: 'image/png' }])
    expect(sent[1]?.fields.image).toEqual([expect.stringMatching(/^upload_\d+\.png$/), 'a_1.jpg'])
    expect((db.collections.get('products')?.[0] as ProductsRecord).image).toEqual(sent[1]?.fields.image)
  })

  it('when only the reordering fails, keeps the chosen order and saves it again without uploading twice', async () => {
    seed('categories', [bracelets])
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', image: ['a_1.jpg'] })])
    const sent = acceptMultipartWrites('products', { lists: LISTS })
    let refuseReorder = true
    server.use(
      http.patch('*/api/collections/products/records/:id', ({ request }) => {
        if (refuseReorder && request.headers.get('content-type')?.startsWith('application/json')) {
          refuseReorder = false
          return pbFailure(503, 'Service indisponible.')
        }
        return undefined
      }),
    )
    renderApp('/dashboard/products', { user: admin() })
    const events = userEvent.setup({ applyAccept: false })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = await dialog('Modifier le produit')
    await events.upload(form.getByLabelText('Ajouter des images'), png('nouvelle.png'))
    await events.click(form.getByRole('button', { name: "Monter l'image 2 sur 2" }))
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText('Échec de la sauvegarde du produit. Service indisponible.')).toBeVisible()
    // The new file is stored now: the list shows it by its stored name, still first.
    expect(imageOrder(form)).toEqual([expect.stringMatching(/^Image 1 sur 2 : upload_\d+\.png$/), 'Image 2 sur 2 : a_1.jpg'])

    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    // Two multipart updates (the refused JSON reorder is not counted): the second sends stored names only.
    expect(sent).toHaveLength(2)
    expect(sent[0]?.fields.image).toEqual(['a_1.jpg', { file: 'image/png' }])
    expect(sent[1]?.fields.image).toEqual([expect.stringMatching(/^upload_\d+\.png$/), 'a_1.jpg'])
  })

  it('deletes only after the confirmation, and says so when the delete fails', async () => {
    expectConsoleError('Échec de la suppression du produit')
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune' })])
    const sent = acceptWrites('products')
    const { events } = renderApp('/dashboard/products', { user: admin() })
    confirmSpy.mockReturnValueOnce(false)
    await events.click(await screen.findByRole('button', { name: 'Supprimer Bracelet Lune' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer ce produit ?')
    expect(sent).toEqual([])
    expect(screen.getByRole('cell', { name: 'Bracelet Lune' })).toBeVisible()

    server.use(http.delete('*/api/collections/products/records/:id', () => pbFailure(400, 'Failed to delete record.')))
    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelet Lune' }))
    expect(await screen.findByText('Échec de la suppression du produit')).toBeVisible()
    server.resetHandlers()
    acceptWrites('products')

    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelet Lune' }))
    expect(await screen.findByRole('cell', { name: 'Aucun produit pour le moment.' })).toBeVisible()
  })

  it('says the pickers failed to load with the spec text', async () => {
    server.use(
      http.get('*/api/collections/materials/records', () => HttpResponse.json({ status: 500, message: 'Oups', data: {} }, { status: 500 })),
    )
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    expect(await form.findByText('Échec de la récupération des filtres')).toBeVisible()
  })

  it('a message on a field goes as soon as the value is right, and stays while it is still wrong (issue 14)', async () => {
    seed('categories', [])
    renderApp('/dashboard/products', { user: admin() })
    const events = userEvent.setup({ applyAccept: false })
    await events.click(await screen.findByRole('button', { name: 'Ajouter un produit' }))
    const form = await dialog('Ajouter un produit')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    const name = form.getByRole('textbox', { name: 'Nom' })
    const price = form.getByRole('textbox', { name: 'Prix (€)' })
    expect(name).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(price).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await events.type(name, 'Bracelet Lune')
    expect(name).not.toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await events.type(price, '0')
    expect(price).toHaveAccessibleDescription('Indiquez un prix supérieur à 0, par exemple 39,90.')
    await events.type(price, '.5')
    expect(price).not.toHaveAttribute('aria-invalid', 'true')
  })
})
