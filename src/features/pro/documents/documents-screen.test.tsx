import { execFileSync } from 'node:child_process'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import sharp from 'sharp'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor } from '@/testing/test-utils'

const base = { collectionId: 'pbc_products', collectionName: 'products', created: '', updated: '' }
const PRODUCTS: ProductsRecord[] = [
  {
    ...base,
    id: 'p1',
    slug: 'bracelet-amethyste',
    name: 'Bracelet Améthyste',
    price: 39.9,
    price_pro: 25,
    stock: 4,
    expand: {
      category: [{ ...base, id: 'c1', name: 'Bracelets', slug: 'bracelets' }],
      stones: [{ ...base, id: 's1', name: 'Améthyste', virtues: '' }],
    },
  },
  { ...base, id: 'p2', slug: 'bague-lune', name: 'Bague "Lune"; argent', price: 30, stock: 1, exclusive: true },
]

function serveProducts(answer: ProductsRecord[] | 'error' | Promise<void>) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', async ({ request }) => {
      requests.push(new URL(request.url))
      if (answer === 'error') return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
      if (answer instanceof Promise) await answer
      const items = Array.isArray(answer) ? answer : PRODUCTS
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return requests
}

let saved: { blob: Blob; name: string }[] = []

/** This year in Paris, as the documents name it (« Catalogue 2026 » in 2026). */
const YEAR = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date())

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

beforeEach(() => {
  saved = []
  const blobs = new Map<string, Blob>()
  let n = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(n += 1)}`
    blobs.set(url, blob)
    return url
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download })
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('pro documents (/espace-pro/informations)', () => {
  it('offers the three documents', async () => {
    renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    expect(await findPageHeading('Documents & Informations')).toBeVisible()
    for (const title of [`Catalogue ${YEAR}`, 'Grille tarifaire', 'Matériel de présentation']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    expect(screen.getAllByRole('button', { name: /^Télécharger/ })).toHaveLength(4)
  })

  it('builds the price grid CSV from the pro’s own read of the products', async () => {
    const requests = serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger la grille tarifaire (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(requests[0]?.searchParams.get('fields')).toContain('price_pro')
    expect(saved[0]!.name).toBe('eclat-de-pierre-grille-tarifaire.csv')
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8')
    const bytes = await bytesOf(saved[0]!.blob)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text).toContain('Bracelet Améthyste;Bracelets;39,90;25,00;4;Non\r\n')
    expect(text).toContain('"Bague ""Lune""; argent";;30,00;30,00;1;Oui\r\n')
  })

  it('writes the references and, with the shop’s VAT rate, the pro prices HT and TTC', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    const requests = serveProducts([{ ...PRODUCTS[0]!, sku: 'EDP-BRA-001' }])
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger la grille tarifaire (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toEqual(expect.arrayContaining(['sku', 'image', 'collectionName']))
    const text = new TextDecoder().decode((await bytesOf(saved[0]!.blob)).slice(3))
    expect(text).toContain(
      'Référence;Produit;Catégorie;Prix public TTC (€);Prix professionnel HT (€);Prix professionnel TTC (€);Stock;Exclusif\r\n',
    )
    expect(text).toContain('EDP-BRA-001;Bracelet Améthyste;Bracelets;39,90;20,83;25,00;4;Non\r\n')
  })

  it('puts each product’s photo in the catalogue PDF, read from its 200×200 thumbnail', async () => {
    serveProducts([{ ...PRODUCTS[0]!, image: ['amethyste.jpg'] }, PRODUCTS[1]!])
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 120, g: 70, b: 160 } } })
      .jpeg()
      .toBuffer()
    const photos: string[] = []
    server.use(
      http.get('*/api/files/products/:id/:file', ({ request }) => {
        photos.push(new URL(request.url).pathname + new URL(request.url).search)
        return new HttpResponse(jpeg, { headers: { 'content-type': 'image/jpeg' } })
      }),
    )
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    await events.click(await screen.findByRole('button', { name: `Télécharger le catalogue ${YEAR} (PDF)` }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    expect(saved[0]!.name).toBe(`eclat-de-pierre-catalogue-${YEAR}.pdf`)
    expect(photos).toEqual(['/api/files/products/p1/amethyste.jpg?thumb=200x200'])
    const pdf = Array.from(await bytesOf(saved[0]!.blob), (byte) => String.fromCharCode(byte)).join('')
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1)
    expect(pdf).toContain('/DCTDecode')
  })

  it('names in the display material the stones of the catalogue it reads, and no other', async () => {
    const requests = serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger le matériel de présentation (PDF)' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    expect(requests[0]?.searchParams.get('expand')).toBe('category,stones')
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toContain('expand.stones.name')
    const text = execFileSync('pdftotext', ['-', '-'], { input: await bytesOf(saved[0]!.blob) }).toString('utf8')
    expect(text.replace(/\s+/g, ' ')).toContain('Les pierres de notre catalogue : Améthyste. Nous travaillons des pierres naturelles')
    expect(text).not.toMatch(/labradorite|œil de tigre|jade|lapis|pierre de lune/i)
  })

  it('builds a PDF (pdf-lib loaded on demand)', async () => {
    serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger la grille tarifaire (PDF)' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    expect(saved[0]!.name).toBe('eclat-de-pierre-grille-tarifaire.pdf')
    expect(saved[0]!.blob.type).toBe('application/pdf')
    const head = (await bytesOf(saved[0]!.blob)).slice(0, 5)
    expect(String.fromCharCode(...head)).toBe('%PDF-')
  })

  it('says the document is being prepared, then fails in French and lets the person retry', async () => {
    let release!: () => void
    serveProducts(new Promise<void>((resolve) => (release = resolve)))
    const { events } = renderApp('/espace-pro/informations', { user: demoUsers.pro() })
    const button = await screen.findByRole('button', { name: `Télécharger le catalogue ${YEAR} (PDF)` })
    await events.click(button)
    expect(await screen.findByText('Préparation du document...')).toBeVisible()
    expect(button).toHaveAttribute('aria-busy', 'true')
    server.resetHandlers()
    serveProducts('error')
    release()
    // The pending request still answers (held by the first handler); a second try meets the error.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    await events.click(button)
    expect(await screen.findByText('Le document n’a pas pu être généré. Vérifiez votre connexion, puis réessayez.')).toBeVisible()
    expect(screen.queryByText('Préparation du document...')).not.toBeInTheDocument()
    expect(saved).toHaveLength(1)
  })
})
