import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { saveFailure } from './record-writes'
import { serverMessage } from './server-message'

const refusal = (status: number, message: string, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: 'http://pb.test/api/collections/categories/records', status, response: { status, message, data } })

describe('serverMessage: what the admin reads after a refusal (issue 14: never PocketBase’s English)', () => {
  it('names each refused field with its label and a French reason', () => {
    expect(
      serverMessage(
        refusal(400, 'Failed to create record.', { slug: { code: 'validation_not_unique', message: 'Value must be unique.' } }),
      ),
    ).toBe('Slug : Cette valeur est déjà utilisée.')
    expect(
      serverMessage(
        refusal(400, 'Failed to create record.', {
          name: { code: 'validation_required', message: 'Cannot be blank.' },
          price: { code: 'x', message: 'Bad.' },
        }),
      ),
    ).toBe('Nom : Ce champ est obligatoire. Prix : Valeur invalide.')
  })

  it('says a refusal of the save itself as its sentence, not as a field (docs/adr/0083)', () => {
    const conflict = 'Ce produit a été modifié par ailleurs depuis son ouverture.'
    expect(serverMessage(refusal(409, conflict, { updated: { code: 'shop_edit_conflict', message: conflict } }))).toBe(conflict)
  })

  it('keeps the shop’s own French sentences, drops PocketBase’s English ones', () => {
    expect(serverMessage(refusal(400, 'Impossible de supprimer « Bracelets » : 4 produits l’utilisent.'))).toBe(
      'Impossible de supprimer « Bracelets » : 4 produits l’utilisent.',
    )
    expect(
      serverMessage(refusal(400, 'Failed to delete record. Make sure that the record is not part of a required relation reference.')),
    ).toBe('')
    expect(serverMessage(refusal(404, "The requested resource wasn't found."))).toBe(
      'Cet élément est introuvable : il a peut-être été supprimé entre-temps. Rechargez la page.',
    )
    expect(serverMessage(refusal(403, 'The authorized record is not allowed to perform this action.'))).toBe(
      'Vous n’avez pas le droit de faire cette modification.',
    )
  })
})

describe('saveFailure: what a refused save answers', () => {
  it('the form’s sentence + the server’s message, and the refused fields in French', () => {
    expect(
      saveFailure(
        'save',
        refusal(400, 'Failed to create record.', { name: { code: 'validation_required', message: 'Cannot be blank.' } }),
        'Échec de la sauvegarde du produit. ',
      ),
    ).toEqual({
      status: 'error',
      intent: 'save',
      message: 'Échec de la sauvegarde du produit. Nom : Ce champ est obligatoire.',
      fields: { name: 'Ce champ est obligatoire.' },
    })
    expect(saveFailure('save', refusal(400, 'Failed to create record.'), 'Échec de la sauvegarde du produit. ')).toMatchObject({
      message: 'Échec de la sauvegarde du produit.',
    })
  })
})
