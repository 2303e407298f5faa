import { fileUrl } from '@/lib/file-url'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { applicablePrice } from '@/lib/roles'
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
  }))
}

/** `34,90`: two decimals and a decimal comma, no thousands separator (what Excel-FR reads as a number). */
export function frenchDecimal(euros: number): string {
  return (Math.round(euros * 100) / 100).toFixed(2).replace('.', ',')
}
