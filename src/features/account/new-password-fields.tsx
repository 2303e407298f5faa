import { TextField } from '@/components/form'
import type { FieldErrors } from '@/lib/form-schema'
import { PASSWORD_MIN_LENGTH } from './password-rules'

/**
 * A new password and its confirmation (`password`, `passwordConfirm`: the account schemas' names),
 * the length said under the first; `id` names the first field, `${id}-confirm` the second.
 */
export function NewPasswordFields({
  id,
  label,
  confirmLabel,
  errors,
}: {
  id: string
  /** 'Mot de passe', 'Nouveau mot de passe'. */
  label: string
  confirmLabel: string
  errors: FieldErrors | undefined
}) {
  return (
    <>
      <TextField
        id={id}
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
        error={errors?.password}
      />
      <TextField
        id={`${id}-confirm`}
        label={confirmLabel}
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        required
        error={errors?.passwordConfirm}
      />
    </>
  )
}
