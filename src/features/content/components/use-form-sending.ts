import { useState } from 'react'
import type { FormStatus } from './form-texts'

/**
 * The four states of the public forms (docs/product/states.md#public-forms: idle, 'Envoi en cours...', success, error). An edit
 * after an answer puts the form back to idle, so the old message goes away; a failure keeps every
 * value as typed (the caller resets them only on success).
 */
export function useFormSending() {
  const [status, setStatus] = useState<FormStatus>('idle')

  /** Call on every edit. */
  function edited() {
    if (status === 'success' || status === 'error') setStatus('idle')
  }

  /** Sends; resolves true when it went through (callers ignore a submit while `sending`). */
  async function send(action: () => Promise<unknown>): Promise<boolean> {
    setStatus('sending')
    try {
      await action()
      setStatus('success')
      return true
    } catch (error) {
      console.error(error)
      setStatus('error')
      return false
    }
  }

  return { status, sending: status === 'sending', edited, send }
}
