import { useRef, useState, type FormEvent } from 'react'
import { withdrawalsTextMax } from '@/lib/pocketbase-types'
import { Form, useNavigation, useSearchParams } from 'react-router-dom'
import { DataNotice, FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import type { FieldErrors } from '@/lib/form-schema'
import { storedUser } from '@/lib/pocketbase'
import { useSession } from '@/lib/session-context'
import type { WithdrawalValues } from './withdrawal-api'
import { readWithdrawalDraft, writeWithdrawalDraft } from './withdrawal-draft'

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
  const { status, user } = useSession()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, failure)
  // The fields are drawn once: a signed-in customer's name and e-mail are known from the stored
  // session while the server confirms it (the form must not wait for that answer, nor miss it).
  const viewer = user ?? (status === 'loading' ? storedUser() : null)
  // What was typed before a reload (the tab's draft) comes before the account's values.
  const [draft] = useState(readWithdrawalDraft)
  const fromOrder = numberFrom(params.get('commande'))
  const defaults: WithdrawalValues = {
    name: failure?.values.name ?? (draft?.name || viewer?.name || ''),
    email: failure?.values.email ?? (draft?.email || viewer?.email || ''),
    order: failure?.values.order ?? (fromOrder || draft?.order || ''),
  }
  const keep = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    writeWithdrawalDraft({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      order: String(data.get('order') ?? ''),
    })
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
      <Form ref={formRef} method="post" noValidate onChange={keep} className="mt-6 space-y-5" aria-label="Déclaration de rétractation">
        <input type="hidden" name="intent" value="check" />
        <FormAlert>{failure?.message}</FormAlert>
        <TextField
          id="withdrawal-name"
          label="Nom et prénom"
          name="name"
          autoComplete="name"
          required
          maxLength={withdrawalsTextMax.name}
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
          maxLength={withdrawalsTextMax.order_number}
          defaultValue={defaults.order}
          hint="Indiqué dans l’e-mail de confirmation de votre commande et dans votre compte, par exemple « ab12cd34 »."
          error={failure?.fields.order}
        />
        <DataNotice purpose="Ces informations servent seulement à retrouver votre commande et à enregistrer votre rétractation." />
        <SubmitButton busy={busy} busyLabel="Vérification..." className="w-full sm:w-auto">
          Continuer
        </SubmitButton>
      </Form>
    </>
  )
}
