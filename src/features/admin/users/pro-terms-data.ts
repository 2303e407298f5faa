// A pro's payment on invoice, « Virement à 30 jours » (docs/adr/0131), on their page of the back-office:
// the owner's terms (`pro_terms`, admins only) and what the pro owes now (GET /api/shop/payment-terms,
// an SQL sum on the server). Read by the customer page's loader, written by its action (intent `terms`).
import * as v from 'valibot'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { parseDecimal } from '@/lib/decimal'
import { pb } from '@/lib/pocketbase'
import type { ProTermsRecord } from '@/lib/pocketbase-types'
import type { WriteResult } from '../api/record-writes'

export const PRO_TERMS_TEXTS = {
  heading: 'Virement à 30 jours',
  intro:
    'Autorisé, ce professionnel peut commander sur facture et payer par virement ; une commande qui porterait ce qu’il doit au-delà de l’encours maximum est refusée.',
  allowed: 'Autoriser le paiement par virement à 30 jours',
  ceiling: 'Encours maximum (€)',
  ceilingHint: 'Le total des factures par virement non réglées que ce client peut avoir à un moment donné.',
  note: 'Note (facultative)',
  save: 'Enregistrer les conditions',
  saved: 'Conditions de paiement enregistrées.',
  saveFailed: 'Les conditions de paiement n’ont pas pu être enregistrées. Veuillez réessayer.',
  loadFailed: 'Échec de la récupération des conditions de paiement',
  badCeiling: 'Indiquez un montant en euros, de 0 à 1 000 000 (ex. 2000 ou 1500,50).',
}

/** What the panel shows: the record (null: never set, not allowed) and the pro's figures in cents. */
export interface ProTermsState {
  record: ProTermsRecord | null
  unpaid: number
  available: number
}

/** The pro's terms and figures, or null when they cannot be read (the panel says so). */
export async function readProTerms(userId: string): Promise<ProTermsState | null> {
  try {
    const [records, account] = await Promise.all([
      pb
        .collection('pro_terms')
        .getList(1, 1, { filter: pb.filter('user = {:user}', { user: userId }), skipTotal: true, requestKey: null }),
      pb.send<{ unpaid: number; available: number }>('/api/shop/payment-terms', { query: { user: userId }, requestKey: null }),
    ])
    return { record: records.items[0] ?? null, unpaid: account.unpaid, available: account.available }
  } catch (error) {
    console.error('Admin pro_terms:', error)
    return null
  }
}

export const proTermsSchema = v.object({
  transfer_allowed: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value === 'on'),
  ),
  credit_ceiling: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 0 : parseDecimal(value, 2))),
    v.check((value) => Number.isFinite(value) && value >= 0 && value <= 1_000_000, PRO_TERMS_TEXTS.badCeiling),
  ),
  note: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(500, 'Ce texte est trop long (500 caractères au maximum).')),
})

/** Creates or updates the pro's terms (intent `terms`). */
export async function saveProTerms(userId: string, data: FormData): Promise<WriteResult> {
  const values = formValues(data)
  const check = checkForm(proTermsSchema, values)
  if (!check.ok) return { status: 'error', intent: 'terms', message: '', fields: check.fields }
  try {
    const id = values.terms_id ?? ''
    const record = id
      ? await pb.collection('pro_terms').update(id, check.values, { requestKey: null })
      : await pb.collection('pro_terms').create({ user: userId, ...check.values }, { requestKey: null })
    return { status: 'done', intent: 'terms', id: record.id }
  } catch (error) {
    return { status: 'error', intent: 'terms', ...formFailure(error, { fallback: PRO_TERMS_TEXTS.saveFailed }) }
  }
}
