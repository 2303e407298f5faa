// The product CSV (issue 26, point 5; pb_hooks/lib/product-csv.js, docs/adr/0099): the export a French
// spreadsheet opens as is, and the import by reference with its dry run, its French refusals per
// line, one transaction for the accepted lines, and stock written as a change since the export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'
import { createCategory, uniq } from './support/factories'

let stack: CheckoutStack
let category: { id: string; name: string }
let stone: { id: string; name: string }

const HEADER =
  'Référence;Nom;Slug;Prix (€);Prix professionnel (€);Stock;Stock à l’export;Publié;Pièce unique;Exclusif;' +
  'Catégories;Pierres;Propriétés des pierres;Matériaux;Couleurs;Chakras;Signes astrologiques;Description;' +
  // Sizes (docs/adr/0108).
  'Taille;Référence du produit'

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  category = await createCategory(stack.su, { name: `Bracelets ${uniq('c')}` })
  stone = await stack.su.collection('stones').create({ name: `Améthyste ${uniq('s')}`, virtues: 'Calme' })
})

afterAll(async () => {
  await stack?.stop()
})

async function exportCsv(user: StackUser | null): Promise<{ status: number; text: string; bytes: Uint8Array; type: string | null }> {
  const response = await fetch(`${stack.pbUrl}/api/shop/products/export.csv`, { headers: user ? { authorization: user.token } : {} })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    bytes,
  }
}

interface Report {
  dry_run: boolean
  applied: boolean
  counts: { created: number; updated: number; unchanged: number; refused: number }
  lines: Array<{
    line: number
    reference: string
    name: string
    action: string
    changes: Array<{ field: string; before: string; after: string }>
    errors: string[]
  }>
}

async function importCsv(
  user: StackUser | null,
  content: string | Uint8Array | null,
  dryRun = true,
): Promise<{ status: number; body: Report & { message?: string } }> {
  const form = new FormData()
  if (content !== null) form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), 'produits.csv')
  form.append('dry_run', dryRun ? 'true' : 'false')
  const response = await fetch(`${stack.pbUrl}/api/shop/products/import`, {
    method: 'POST',
    headers: user ? { authorization: user.token } : {},
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Report & { message?: string } }
}

/** A product with a reference, in the test's category. */
function product(data: Partial<ProductsRecord> = {}): Promise<ProductsRecord> {
  return stack.product({ sku: uniq('R').toUpperCase(), category: [category.id], ...data })
}

/** One line of the file, its cells in HEADER's order (the rest empty). */
function row(cells: Record<string, string>): string {
  return HEADER.split(';')
    .map((name) => cells[name] ?? '')
    .join(';')
}

/** The export's line of a product, as cells by header. */
function exportedLine(text: string, sku: string): Record<string, string> {
  const line = text
    .slice(1)
    .split('\r\n')
    .find((l) => l.startsWith(`${sku};`))
  expect(line).toBeDefined()
  const cells = (line ?? '').split(';')
  return Object.fromEntries(HEADER.split(';').map((name, i) => [name, cells[i] ?? '']))
}

describe('GET /api/shop/products/export.csv and POST /api/shop/products/import: who', () => {
  it('answers admins only, in French, on both routes', async () => {
    for (const user of [null, stack.users.customer, stack.users.pro]) {
      const exported = await exportCsv(user)
      expect(exported.status).toBe(403)
      expect(JSON.parse(exported.text).message).toBe('Seul un administrateur de la boutique peut exporter ou importer les produits.')
      const imported = await importCsv(user, `${HEADER}\r\n`)
      expect(imported.status).toBe(403)
      expect(imported.body.message).toBe('Seul un administrateur de la boutique peut exporter ou importer les produits.')
    }
    expect((await exportCsv(stack.users.admin)).status).toBe(200)
  })
})

describe('the export', () => {
  it('writes every product for a French spreadsheet: BOM, « ; », decimal commas, names of the references, no formulas', async () => {
    const item = await product({
      name: 'Bracelet « Lune »; perles',
      price: 1234.5,
      price_pro: 24,
      stock: 7,
      stones: [stone.id],
      description: '=HYPERLINK("x")\nDeuxième ligne',
      published: false,
    })
    const answer = await exportCsv(stack.users.admin)
    expect(answer.type).toBe('text/csv; charset=utf-8')
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(answer.text.slice(1).split('\r\n')[0]).toBe(HEADER)
    const start = answer.text.indexOf(`${item.sku};`)
    expect(answer.text.slice(start, answer.text.indexOf('\r\n', start))).toBe(
      `${item.sku};"Bracelet « Lune »; perles";${item.slug};1234,50;24,00;7;7;non;non;non;${category.name};${stone.name};;;;;;"'=HYPERLINK(""x"")\nDeuxième ligne";;`,
    )
  })
})

