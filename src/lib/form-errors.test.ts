import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { FIX_THE_FIELDS, INVALID_VALUE, NETWORK_FAILURE, TOO_MANY_ATTEMPTS, connectionFailure, formFailure } from './form-errors'

const failure = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: 'http://pb.test/api/x', status, response })

describe('formFailure', () => {
  it('translates PocketBase’s own field codes and keeps the shop’s French messages', () => {
    const error = failure(400, {
      message: 'Failed to create record.',
      data: {
        email: { code: 'validation_not_unique', message: 'Value must be unique.' },
        postal_code: { code: 'shop_postal_code', message: 'Le code postal français compte 5 chiffres.' },
        other: { code: 'validation_something_new', message: 'Some English text.' },
      },
    })
    expect(formFailure(error, { fallback: 'Échec.' })).toEqual({
      message: FIX_THE_FIELDS,
      fields: {
        email: 'Cette valeur est déjà utilisée.',
        postal_code: 'Le code postal français compte 5 chiffres.',
        other: INVALID_VALUE,
      },
    })
  })

  it('says a refused file with the limit PocketBase gives, never « Valeur invalide » (issue 24)', () => {
    const error = failure(400, {
      message: 'Failed to create record.',
      data: {
        image: {
          code: 'validation_file_size_limit',
          message: 'Failed to upload big.png - the maximum allowed file size is 10485760 bytes.',
          params: { file: 'big.png', maxSize: 10485760 },
        },
        avatar: { code: 'validation_invalid_mime_type', message: '"x.txt" mime type must be one of: image/jpeg.' },
      },
    })
    expect(formFailure(error, { fallback: 'Échec.' }).fields).toEqual({
      image: 'Le fichier dépasse 10\u00a0Mo.',
      avatar: 'Ce type de fichier n’est pas accepté.',
    })
  })

  it('reads PocketBase’s refusal of a malformed address as the shop’s one e-mail message', () => {
    const error = failure(400, {
      message: 'x',
      data: { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } },
    })
    expect(formFailure(error, { fallback: 'Échec.' }).fields).toEqual({
      email: 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).',
    })
  })

  it('flattens nested field errors (shipping.postal_code)', () => {
    const error = failure(400, {
      message: 'x',
      data: { shipping: { postal_code: { code: 'shop_postal_code', message: 'Code postal invalide.' } } },
    })
    expect(formFailure(error, { fallback: 'Échec.' }).fields).toEqual({ 'shipping.postal_code': 'Code postal invalide.' })
  })

  it('reads dotted field names as PocketBase sends the address errors (pb_hooks/lib/addresses.js)', () => {
    const error = failure(400, {
      message: 'L’adresse est incomplète ou invalide : vérifiez les champs signalés.',
      data: {
        'shipping.postal_code': { code: 'shop_address_postal_code', message: 'Le code postal doit compter 5 chiffres (ex. 69001).' },
        'billing.siret': { code: 'shop_address_siret', message: 'Le numéro SIRET compte 14 chiffres.' },
      },
    })
    expect(formFailure(error, { fallback: 'Échec.' })).toEqual({
      message: FIX_THE_FIELDS,
      fields: {
        'shipping.postal_code': 'Le code postal doit compter 5 chiffres (ex. 69001).',
        'billing.siret': 'Le numéro SIRET compte 14 chiffres.',
      },
    })
  })

  it('never shows PocketBase’s English sentence, and shows the shop route’s French one when trusted', () => {
    const english = failure(404, { message: "The requested resource wasn't found.", data: {} })
    expect(formFailure(english, { fallback: 'Lien invalide.' }).message).toBe('Lien invalide.')
    const french = failure(409, { message: 'Ce bijou est réservé par un autre client.', data: {} })
    expect(formFailure(french, { fallback: 'Échec.', trustServerMessage: true }).message).toBe('Ce bijou est réservé par un autre client.')
  })

  it('shows a refused search (filter bounds, docs/adr/0044) as the form’s sentence, marking no field', () => {
    const error = failure(400, {
      message: 'Cette recherche est trop complexe.',
      data: { filter: { code: 'shop_query_too_complex', message: 'Cette recherche est trop complexe.' } },
    })
    expect(formFailure(error, { fallback: 'Échec.' })).toEqual({ message: 'Cette recherche est trop complexe.', fields: {} })
  })

  it('says when the server cannot be reached or when there were too many attempts', () => {
    expect(formFailure(failure(0, {}), { fallback: 'Échec.' }).message).toBe(NETWORK_FAILURE)
    expect(formFailure(failure(429, { message: 'Too Many Requests.' }), { fallback: 'Échec.' }).message).toBe(TOO_MANY_ATTEMPTS)
    expect(formFailure(new Error('boom'), { fallback: 'Échec.' }).message).toBe('Échec.')
  })
})

describe('connectionFailure', () => {
  it('names an unreachable server or too many attempts, and nothing else (never a cancelled request)', () => {
    expect(connectionFailure(new ClientResponseError(new TypeError('Failed to fetch')))).toBe(NETWORK_FAILURE)
    expect(connectionFailure(failure(429, {}))).toBe(TOO_MANY_ATTEMPTS)
    expect(connectionFailure(failure(400, { message: 'Failed to authenticate.' }))).toBe('')
    expect(connectionFailure(new ClientResponseError(new DOMException('Aborted', 'AbortError')))).toBe('')
    expect(connectionFailure(new Error('boom'))).toBe('')
  })
})
