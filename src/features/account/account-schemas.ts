import * as v from 'valibot'
import { emailRule, requiredText, typedPassword } from '@/lib/form-schema'
import { isWeakPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK } from './password-rules'

/**
 * The rules of the account's forms (docs/architecture.md#a-write), with the server's field names:
 * `email`, `password`/`passwordConfirm`, `oldPassword`, `newEmail`, `name`. The e-mail, required text
 * and typed password rules are the ones every form shares (lib/form-schema).
 */

/** A new password and its confirmation, as PocketBase's password field accepts them (docs/adr/0054). */
const newPasswordEntries = {
  password: v.pipe(
    v.string(),
    v.nonEmpty('Veuillez choisir un mot de passe.'),
    v.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`),
    v.maxLength(PASSWORD_MAX_LENGTH, `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`),
    v.check((value) => !isWeakPassword(value), PASSWORD_TOO_WEAK),
  ),
  passwordConfirm: v.pipe(v.string(), v.nonEmpty('Veuillez confirmer votre mot de passe.')),
}

/** The confirmation must repeat the new password (its message goes under the confirmation). */
const matches = (input: { password: string; passwordConfirm: string }) => input.password === input.passwordConfirm
const MATCH = [['password'], ['passwordConfirm']] as const

export const loginSchema = v.object({
  email: emailRule(),
  password: typedPassword('Veuillez saisir votre mot de passe.'),
})

export const signupSchema = v.pipe(
  v.object({ email: emailRule(), ...newPasswordEntries }),
  v.forward(v.partialCheck(MATCH, matches, PASSWORD_MISMATCH), ['passwordConfirm']),
)

export const forgotPasswordSchema = v.object({ email: emailRule() })

export const resetPasswordSchema = v.pipe(
  v.object(newPasswordEntries),
  v.forward(v.partialCheck(MATCH, matches, PASSWORD_MISMATCH), ['passwordConfirm']),
)

export const confirmEmailChangeSchema = v.object({
  password: typedPassword('Veuillez saisir votre mot de passe.'),
})

export const NAME_MAX_LENGTH = 120

export const nameSchema = v.object({
  name: requiredText('Veuillez saisir votre nom.', NAME_MAX_LENGTH, `Ce nom est trop long (${NAME_MAX_LENGTH} caractères au maximum).`),
})

/** `current`: the account's address now; asking for it again would change nothing. */
export const emailChangeSchema = (current: string) =>
  v.object({
    newEmail: v.pipe(
      emailRule('Veuillez saisir la nouvelle adresse email.'),
      v.check((value) => value.toLowerCase() !== current.toLowerCase(), 'C’est déjà l’adresse de votre compte.'),
    ),
  })

export const passwordChangeSchema = v.pipe(
  v.object({ oldPassword: typedPassword('Veuillez saisir votre mot de passe actuel.'), ...newPasswordEntries }),
  v.forward(v.partialCheck(MATCH, matches, PASSWORD_MISMATCH), ['passwordConfirm']),
)

export const deleteAccountSchema = v.object({
  password: typedPassword('Veuillez saisir votre mot de passe pour confirmer.'),
})