describe('the import', () => {
  it('dry run: reports what would be created and changed, before → after, and writes nothing', async () => {
    const item = await product({ price: 39.9, stock: 3 })
    const sku = uniq('NEW').toUpperCase()
    const file =
      `\uFEFF${HEADER}\r\n` +
      row({
        Référence: item.sku ?? '',
        Nom: item.name,
        Slug: item.slug,
        'Prix (€)': '42,50',
        Stock: '3',
        'Stock à l’export': '3',
        Catégories: category.name,
      }) +
      '\r\n' +
      row({
        Référence: sku,
        Nom: 'Collier Améthyste',
        'Prix (€)': '55',
        Stock: '2',
        Publié: 'oui',
        Catégories: category.name,
        Pierres: stone.name,
      }) +
      '\r\n'
    const answer = await importCsv(stack.users.admin, file)
    expect(answer.status).toBe(200)
    expect(answer.body.counts).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 0 })
    const [updated, created] = answer.body.lines
    expect(updated).toMatchObject({ line: 2, action: 'updated', reference: item.sku })
    expect(updated?.changes).toContainEqual({ field: 'Prix (€)', before: '39,90', after: '42,50' })
    expect(created).toMatchObject({ line: 3, action: 'created', reference: sku, name: 'Collier Améthyste' })
    expect(created?.changes).toContainEqual({ field: 'Slug', before: '', after: 'collier-amethyste' })
    expect((await stack.su.collection('products').getOne(item.id)).price).toBe(39.9)
    expect(await stack.su.collection('products').getList(1, 1, { filter: `sku = "${sku}"` })).toMatchObject({ totalItems: 0 })

    const applied = await importCsv(stack.users.admin, file, false)
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ dry_run: false, applied: true, counts: { created: 1, updated: 1, refused: 0 } })
    expect((await stack.su.collection('products').getOne(item.id)).price).toBe(42.5)
    const made = await stack.su.collection('products').getFirstListItem(`sku = "${sku}"`)
    expect(made).toMatchObject({
      name: 'Collier Améthyste',
      slug: 'collier-amethyste',
      price: 55,
      stock: 2,
      published: true,
      stones: [stone.id],
    })
  })

  it('refuses each bad line with its French sentence and applies the others', async () => {
    const taken = await product()
    const known = await product({ price: 30, stock: 4 })
    const ok = uniq('OK').toUpperCase()
    const base = { Nom: 'Bague', 'Prix (€)': '20', Stock: '1', Catégories: category.name }
    // Each new line its own slug (two new « Bague » would share `bague`: refused too).
    const line = (cells: Record<string, string>) => row({ Slug: `bague-${uniq('s')}`, ...cells })
    const lines = [
      row({ ...base, Référence: ok, Slug: `bague-${ok.toLowerCase()}` }),
      line({ ...base, Référence: uniq('A').toUpperCase(), Pierres: 'Amethyste' }),
      line({ ...base, Référence: uniq('B').toUpperCase(), 'Prix (€)': '-3' }),
      line({ ...base, Référence: uniq('C').toUpperCase(), 'Prix (€)': 'douze' }),
      line({ ...base, Référence: uniq('D').toUpperCase(), 'Prix (€)': '' }),
      line({ ...base, Référence: uniq('E').toUpperCase(), 'Prix (€)': '20', 'Prix professionnel (€)': '25' }),
      line({ ...base, Référence: uniq('F').toUpperCase(), Slug: 'Pas Un Slug' }),
      line({ ...base, Référence: uniq('G').toUpperCase(), Slug: taken.slug }),
      line({ ...base, Référence: ok }),
      line({ ...base, Référence: uniq('H').toUpperCase(), Nom: '' }),
      line({ ...base, Référence: uniq('I').toUpperCase(), Stock: '1,5' }),
      line({ ...base, Référence: uniq('J').toUpperCase(), Publié: 'peut-être' }),
      line({ ...base, Référence: uniq('K').toUpperCase(), Catégories: '' }),
      line({ ...base, Référence: 'pas-une-ref' }),
      line({ ...base, Référence: uniq('L').toUpperCase(), Stock: '' }),
      line({ ...base, Référence: known.sku ?? '', Nom: known.name, Stock: '0', 'Stock à l’export': '9' }),
      line({ ...base, Référence: uniq('M').toUpperCase(), 'Pièce unique': 'oui', Stock: '2' }),
    ]
    const file = `${HEADER}\n${lines.join('\n')}\n`
    const answer = await importCsv(stack.users.admin, file, false)
    expect(answer.status).toBe(200)
    expect(answer.body.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 16 })
    const errors = Object.fromEntries(answer.body.lines.filter((l) => l.action === 'refused').map((l) => [l.line, l.errors]))
    expect(errors).toEqual({
      3: ['Ligne 3 : la pierre « Amethyste » n’existe pas (créez-la d’abord dans la liste de référence).'],
      4: ['Ligne 4 : le prix doit être un nombre positif, par exemple 39,90.'],
      5: ['Ligne 5 : le prix doit être un nombre positif, par exemple 39,90.'],
      6: ['Ligne 6 : le prix est obligatoire.'],
      7: ['Ligne 7 : le prix professionnel ne peut pas dépasser le prix public.'],
      8: ['Ligne 8 : le slug doit être en minuscules, chiffres et tirets, par exemple bracelet-lune.'],
      9: [`Ligne 9 : le slug « ${taken.slug} » est déjà celui d’un autre produit.`],
      10: [`Ligne 10 : la référence « ${ok} » est déjà à la ligne 2.`],
      11: ['Ligne 11 : le nom est obligatoire.'],
      12: ['Ligne 12 : le stock doit être un nombre entier, 0 ou plus.'],
      13: ['Ligne 13 : « Publié » doit valoir « oui » ou « non ».'],
      14: ['Ligne 14 : choisissez au moins une catégorie.'],
      15: ['Ligne 15 : la référence doit être en majuscules, chiffres et tirets (32 caractères au plus), par exemple EDP-BRA-001.'],
      16: ['Ligne 16 : le stock est obligatoire pour un nouveau produit.'],
      17: ['Ligne 17 : le stock passerait sous zéro (il en reste 4).'],
      18: ['Ligne 18 : une pièce unique a un stock de 0 ou 1.'],
    })
    expect(await stack.su.collection('products').getFirstListItem(`sku = "${ok}"`)).toMatchObject({ name: 'Bague', price: 20 })
    expect((await stack.su.collection('products').getOne(known.id)).stock).toBe(4)
  })

  it('keeps a sale made between the export (or the dry run) and the apply: the stock is written as a change', async () => {
    const item = await product({ stock: 5 })
    const exported = exportedLine((await exportCsv(stack.users.admin)).text, item.sku ?? '')
    expect(exported.Stock).toBe('5')
    const file = `${HEADER}\r\n${row({ ...exported, Stock: '8' })}\r\n`
    const dry = await importCsv(stack.users.admin, file)
    expect(dry.body.lines[0]?.changes).toEqual([{ field: 'Stock', before: '5', after: '8' }])
    // A shopper takes one (the checkout holds it: out of the stock for sale).
    const buyer = await stack.newBuyer()
    expect((await stack.startCheckout(buyer, [{ id: item.id, quantity: 1 }])).status).toBe(200)
    expect(await stack.stock(item.id)).toBe(4)
    const applied = await importCsv(stack.users.admin, file, false)
    expect(applied.body.lines[0]?.changes).toEqual([{ field: 'Stock', before: '4', after: '7' }])
    expect(await stack.stock(item.id)).toBe(7)
    // The stock history names the import and the admin (docs/adr/0098).
    const history = await stack.su
      .collection('stock_movements')
      .getFullList({ filter: stack.su.filter('product = {:id}', { id: item.id }), sort: 'created,@rowid' })
    expect(history.map((line) => [line.reason, line.change, line.stock_after])).toEqual([
      ['manual', 5, 5],
      ['sale', -1, 4],
      ['import', 3, 7],
    ])
    expect(history[2]?.actor).toBe(stack.users.admin.id)
  })

  it('two applies of the same new references at once: each product is created once, the other apply sees it', async () => {
    const skus = [uniq('X').toUpperCase(), uniq('Y').toUpperCase()]
    const file =
      `${HEADER}\r\n` +
      skus
        .map((sku) =>
          row({ Référence: sku, Nom: `Bague ${sku}`, Slug: sku.toLowerCase(), 'Prix (€)': '15', Stock: '2', Catégories: category.name }),
        )
        .join('\r\n')
    const answers = await Promise.all([importCsv(stack.users.admin, file, false), importCsv(stack.users.admin, file, false)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body.counts.created).sort()).toEqual([0, 2])
    expect(answers.map((answer) => answer.body.counts.unchanged).sort()).toEqual([0, 2])
    for (const sku of skus) {
      expect((await stack.su.collection('products').getList(1, 5, { filter: `sku = "${sku}"` })).totalItems).toBe(1)
    }
  })

  it('reads back its own export as a no-op: the same file changes nothing', async () => {
    await product({ name: 'Pendentif « Étoile » ; argent', description: 'Première ligne\r\nSeconde ; « ligne »', stones: [stone.id] })
    await product({ name: '-Bracelet', price: 12.3, price_pro: 0 })
    await stack.product({ category: [] }) // no reference, no category: matched by its slug
    const exported = await exportCsv(stack.users.admin)
    const dry = await importCsv(stack.users.admin, exported.bytes)
    expect(dry.status).toBe(200)
    expect(dry.body.counts).toMatchObject({ created: 0, updated: 0, refused: 0 })
    expect(dry.body.lines).toEqual([])
    const applied = await importCsv(stack.users.admin, exported.bytes, false)
    expect(applied.body).toMatchObject({ applied: false, counts: { created: 0, updated: 0, refused: 0 } })
  })

  it('reads a Windows-1252 file with « , » between cells, quoted decimal commas and LF line ends', async () => {
    const item = await product({ price: 10, price_pro: 0 })
    // A spreadsheet's trailing separator: a column without a name, left out.
    const text = `Référence,Nom,Prix (€),\n${item.sku},"Bracelet Améthyste","11,50",\n`
    const bytes = Uint8Array.from([...text].map((c) => ({ é: 0xe9, '€': 0x80 })[c] ?? c.charCodeAt(0)))
    const answer = await importCsv(stack.users.admin, bytes)
    expect(answer.status).toBe(200)
    expect(answer.body.lines[0]?.changes).toEqual([
      { field: 'Nom', before: item.name, after: 'Bracelet Améthyste' },
      { field: 'Prix (€)', before: '10,00', after: '11,50' },
    ])
  })

  it('refuses a file it cannot read with one French sentence', async () => {
    const cases: Array<[string | Uint8Array | null, string]> = [
      [null, 'Choisissez un fichier CSV à importer.'],
      ['', 'La première ligne doit nommer les colonnes, dont « Référence » et « Nom » (partez d’un export pour avoir les bons noms).'],
      [
        'Nom;Prix (€)\nBague;12\n',
        'La première ligne doit nommer les colonnes, dont « Référence » et « Nom » (partez d’un export pour avoir les bons noms).',
      ],
      [`${HEADER}\r\n`, 'Le fichier ne contient aucun produit.'],
      [
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        'Ce fichier n’est pas un fichier CSV lisible. Enregistrez-le au format CSV (UTF-8 ou point-virgule) puis réessayez.',
      ],
      ['Référence;Nom\n"EDP-1;Bague\n', 'Ce fichier n’est pas un CSV valide : un guillemet n’est jamais refermé.'],
      [
        `Référence;Nom;Couleur préférée\nA;B;C\n`,
        expect.stringMatching(
          /^La colonne « Couleur préférée » est inconnue\. Colonnes possibles : « Référence », « Nom »/,
        ) as unknown as string,
      ],
      [`Référence;Nom\n${'A;B\n'.repeat(5001)}`, 'Le fichier dépasse 5000 lignes. Coupez-le en plusieurs fichiers.'],
      [`Référence;Nom\n${'x'.repeat(2 * 1024 * 1024)}\n`, 'Le fichier dépasse 2 Mo. Coupez-le en plusieurs fichiers.'],
    ]
    for (const [content, message] of cases) {
      const answer = await importCsv(stack.users.admin, content)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toEqual(message)
    }
  })
})

