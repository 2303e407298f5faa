// Record factories: records created as superuser, with unique names and slugs so tests never collide.
import { randomBytes } from 'node:crypto'
import type {
  AddressesRecord,
  CategoriesRecord,
  ContactMessagesRecord,
  CustomRequestsRecord,
  OrdersRecord,
  ProductsRecord,
  TypedPocketBase,
  UsersRecord,
} from '../../../src/lib/pocketbase-types'
import { DEMO_PASSWORD } from '../../../scripts/lib/pocketbase-server.mjs'

/** A short unique token, lowercase letters and digits (fits slugs and emails). */
export function uniq(prefix = 't'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`
}

export function createCategory(su: TypedPocketBase, data: Partial<CategoriesRecord> = {}) {
  const token = uniq('cat')
  return su.collection('categories').create({ name: `Catégorie ${token}`, slug: token, ...data })
}

export function createProduct(su: TypedPocketBase, data: Partial<ProductsRecord> = {}) {
  const token = uniq('bracelet-')
  return su.collection('products').create({
    name: `Bracelet ${token}`,
    slug: token,
    description: 'Bracelet en améthyste, perles de 8 mm.',
    price: 39.9,
    price_pro: 24.5,
    stock: 3,
    is_unique: false,
    exclusive: false,
    ...data,
  })
}

export function createUser(su: TypedPocketBase, data: Partial<UsersRecord> = {}) {
  const token = uniq('u')
  return su.collection('users').create({
    email: `${token}@integration.test`,
    name: `Utilisateur ${token}`,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    ...data,
  })
}

export async function createOrder(su: TypedPocketBase, userId: string, data: Partial<OrdersRecord> = {}) {
  const product = await createProduct(su)
  return su.collection('orders').create({
    user: userId,
    items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
    products: [product.id],
    total: product.price,
    stripePaymentIntentId: uniq('pi_'),
    status: 'paid',
    ...data,
  })
}

export function customRequestBody(data: Partial<CustomRequestsRecord> = {}) {
  const token = uniq('req')
  return {
    name: `Demande ${token}`,
    email: `${token}@integration.test`,
    jewelry_type: 'Bracelet',
    main_stone: 'Améthyste',
    secondary_stones: ['Quartz rose', 'Labradorite'],
    bead_size: '8mm',
    wrist_size: 17,
    clasp_type: 'Élastique',
    stainless_steel_elements: false,
    charms: ['Fleur de Lotus'],
    message: 'Un bracelet doux pour ma sœur.',
    ...data,
  }
}

export function createCustomRequest(su: TypedPocketBase, data: Partial<CustomRequestsRecord> = {}) {
  return su.collection('custom_requests').create(customRequestBody(data))
}

export function contactMessageBody(data: Partial<ContactMessagesRecord> = {}) {
  const token = uniq('msg')
  return {
    name: `Visiteur ${token}`,
    email: `${token}@integration.test`,
    subject: 'Question sur un bracelet',
    message: 'Bonjour, ce bracelet existe-t-il en 10 mm ?',
    ...data,
  }
}

export function createContactMessage(su: TypedPocketBase, data: Partial<ContactMessagesRecord> = {}) {
  return su.collection('contact_messages').create(contactMessageBody(data))
}

/** A valid delivery address (pb_hooks/lib/addresses.js), unique by its name. */
export function addressBody(data: Partial<AddressesRecord> = {}) {
  return {
    full_name: `Destinataire ${uniq('adr')}`,
    line1: '12 rue de la République',
    postal_code: '69001',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
    ...data,
  }
}

export function createAddress(su: TypedPocketBase, userId: string, data: Partial<AddressesRecord> = {}) {
  return su.collection('addresses').create({ user: userId, ...addressBody(data) })
}
