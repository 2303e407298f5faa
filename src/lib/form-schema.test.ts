import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { checkForm, emailRule, FORM_MESSAGES, optionalEmailRule, requiredText, typedPassword } from './form-schema'

// The rules every form shares (docs/adr/0069): one e-mail rule, one required text, one typed password.
describe('the shared form rules', () => {
  const schema = v.object({
    email: emailRule(),
    name: requiredText('Indiquez votre nom.', 5),
    password: typedPassword('Le mot de passe ?'),
  })

  it('asks for what is missing, each with its own sentence', () => {
    expect(checkForm(schema, { email: ' ', name: '  ', password: '' })).toEqual({
      ok: false,
      fields: { email: FORM_MESSAGES.emailRequired, name: 'Indiquez votre nom.', password: 'Le mot de passe ?' },
    })
  })

  it('refuses a malformed address and a text too long, and trims what it accepts (never a password)', () => {
    expect(checkForm(schema, { email: 'nom@domaine', name: 'Camille', password: 'x' })).toEqual({
      ok: false,
      fields: { email: 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).', name: FORM_MESSAGES.tooLong(5) },
    })
    expect(checkForm(schema, { email: ' lea@bijoux.test ', name: ' Léa ', password: ' secret ' })).toEqual({
      ok: true,
      values: { email: 'lea@bijoux.test', name: 'Léa', password: ' secret ' },
    })
  })

  it('takes a form’s own sentence for a missing address; the optional rule accepts none', () => {
    expect(checkForm(v.object({ email: emailRule('Votre nouvelle adresse ?') }), { email: '' })).toEqual({
      ok: false,
      fields: { email: 'Votre nouvelle adresse ?' },
    })
    const optional = v.object({ email: optionalEmailRule() })
    expect(checkForm(optional, {})).toEqual({ ok: true, values: { email: '' } })
    expect(checkForm(optional, { email: 'pas une adresse' })).toEqual({ ok: false, fields: { email: FORM_MESSAGES.emailInvalid } })
  })
})
