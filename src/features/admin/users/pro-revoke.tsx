import { useEffect, useState } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { CUSTOMER_TEXTS, type DecisionResult } from './customer-data'

/**
 * « Retirer le statut professionnel » on a pro's page (docs/adr/0094): the account goes back to a
 * customer's, the application that opened it is marked as taken back, and the customer is told by
 * e-mail, with the reason given here. Asked twice (a button, then the confirmation with the reason).
 * Rendered on every person's page: once the account is no longer a pro's, only the toast remains.
 */
export function ProRevoke({ isPro }: { isPro: boolean }) {
  const navigation = useNavigation()
  const result = useActionData() as DecisionResult | undefined
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const busy = navigation.state !== 'idle' && navigation.formData?.get('decision') === 'revoke'

  useEffect(() => {
    if (result?.status === 'done' && result.decision === 'revoke') toast.show(CUSTOMER_TEXTS.revoked, { tone: 'success' })
  }, [result, toast])

  if (!isPro) return null
  return (
    <section aria-labelledby="customer-pro-account" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="customer-pro-account" className="mb-2 text-xl font-semibold">
        Compte professionnel
      </h2>
      <p className="text-sm text-ink-muted">
        Ce client voit les prix professionnels, les produits exclusifs et la commande rapide. Retirer ce statut en fait un compte client ;
        ses commandes et ses factures restent.
      </p>
      <FormAlert>{result?.status === 'error' && result.decision === 'revoke' ? result.message : null}</FormAlert>
      {confirming ? (
        <Form method="post" className="mt-3 space-y-3" aria-label="Retirer le statut professionnel">
          <input type="hidden" name="decision" value="revoke" />
          <TextareaField
            id="revocation-reason"
            name="reason"
            label="Motif du retrait (facultatif)"
            hint="Il figure dans l’e-mail envoyé au client."
            maxLength={1000}
            rows={3}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy} busyLabel="Envoi...">
              Confirmer le retrait
            </SubmitButton>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              Annuler
            </button>
          </div>
        </Form>
      ) : (
        <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={() => setConfirming(true)}>
          Retirer le statut professionnel
        </button>
      )}
    </section>
  )
}
