import { ClientResponseError } from 'pocketbase'
import { FORM_MESSAGES } from './form-schema'
import { formatFileSize } from './upload-limits'

/**
 * The one funnel from a failed PocketBase (or shop route) call to what a form shows: a French
 * sentence for the form and French messages per field. Nothing English from the server reaches the
 * screen: PocketBase's own validation codes are translated, the shop's hooks write their own French
 * messages with codes starting `shop_` (shown as they are), anything else reads 'Valeur invalide.'.
 */
export interface FormFailure {
  /** The sentence above the form (a FormAlert). */
  message: string
  /** Field name (as the server names it, e.g. `postal_code` or `shipping.postal_code`) → message. */
  fields: Record<string, string>
}

export const NETWORK_FAILURE = 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.'
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives en peu de temps. Veuillez patienter une minute puis réessayer.'
export const FIX_THE_FIELDS = 'Veuillez corriger les champs signalés.'
export const INVALID_VALUE = 'Valeur invalide.'

/** PocketBase's built-in validation codes, in French (a malformed address reads as the shop's own e-mail rule does). */
const POCKETBASE_CODES: Record<string, string> = {
  validation_required: 'Ce champ est obligatoire.',
  validation_nil_or_not_empty_required: 'Ce champ est obligatoire.',
  validation_is_email: FORM_MESSAGES.emailInvalid,
  validation_invalid_email: FORM_MESSAGES.emailInvalid,
  validation_not_unique: 'Cette valeur est déjà utilisée.',
  validation_invalid_format: 'Format invalide.',
  validation_match_invalid: 'Format invalide.',
  validation_length_out_of_range: 'Ce texte est trop long.',
  validation_max_text_constraint: 'Ce texte est trop long.',
  validation_length_too_long: 'Ce texte est trop long.',
  validation_min_text_constraint: 'Ce texte est trop court.',
  validation_length_too_short: 'Ce texte est trop court.',
  validation_values_mismatch: 'Les valeurs ne correspondent pas.',
  validation_invalid_old_password: 'Le mot de passe actuel est incorrect.',
  validation_invalid_password: 'Mot de passe incorrect.',
  validation_invalid_new_email: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  validation_password_too_short: 'Le mot de passe doit contenir au moins 8 caractères.',
  validation_invalid_mime_type: 'Ce type de fichier n’est pas accepté.',
}

export interface FormFailureOptions {
  /** The form's own sentence when nothing more precise can be said (the spec's text where there is one). */
  fallback: string
  /**
   * Show the server's `message` itself: only for the shop's own routes and hooks, whose messages are
   * French sentences (never for PocketBase's built-in endpoints, whose messages are English).
   */
  trustServerMessage?: boolean
}

/**
 * Refusals of the request itself rather than of a field (the bounds on a filter, a sort or an expand:
 * docs/adr/0044; a save over a newer version: docs/adr/0083): their French message is
 * the form's sentence, no field is marked.
 */
const REQUEST_CODES = ['shop_query_too_complex', 'shop_edit_conflict']

/** The French sentence of a refusal of the request itself (REQUEST_CODES), or ''. */
export function requestRefusal(data: unknown): string {
  if (typeof data !== 'object' || data === null) return ''
  for (const value of Object.values(data as Record<string, unknown>)) {
    const { code, message } = (value ?? {}) as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && REQUEST_CODES.includes(code) && typeof message === 'string') return message
  }
  return ''
}

/** One field's refusal in French (a `shop_` message as it is, PocketBase's codes translated). */
export function fieldMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return INVALID_VALUE
  const { code, message, params } = error as { code?: unknown; message?: unknown; params?: { maxSize?: unknown } }
  if (typeof code === 'string' && code.startsWith('shop_') && typeof message === 'string' && message.trim() !== '') return message
  // A file over the field's size (the forms check it first, docs/adr/0082): the limit PocketBase gives.
  if (code === 'validation_file_size_limit') {
    return typeof params?.maxSize === 'number' ? `Le fichier dépasse ${formatFileSize(params.maxSize)}.` : 'Le fichier est trop volumineux.'
  }
  if (typeof code === 'string' && POCKETBASE_CODES[code]) return POCKETBASE_CODES[code]
  return INVALID_VALUE
}

/**
 * Flattens `{ shipping: { postal_code: { code, message } } }` into `shipping.postal_code`; a dotted key
 * (`{ "shipping.postal_code": { code, message } }`, how the address rules answer) is kept as it is.
 */
function collectFields(data: unknown, prefix: string, into: Record<string, string>) {
  if (typeof data !== 'object' || data === null) return
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null && 'code' in value) into[name] = fieldMessage(value)
    else collectFields(value, name, into)
  }
}

/**
 * What a failure says before any answer about the form itself: the server could not be reached
 * (status 0: a fetch error, PocketBase down) or refused for too many attempts; '' otherwise. A form
 * must never read a network failure as wrong credentials (issue 14).
 */
export function connectionFailure(error: unknown): string {
  if (!(error instanceof ClientResponseError) || error.isAbort) return ''
  if (error.status === 0) return NETWORK_FAILURE
  if (error.status === 429) return TOO_MANY_ATTEMPTS
  return ''
}

export function formFailure(error: unknown, options: FormFailureOptions): FormFailure {
  if (!(error instanceof ClientResponseError)) return { message: options.fallback, fields: {} }
  const connection = connectionFailure(error)
  if (connection) return { message: connection, fields: {} }
  const refusal = requestRefusal(error.response?.data)
  if (refusal) return { message: refusal, fields: {} }
  const fields: Record<string, string> = {}
  collectFields(error.response?.data, '', fields)
  if (Object.keys(fields).length > 0) return { message: FIX_THE_FIELDS, fields }
  const serverMessage = typeof error.response?.message === 'string' ? error.response.message.trim() : ''
  return { message: options.trustServerMessage && serverMessage ? serverMessage : options.fallback, fields }
}
