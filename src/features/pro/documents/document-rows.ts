import { fileUrl } from '@/lib/file-url'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { applicablePrice } from '@/lib/roles'
import { compareNames } from '@/lib/search'
import type { DocumentProduct } from './api'

/** One product as the documents list it. */
export interface DocumentRow {
  name: string
  /** The reference ('' when none). */
  sku: string
  category: string
  /** Public price (euros). */
  price: number
  /** What the pro pays (euros): the pro price where one exists, else the public price. */
  proPrice: number
  stock: number
  exclusive: boolean
  /** Plain text (the description may hold HTML). */
  description: string
  /** The first photo's 200×200 thumbnail (the catalogue PDF prints it), or null. */
  photoUrl: string | null
  /** The names of its stones. */
  stones: string[]
}

function plainText(html: string | undefined): string {
  if (!html) return ''
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

export function toDocumentRows(products: readonly DocumentProduct[], user: Pick<UsersRecord, 'role'> | null): DocumentRow[] {
  return products.map((product) => ({
    name: product.name,
    sku: product.sku ?? '',
    category: product.expand?.category?.[0]?.name ?? '',
    price: product.price,
    proPrice: applicablePrice(product, user),
    stock: Math.max(0, product.stock ?? 0),
    exclusive: product.exclusive === true,
    description: plainText(product.description),
    photoUrl: product.image?.[0] ? fileUrl(product, product.image[0], { thumb: '200x200' }) : null,
    stones: (product.expand?.stones ?? []).map((stone) => stone.name.trim()).filter(Boolean),
  }))
}

/** The stones the catalogue's products are made of, each once, in French order (the display material names them). */
export function catalogueStones(rows: readonly Pick<DocumentRow, 'stones'>[]): string[] {
  const byFold = new Map<string, string>()
  for (const name of rows.flatMap((row) => row.stones)) {
    const key = name.toLocaleLowerCase('fr')
    if (!byFold.has(key)) byFold.set(key, name)
  }
  return [...byFold.values()].sort(compareNames)
}

/** The year a document is made in, in Paris (the catalogue is « Catalogue 2026 » in 2026). */
export function documentYear(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(date)
}

/** `34,90`: two decimals and a decimal comma, no thousands separator (what Excel-FR reads as a number). */
export function frenchDecimal(euros: number): string {
  return (Math.round(euros * 100) / 100).toFixed(2).replace('.', ',')
}
