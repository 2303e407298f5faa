/** The texts both public forms share (docs/product/states.md#public-forms and docs/product/texts.md#public-forms). */
export const SENDING_LABEL = 'Envoi en cours...'
export const SEND_ERROR = 'Une erreur est survenue. Veuillez réessayer.'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A French message for a missing or malformed email, or null when it looks right. */
export function emailError(value: string): string | null {
  const email = value.trim()
  if (!email) return 'Veuillez indiquer votre adresse email.'
  if (!EMAIL_PATTERN.test(email)) return 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).'
  return null
}

export type FormStatus = 'idle' | 'sending' | 'success' | 'error'

/** Moves the focus to the first field marked invalid (after React has rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
