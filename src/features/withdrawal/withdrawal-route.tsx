// /retractation (docs/adr/0049): the online withdrawal function, « Renoncer au contrat ici » →
// « Confirmer la rétractation » → the acknowledgement. The route module, loaded lazily by the router.
import { useActionData, type ActionFunctionArgs } from 'react-router-dom'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { WITHDRAW_HERE } from '@/lib/withdrawal'
import { checkWithdrawal, confirmWithdrawal, type Withdrawal, type WithdrawalSummary, type WithdrawalValues } from './withdrawal-api'
import { WithdrawalDone } from './withdrawal-done'
import { WithdrawalForm } from './withdrawal-form'
import { WITHDRAWAL_TEXTS, withdrawalSchema } from './withdrawal-schema'
import { WithdrawalSummaryStep } from './withdrawal-summary'

export type WithdrawalResult =
  | { step: 'form'; values: Partial<WithdrawalValues>; message: string; fields: FieldErrors }
  | { step: 'summary'; values: WithdrawalValues; summary: WithdrawalSummary }
  | { step: 'done'; withdrawal: Withdrawal; already: boolean }

/**
 * One action for the three buttons, told apart by `intent`: `check` (step 1 → the summary), `edit`
 * (back to step 1 with the same values) and `confirm` (step 2 → recorded, acknowledged).
 */
export async function action({ request }: ActionFunctionArgs): Promise<WithdrawalResult> {
  const data = formValues(await request.formData())
  const typed = { name: data.name ?? '', email: data.email ?? '', order: data.order ?? '' }
  const check = checkForm(withdrawalSchema, typed)
  if (!check.ok) return { step: 'form', values: typed, message: '', fields: check.fields }
  const values = check.values
  if (data.intent === 'edit') return { step: 'form', values, message: '', fields: {} }
  if (data.intent === 'confirm') {
    try {
      const withdrawal = await confirmWithdrawal(values, data.refund_first)
      return { step: 'done', withdrawal, already: withdrawal.created === false }
    } catch (error) {
      return { step: 'form', values, ...formFailure(error, { fallback: WITHDRAWAL_TEXTS.confirmFailed, trustServerMessage: true }) }
    }
  }
  try {
    const answer = await checkWithdrawal(values)
    if ('existing' in answer) return { step: 'done', withdrawal: answer.existing, already: true }
    return { step: 'summary', values, summary: answer }
  } catch (error) {
    return { step: 'form', values, ...formFailure(error, { fallback: WITHDRAWAL_TEXTS.checkFailed, trustServerMessage: true }) }
  }
}

export function Component() {
  usePageMeta({
    title: WITHDRAW_HERE,
    description:
      'Exercez en ligne votre droit de rétractation sur une commande Éclat de Pierre : un accusé de réception vous est envoyé par e-mail.',
  })
  const result = useActionData<typeof action>()

  return (
    <div className={`${containerClass} py-12 md:py-16`}>
      <div className="mx-auto max-w-2xl">
        <p className="eyebrow">Droit de rétractation</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight">{WITHDRAW_HERE}</h1>
        <div className="mt-8">
          {result?.step === 'summary' ? (
            <WithdrawalSummaryStep values={result.values} summary={result.summary} />
          ) : result?.step === 'done' ? (
            <WithdrawalDone withdrawal={result.withdrawal} already={result.already} />
          ) : (
            <WithdrawalForm failure={result?.step === 'form' ? result : null} />
          )}
        </div>
      </div>
    </div>
  )
}
