// /desinscription (docs/adr/0114): one button, the answer in French.
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router-dom'
import { FormAlert, SubmitButton } from '@/components/form'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { DONE, type NewsletterUnsubscribeResult } from './unsubscribe-route'

export function NewsletterUnsubscribeScreen() {
  usePageMeta({ title: 'Désinscription' })
  const [params] = useSearchParams()
  const result = useActionData<NewsletterUnsubscribeResult>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={`${containerClass} max-w-xl py-12`}>
      <h1 className="text-3xl font-semibold">Désinscription</h1>
      {result?.status === 'done' ? (
        <p role="status" className="mt-6">
          {DONE}
        </p>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4">
          {result?.status === 'error' && <FormAlert>{result.message}</FormAlert>}
          <p>Vous ne souhaitez plus recevoir les nouveautés et offres de l’atelier par e-mail ?</p>
          <input type="hidden" name="jeton" value={params.get('jeton') ?? ''} />
          <SubmitButton busy={busy}>Me désinscrire</SubmitButton>
        </Form>
      )}
    </div>
  )
}
