// The data of /dashboard/users/:id (docs/adr/0060): the person, their orders, addresses, custom
// requests, pro applications and internal notes (loader), the decision on a pro application and a
// new internal note (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { errorStatus, pb } from '@/lib/pocketbase'
import type { AddressesRecord, CustomRequestsRecord, OrdersRecord, ProApplicationsRecord, UsersRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'
import type { WriteResult } from '../api/record-writes'
import { addNote, readNotes, type NoteRow } from '../notes/notes-data'
import { readProTerms, saveProTerms, type ProTermsState } from './pro-terms-data'

export const CUSTOMER_TEXTS = {
  notFound: 'Cet utilisateur est introuvable : son compte a peut-être été supprimé.',
  loadFailed: 'Échec de la récupération de l’utilisateur',
  ordersFailed: 'Échec de la récupération des commandes',
  addressesFailed: 'Échec de la récupération des adresses',
  requestsFailed: 'Échec de la récupération des demandes sur-mesure',
  applicationsFailed: 'Échec de la récupération des demandes de compte professionnel',
  noOrders: 'Aucune commande pour le moment.',
  noAddresses: 'Aucune adresse enregistrée.',
  noRequests: 'Aucune demande sur-mesure.',
  decisionFailed: 'La décision n’a pas pu être enregistrée. Veuillez réessayer.',
  approved: 'Demande acceptée : le compte est maintenant professionnel et le demandeur est prévenu par e-mail.',
  refused: 'Demande refusée : le demandeur est prévenu par e-mail.',
  revoked: 'Statut professionnel retiré : le client est prévenu par e-mail.',
}

const ORDER_FIELDS = ['id', 'created', 'total', 'status', 'items'] as const
const REQUEST_FIELDS = ['id', 'created', 'jewelry_type', 'main_stone', 'status'] as const

/** What the page shows of an order (its total is the stored one, else the sum of its lines). */
export type CustomerOrder = Pick<OrdersRecord, (typeof ORDER_FIELDS)[number]>
/** What the page shows of a custom request. */
export type CustomerRequest = Pick<CustomRequestsRecord, (typeof REQUEST_FIELDS)[number]>

/** A part of the page: its rows, or `failed` (the rest of the page still shows); `total`: how many in all, when only the newest are read. */
export interface Section<T> {
  items: T[]
  failed: boolean
  total?: number
}

/** The newest orders the page shows (docs/adr/0092: a list that grows is read a page at a time); the orders list has them all. */
export const CUSTOMER_ORDERS_SHOWN = 50

export type CustomerData =
  | { status: 'not-found' | 'failed' }
  | {
      status: 'ready'
      user: UsersRecord
      orders: Section<CustomerOrder>
      addresses: Section<AddressesRecord>
      requests: Section<CustomerRequest>
      applications: Section<ProApplicationsRecord>
      /** The shop's internal notes on the person, newest first (docs/adr/0097). */
      notes: Section<NoteRow>
      /** A pro's « Virement à 30 jours » (docs/adr/0131); undefined for anyone else, null when unreadable. */
      terms?: ProTermsState | null
    }

async function section<T>(read: Promise<T[] | { items: T[]; totalItems: number }>, what: string): Promise<Section<T>> {
  try {
    const rows = await read
    return Array.isArray(rows) ? { items: rows, failed: false } : { items: rows.items, failed: false, total: rows.totalItems }
  } catch (error) {
    console.error(`Admin customer ${what}:`, error)
    return { items: [], failed: true }
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<CustomerData> {
  const id = params.id ?? ''
  let user: UsersRecord
  try {
    user = await pb.collection('users').getOne(id)
  } catch (error) {
    if (errorStatus(error) === 404) return { status: 'not-found' }
    console.error('Admin customer:', error)
    return { status: 'failed' }
  }
  const mine = pb.filter('user = {:id}', { id })
  const [orders, addresses, requests, applications, notes, terms] = await Promise.all([
    section(
      selectFields(pb.collection('orders'), ORDER_FIELDS).list(1, CUSTOMER_ORDERS_SHOWN, { filter: mine, sort: '-created' }),
      'orders',
    ),
    section(pb.collection('addresses').getFullList({ filter: mine, sort: '-is_default,-created' }), 'addresses'),
    // A request sent before the account existed, or logged out, carries only the e-mail.
    section(
      selectFields(pb.collection('custom_requests'), REQUEST_FIELDS).fullList({
        filter: user.email ? pb.filter('user = {:id} || email = {:email}', { id, email: user.email }) : mine,
        sort: '-created',
      }),
      'custom requests',
    ),
    section(pb.collection('pro_applications').getFullList({ filter: mine, sort: '-created' }), 'pro applications'),
    section(readNotes('customer', id), 'notes'),
    user.role === 'professionnel' ? readProTerms(id) : undefined,
  ])
  return { status: 'ready', user, orders, addresses, requests, applications, notes, terms }
}

export type DecisionResult =
  | { status: 'done'; decision: 'approve' | 'refuse' | 'revoke' }
  | { status: 'error'; decision?: 'revoke'; message: string; fields: Record<string, string> }

/**
 * « Accepter » or « Refuser » a pro application, or « Retirer le statut professionnel » of a pro
 * account (docs/adr/0094): the shop's admin routes (pb_hooks/pro-applications.pb.js).
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<DecisionResult | WriteResult> {
  const form = await request.formData()
  // An internal note on the person (docs/adr/0097), from its own form.
  if (form.get('intent') === 'note') return addNote('customer', params.id ?? '', form)
  // A pro's « Virement à 30 jours » (docs/adr/0131), from its own form.
  if (form.get('intent') === 'terms') return saveProTerms(params.id ?? '', form)
  const reason = String(form.get('reason') ?? '').trim()
  if (form.get('decision') === 'revoke') {
    try {
      await pb.send(`/api/shop/users/${encodeURIComponent(params.id ?? '')}/revoke-pro`, { method: 'POST', body: { reason } })
      return { status: 'done', decision: 'revoke' }
    } catch (error) {
      return {
        status: 'error',
        decision: 'revoke',
        ...formFailure(error, { fallback: CUSTOMER_TEXTS.decisionFailed, trustServerMessage: true }),
      }
    }
  }
  const decision = form.get('decision') === 'refuse' ? 'refuse' : 'approve'
  const id = String(form.get('application') ?? '')
  try {
    await pb.send(`/api/shop/pro-applications/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      body: decision === 'refuse' ? { reason } : {},
    })
    return { status: 'done', decision }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: CUSTOMER_TEXTS.decisionFailed, trustServerMessage: true }) }
  }
}
