// The data of /dashboard/paiements (docs/adr/0131): the orders payable by transfer, 50 a page, what is
// due first, filtered (due, late, paid) and searched by the server (loader); a payment received,
// recorded by the server's route (action: POST /api/shop/orders/{id}/payments).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import * as v from 'valibot'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { parseDecimal } from '@/lib/decimal'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { pb } from '@/lib/pocketbase'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'

export const PAYMENTS_TEXTS = {
  heading: 'Paiements à recevoir',
  loadFailed: 'Échec de la récupération des factures payables par virement',
  empty: 'Aucune facture payable par virement',
  search: 'Rechercher (client, facture, commande)',
  saveFailed: 'Le paiement n’a pas pu être enregistré. Veuillez réessayer.',
  saved: (invoice: string) => `Paiement enregistré sur la facture ${invoice}.`,
  badAmount: 'Indiquez le montant reçu en euros (ex. 150 ou 149,90).',
  badDate: 'Indiquez la date de réception.',
}

export const PAYMENT_FIELDS = [
  'id',
  'created',
  'customer_name',
  'invoice_number',
  'total',
  'amount_refunded',
  'amount_received',
  'due_at',
  'payment_state',
  'status',
] as const

export type PaymentRow = Selected<OrdersRecord, (typeof PAYMENT_FIELDS)[number]>
export type PaymentsPage = ListPage<PaymentRow>

/** What a row still owes, in cents: its total less its credit notes and the payments received. */
export function leftCents(row: Pick<PaymentRow, 'total' | 'amount_refunded' | 'amount_received'>): number {
  return Math.max(
    Math.round((row.total ?? 0) * 100) - Math.round((row.amount_refunded ?? 0) * 100) - Math.round((row.amount_received ?? 0) * 100),
    0,
  )
}

/** `?statut=`: what is due (the default order: the nearest due date first), late, or paid. */
export function paymentList(now: Date): ListSpec {
  const late = pb.filter('payment_state != "paid" && due_at < {:now}', { now: now.toISOString().replace('T', ' ') })
  return {
    sorts: { echeance: 'due_at', facture: 'invoice_number', client: 'sort_name', total: 'total' },
    defaultSort: 'due_at',
    filters: { du: 'payment_state != "paid"', retard: late, regle: 'payment_state = "paid"' },
    search: searchColumn,
    scope: 'payment_method = "transfer"',
  }
}

export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('orders', PAYMENT_FIELDS, paymentList(new Date()), request) }
}

export const paymentSchema = v.object({
  amount: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => parseDecimal(value, 2)),
    v.check((value) => Number.isFinite(value) && value > 0, PAYMENTS_TEXTS.badAmount),
  ),
  received_on: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENTS_TEXTS.badDate)),
  method: v.picklist(['transfer', 'cheque', 'other']),
  note: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(500, 'Ce texte est trop long (500 caractères au maximum).')),
})

export type PaymentResult =
  { status: 'done'; order: string; message: string } | { status: 'error'; order: string; message: string; fields: FieldErrors }

/** « Enregistrer le paiement »: the server checks it against what is due, in one transaction. */
export async function action({ request }: ActionFunctionArgs): Promise<PaymentResult> {
  const values = formValues(await request.formData())
  const order = values.order ?? ''
  const check = checkForm(paymentSchema, values)
  if (!check.ok) return { status: 'error', order, message: '', fields: check.fields }
  try {
    await pb.send(`/api/shop/orders/${encodeURIComponent(order)}/payments`, { method: 'POST', body: check.values, requestKey: null })
    return { status: 'done', order, message: PAYMENTS_TEXTS.saved(values.invoice ?? '') }
  } catch (error) {
    return { status: 'error', order, ...formFailure(error, { fallback: PAYMENTS_TEXTS.saveFailed, trustServerMessage: true }) }
  }
}
