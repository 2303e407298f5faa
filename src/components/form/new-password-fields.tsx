import type { FieldErrors } from '@/lib/form-schema'
import { TextField } from './text-field'

/**
 * A new password and its confirmation (`password`, `passwordConfirm`: the account schemas' names),
 * the shortest length said under the first; `id` names the first field, `${id}-confirm` the second.
 */
export function NewPasswordFields({
  id,
  label,
  confirmLabel,
  minLength,
  errors,
}: {
  id: string
  /** 'Mot de passe', 'Nouveau mot de passe'. */
  label: string
  confirmLabel: string
  /** The accounts' rule (features/account/password-rules.ts). */
  minLength: number
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
        minLength={minLength}
        hint={`Au moins ${minLength} caractères.`}
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