// Sizes (docs/adr/0108): one line per size after its product's, keyed by the size's reference, with
// its values and its product's reference; the import changes a size's stock (against « Stock à
// l’export »), prices and reference; old files without the two columns import as before.
describe('the CSV with sizes', () => {
  async function bracelet() {
    const p = await product({
      price: 40,
      stock: 0,
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
    } as Partial<ProductsRecord>)
    const sku16 = `${p.sku}-16`
    const s16 = await stack.su.collection('product_variants').create({ product: p.id, option1: '16 cm', sku: sku16, stock: 3, position: 0 })
    const s17 = await stack.su.collection('product_variants').create({ product: p.id, option1: '17 cm', stock: 1, price: 45, position: 1 })
    return { p, s16, s17, sku16 }
  }
  const sizeLine = (text: string, productSku: string, size: string) => {
    const line = text
      .slice(1)
      .split('\r\n')
      .find((l) => l.endsWith(`;${size};${productSku}`))
    expect(line).toBeDefined()
    const cells = (line ?? '').split(';')
    return Object.fromEntries(HEADER.split(';').map((name, i) => [name, cells[i] ?? '']))
  }

  it('exports one line per size, and the same file imports back unchanged', async () => {
    const { p, sku16 } = await bracelet()
    const exported = await exportCsv(stack.users.admin)
    const lines = exported.text.slice(1).split('\r\n')
    const at = lines.findIndex((l) => l.startsWith(`${p.sku};`))
    expect(lines[at + 1]).toBe(
      row({ Référence: sku16, Nom: p.name, Stock: '3', 'Stock à l’export': '3', Taille: '16 cm', 'Référence du produit': String(p.sku) }),
    )
    expect(sizeLine(exported.text, String(p.sku), '17 cm')).toMatchObject({ Référence: '', 'Prix (€)': '45,00', Stock: '1' })
    const file = `${HEADER}\r\n${lines[at]}\r\n${lines[at + 1]}\r\n${lines[at + 2]}\r\n`
    const again = await importCsv(stack.users.admin, file, false)
    expect(again.status).toBe(200)
    expect(again.body.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 })
  })

  it('changes a size’s stock as a change since the export, its price and its reference, in its history', async () => {
    const { p, s16, s17, sku16 } = await bracelet()
    const exported = await exportCsv(stack.users.admin)
    const l16 = sizeLine(exported.text, String(p.sku), '16 cm')
    const l17 = sizeLine(exported.text, String(p.sku), '17 cm')
    // A 16 cm sells after the export.
    await stack.su.collection('product_variants').update(s16.id, { 'stock-': 1 })
    const newSku = `${p.sku}-17`
    const file = `${HEADER}\r\n${row({ ...l16, Stock: '5' })}\r\n${row({ ...l17, Référence: newSku, 'Prix (€)': '' })}\r\n`
    const dry = await importCsv(stack.users.admin, file)
    expect(dry.body.lines.map((l) => [l.name, l.action, l.changes])).toEqual([
      [`${p.name} (16 cm)`, 'updated', [{ field: 'Stock', before: '2', after: '4' }]],
      [
        `${p.name} (17 cm)`,
        'updated',
        [
          { field: 'Référence', before: '', after: newSku },
          { field: 'Prix (€)', before: '45,00', after: '' },
        ],
      ],
    ])
    const applied = await importCsv(stack.users.admin, file, false)
    expect(applied.body.applied).toBe(true)
    const [a, b] = await Promise.all([s16, s17].map((s) => stack.su.collection('product_variants').getOne(s.id)))
    expect([a?.stock, b?.sku, b?.price]).toEqual([4, newSku, 0])
    const history = await stack.su.collection('stock_movements').getFullList({ filter: `variant = "${s16.id}" && reason = "import"` })
    expect(history.map((m) => [m.change, m.stock_after])).toEqual([[2, 4]])
    expect(sku16).toBeTruthy()
  })

  it('refuses in French, line by line: an unknown size, an unknown product, a product’s reference, a stock below zero', async () => {
    const { p, sku16 } = await bracelet()
    const other = await product()
    const file =
      `${HEADER}\r\n` +
      `${row({ Taille: '21 cm', 'Référence du produit': String(p.sku), Stock: '1', 'Stock à l’export': '0' })}\r\n` +
      `${row({ Taille: '16 cm', 'Référence du produit': 'NOPE-REF-0' })}\r\n` +
      `${row({ Référence: String(other.sku), Taille: '17 cm', 'Référence du produit': String(p.sku) })}\r\n` +
      `${row({ Référence: sku16, Taille: '16 cm', Stock: '0', 'Stock à l’export': '9' })}\r\n` +
      `${row({ Référence: sku16, Nom: 'Bracelet', 'Prix (€)': '40' })}\r\n`
    const answer = await importCsv(stack.users.admin, file)
    expect(answer.body.lines.map((l) => l.errors)).toEqual([
      ['Ligne 2 : la taille « 21 cm » n’existe pas pour ce produit (créez-la dans « Tailles et combinaisons »).'],
      ['Ligne 3 : aucun produit n’a la référence « NOPE-REF-0 ».'],
      [`Ligne 4 : la référence « ${other.sku} » est déjà celle d’un produit.`],
      ['Ligne 5 : le stock passerait sous zéro (il en reste 3).'],
      [
        `Ligne 6 : la référence « ${sku16} » est déjà à la ligne 5.`,
        `Ligne 6 : la référence « ${sku16} » est celle d’une taille : remplissez la colonne « Taille » pour la modifier.`,
        'Ligne 6 : le stock est obligatoire pour un nouveau produit.',
        'Ligne 6 : choisissez au moins une catégorie.',
      ],
    ])
  })
})
