// /alertes/desinscription (docs/adr/0107): one button, the answer in French.
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router-dom'
import { FormAlert, SubmitButton } from '@/components/form'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import type { UnsubscribeResult } from './stock-alert-unsubscribe-route'

export function StockAlertUnsubscribeScreen() {
  usePageMeta({ title: 'Alerte de retour en stock' })
  const [params] = useSearchParams()
  const result = useActionData<UnsubscribeResult>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={`${containerClass} max-w-xl py-12`}>
      <h1 className="text-3xl font-semibold">Alerte de retour en stock</h1>
      {result?.status === 'done' ? (
        <p role="status" className="mt-6">
          {result.message}
        </p>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4">
          {result?.status === 'error' && <FormAlert>{result.message}</FormAlert>}
          <p>Vous ne souhaitez plus être prévenu(e) du retour en stock de cette pièce ?</p>
          <input type="hidden" name="jeton" value={params.get('jeton') ?? ''} />
          <SubmitButton busy={busy}>Ne plus recevoir cette alerte</SubmitButton>
        </Form>
      )}
    </div>
  )
}
