// The data of /dashboard/orders/:id (docs/adr/0051, docs/adr/0050): the order (whole, with its
// customer, products and withdrawal: the list reads a page of a few fields only, docs/adr/0092), its
// credit notes and its history, read without waiting.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { addNote, readNotes } from '../notes/notes-data'
import { readEinvoices, resendEinvoice } from './einvoices-data'
import { fetchCreditNotes } from './refund-order'
import { WITHDRAWAL_EXPAND } from '../withdrawals/withdrawal-state'

/** One order, whole, as its details and its refund show it. */
function readOrder(id: string, signal: AbortSignal) {
  return pb.collection('orders').getOne(id, { expand: `user,products,${WITHDRAWAL_EXPAND}`, signal, requestKey: null })
}

function logged<T>(promise: Promise<T>, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(what, error)
    throw error
  })
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const order = params.id ?? ''
  const { signal } = request
  return {
    order: later(logged(readOrder(order, signal), 'Admin order:')),
    notes: later(logged(fetchCreditNotes(order, signal), 'Admin credit notes:')),
    // The shop's internal notes, newest first (docs/adr/0097).
    adminNotes: later(logged(readNotes('order', order, signal), 'Admin order notes:')),
    // Its e-invoices at the approved platform (docs/adr/0133).
    einvoices: later(logged(readEinvoices(order, signal), 'Admin e-invoices:')),
    // Oldest first, newest last: when, who, what (admins only).
    events: later(
      logged(
        pb.collection('order_events').getFullList({ filter: pb.filter('order = {:order}', { order }), sort: 'created,id', signal }),
        'Admin order history:',
      ),
    ),
  }
}

/** `intent=note`: an internal note added to the order's thread (docs/adr/0097); `intent=einvoice-resend`: « Renvoyer » (docs/adr/0133). */
export async function action({ request, params }: ActionFunctionArgs) {
  const data = await request.formData()
  if (data.get('intent') === 'einvoice-resend') return resendEinvoice(data)
  return addNote('order', params.id ?? '', data)
}

/** /dashboard/orders/:id/rembourser: the order and its credit notes (what is left to refund), read without waiting. */
export function refundLoader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  return {
    order: later(logged(readOrder(id, request.signal), 'Admin refund:')),
    notes: later(logged(fetchCreditNotes(id, request.signal), 'Admin refund:')),
  }
}
