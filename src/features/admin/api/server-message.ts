import { ClientResponseError } from 'pocketbase'
import { fieldMessage, requestRefusal } from '@/lib/form-errors'

/** The admin forms' field names, as their labels say them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nom',
  slug: 'Slug',
  sku: 'Référence',
  title: 'Titre',
  price: 'Prix',
  price_pro: 'Prix pro',
  pro_tiers: 'Prix par quantité',
  pro_min_qty: 'Minimum pro',
  stock: 'Stock',
  description: 'Description',
  virtues: 'Vertus',
  hex_code: 'Code couleur',
  category: 'Catégorie',
  image: 'Image',
  excerpt: 'Résumé',
  content: 'Contenu',
  email: 'Email',
  role: 'Rôle',
}

/**
 * PocketBase's own sentences are English ('Failed to create record.', 'The requested resource wasn't
 * found.'…): they never reach the screen. The shop's hooks answer in French and are kept.
 */
const POCKETBASE_SENTENCE =
  /^(Failed to |Something went wrong|The requested resource|Only superusers|The authorized record|An error occurred|Missing or invalid|Invalid |Bad request|Not found|Forbidden|Unauthorized|The request requires)/i

const STATUS_TEXTS: Record<number, string> = {
  403: 'Vous n’avez pas le droit de faire cette modification.',
  404: 'Cet élément est introuvable : il a peut-être été supprimé entre-temps. Rechargez la page.',
}

/**
 * The server's explanation of a failed request, in French, for the end of the 'Échec de la
 * sauvegarde du produit. ' + message: each field's refusal (« Slug : Cette valeur est déjà utilisée. »,
 * PocketBase's codes translated by the one funnel, lib/form-errors), else the shop's own French
 * sentence, else a French word on the status; never PocketBase's English.
 */
export function serverMessage(error: unknown): string {
  // The forms' own errors (a stock changed meanwhile, images not reordered) carry French sentences.
  if (!(error instanceof ClientResponseError)) return error instanceof Error ? error.message : ''
  // No answer at all (server stopped, network down): the SDK's English fallback would say nothing useful.
  if (error.status === 0 && !error.isAbort) return 'Le serveur ne répond pas : vérifiez la connexion puis réessayez.'
  const data: unknown = error.response.data
  // A refusal of the request itself (e.g. a save that named no version: docs/adr/0083), not of a field.
  const refusal = requestRefusal(data)
  if (refusal) return refusal
  const fields =
    typeof data === 'object' && data !== null
      ? Object.entries(data).flatMap(([name, detail]: [string, unknown]) =>
          typeof detail === 'object' && detail !== null && 'code' in detail
            ? [`${FIELD_LABELS[name] ?? name} : ${fieldMessage(detail)}`]
            : [],
        )
      : []
  if (fields.length > 0) return fields.join(' ')
  const sentence = typeof error.response.message === 'string' ? error.response.message.trim() : ''
  if (sentence && !POCKETBASE_SENTENCE.test(sentence)) return sentence
  return STATUS_TEXTS[error.status] ?? ''
}
