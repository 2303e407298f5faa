import { TextField } from '@/components/form'
import type { DraftDefaults } from './use-public-form'

/** The sender's name and e-mail, first in both public forms, restored from the form's draft. */
export function SenderFields({
  nameMax,
  defaults,
  fieldError,
}: {
  nameMax: number
  defaults: DraftDefaults
  fieldError: (name: string) => string | undefined
}) {
  return (
    <>
      <TextField
        label="Nom"
        name="name"
        maxLength={nameMax}
        autoComplete="name"
        required
        defaultValue={defaults.text('name')}
        error={fieldError('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={defaults.text('email')}
        error={fieldError('email')}
      />
    </>
  )
}
