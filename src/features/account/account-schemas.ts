import * as v from 'valibot'
import { isWeakPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK } from './password-rules'

/**
 * The rules of the recovery and account forms (docs/architecture.md#a-write), with the server's field names:
 * `email`, `password`/`passwordConfirm`, `oldPassword`, `newEmail`, `name`.
 */

const EMAIL_REQUIRED = 'Veuillez saisir votre adresse email.'
const EMAIL_INVALID = 'Cette adresse email ne semble pas valide.'

const emailAddress = (required = EMAIL_REQUIRED) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(255, EMAIL_INVALID), v.email(EMAIL_INVALID))

/** The password typed to prove who one is (never checked for length: the server decides). */
const currentPassword = (required: string) => v.pipe(v.string(), v.nonEmpty(required))

/** A new password and its confirmation, as PocketBase's password field accepts them. */
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

export const forgotPasswordSchema = v.object({ email: emailAddress() })

/** The confirmation must repeat the new password (its message goes under the confirmation). */
const matches = (input: { password: string; passwordConfirm: string }) => input.password === input.passwordConfirm

export const resetPasswordSchema = v.pipe(
  v.object(newPasswordEntries),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], matches, PASSWORD_MISMATCH), ['passwordConfirm']),
)

export const confirmEmailChangeSchema = v.object({
  password: currentPassword('Veuillez saisir votre mot de passe.'),
})

export const NAME_MAX_LENGTH = 120

export const nameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Veuillez saisir votre nom.'),
    v.maxLength(NAME_MAX_LENGTH, `Ce nom est trop long (${NAME_MAX_LENGTH} caractères au maximum).`),
  ),
})

/** `current`: the account's address now; asking for it again would change nothing. */
export const emailChangeSchema = (current: string) =>
  v.object({
    newEmail: v.pipe(
      emailAddress('Veuillez saisir la nouvelle adresse email.'),
      v.check((value) => value.toLowerCase() !== current.toLowerCase(), 'C’est déjà l’adresse de votre compte.'),
    ),
  })

export const passwordChangeSchema = v.pipe(
  v.object({ oldPassword: currentPassword('Veuillez saisir votre mot de passe actuel.'), ...newPasswordEntries }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], matches, PASSWORD_MISMATCH), ['passwordConfirm']),
)

export const deleteAccountSchema = v.object({
  password: currentPassword('Veuillez saisir votre mot de passe pour confirmer.'),
})
