import type { ReactNode } from 'react'
import { DataNotice, FormAlert, SubmitButton } from '@/components/form'
import { SENDING_LABEL } from './form-texts'
import type { usePublicForm } from './use-public-form'

/** The end of a public form (contact, custom request): the refusal, the thanks once sent, the send button. */
export function PublicFormFooter({
  form,
  success,
  purpose,
  className = '',
  children,
}: {
  form: ReturnType<typeof usePublicForm>
  /** Shown once the form is sent: « Merci pour votre message… ». */
  success: string
  /** What the visitor's data serve (the privacy line above the button, docs/adr/0082). */
  purpose: string
  className?: string
  /** The send button's label. */
  children: ReactNode
}) {
  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      <DataNotice purpose={purpose} />
      <FormAlert tone="error">{form.errorMessage}</FormAlert>
      <FormAlert tone="success">{form.sent ? success : null}</FormAlert>
      <SubmitButton busy={form.sending} busyLabel={SENDING_LABEL} className="self-start">
        {children}
      </SubmitButton>
    </div>
  )
}
