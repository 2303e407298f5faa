import { useRef } from 'react'
import { Form, useNavigation, useSearchParams } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import type { FieldErrors } from '@/lib/form-schema'
import { useSession } from '@/lib/session-context'
import type { WithdrawalValues } from './withdrawal-api'

interface Failure {
  values: Partial<WithdrawalValues>
  message: string
  fields: FieldErrors
}

/** The order number customers see (`n° ab12cd34`) for an order id given in the address. */
function numberFrom(param: string | null): string {
  const id = (param ?? '').trim().toLowerCase()
  return /^[a-z0-9]{15}$/.test(id) ? id.slice(0, 8) : ''
}

/**
 * Step 1: the consumer gives (or, logged in and coming from an order, confirms) their name, the order
 * and the e-mail address for the acknowledgement. Nothing is recorded before step 2.
 */
export function WithdrawalForm({ failure }: { failure: Failure | null }) {
  const { user } = useSession()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, failure)
  const defaults: WithdrawalValues = {
    name: failure?.values.name ?? user?.name ?? '',
    email: failure?.values.email ?? user?.email ?? '',
    order: failure?.values.order ?? numberFrom(params.get('commande')),
  }

  return (
    <>
      <div className="space-y-3 text-ink-muted">
        <p>
          Vous pouvez vous rétracter d’une commande sans avoir à vous justifier, pendant 14 jours à compter de sa réception (et dès la
          commande passée). Indiquez votre nom, le numéro de la commande et l’adresse e-mail à laquelle envoyer l’accusé de réception : vous
          vérifierez votre déclaration avant de la confirmer.
        </p>
        <p className="text-sm">
          Étape 1 sur 2 · Les bijoux sur-mesure, faits selon vos spécifications, ne peuvent pas faire l’objet d’une rétractation.
        </p>
      </div>
      <Form ref={formRef} method="post" noValidate className="mt-6 space-y-5" aria-label="Déclaration de rétractation">
        <input type="hidden" name="intent" value="check" />
        <FormAlert>{failure?.message}</FormAlert>
        <TextField
          id="withdrawal-name"
          label="Nom et prénom"
          name="name"
          autoComplete="name"
          required
          defaultValue={defaults.name}
          error={failure?.fields.name}
        />
        <TextField
          id="withdrawal-email"
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={defaults.email}
          hint="Celle de votre commande : l’accusé de réception y sera envoyé."
          error={failure?.fields.email}
        />
        <TextField
          id="withdrawal-order"
          label="Numéro de commande"
          name="order"
          autoComplete="off"
          required
          defaultValue={defaults.order}
          hint="Indiqué dans l’e-mail de confirmation de votre commande et dans votre compte, par exemple « ab12cd34 »."
          error={failure?.fields.order}
        />
        <SubmitButton busy={busy} busyLabel="Vérification..." className="w-full sm:w-auto">
          Continuer
        </SubmitButton>
      </Form>
    </>
  )
}
