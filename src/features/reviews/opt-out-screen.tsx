import { Form, useActionData, useNavigation, useSearchParams } from 'react-router-dom'
import { FormAlert, SubmitButton } from '@/components/form'
import { MessageScreen } from '@/components/message-screen'
import { usePageMeta } from '@/lib/document-title'
import type { OptOutResult } from './opt-out-route'

export const OPT_OUT_DONE = 'C’est noté : vous ne recevrez plus de demande d’avis à cette adresse.'

/** One button: no more « Votre avis » e-mails to the link's address (docs/adr/0105). */
export function OptOutScreen() {
  usePageMeta({ title: 'Demandes d’avis', description: null })
  const [search] = useSearchParams()
  const result = useActionData() as OptOutResult | undefined
  const navigation = useNavigation()
  if (result?.status === 'done') {
    return (
      <MessageScreen title="Demandes d’avis">
        <p role="status">{OPT_OUT_DONE}</p>
      </MessageScreen>
    )
  }
  return (
    <MessageScreen title="Demandes d’avis">
      <p>Vous ne souhaitez plus recevoir d’e-mail vous demandant votre avis sur vos commandes ?</p>
      <Form method="post" className="mt-6 flex flex-col items-center gap-4">
        <input type="hidden" name="token" value={search.get('jeton') ?? ''} />
        <FormAlert>{result?.status === 'error' ? result.message : ''}</FormAlert>
        <SubmitButton busy={navigation.state === 'submitting'} busyLabel="Enregistrement...">
          Ne plus recevoir de demande d’avis
        </SubmitButton>
      </Form>
    </MessageScreen>
  )
}
