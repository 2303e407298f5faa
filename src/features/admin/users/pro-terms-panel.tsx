import { useEffect } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { CheckboxField, FormAlert, SubmitButton, TextareaField, TextField } from '@/components/form'
import { useToast } from '@/components/toast'
import { formatPrice } from '@/lib/format'
import type { WriteResult } from '../api/record-writes'
import { ListError } from '../components/list-error'
import { PRO_TERMS_TEXTS, type ProTermsState } from './pro-terms-data'

/**
 * « Virement à 30 jours » on a pro's page (docs/adr/0131): whether the pro may order on invoice, the
 * ceiling of what they may owe, and what they owe now (the server's sum).
 */
export function ProTermsPanel({ terms }: { terms: ProTermsState | null }) {
  const navigation = useNavigation()
  const result = useActionData() as WriteResult | undefined
  const toast = useToast()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'terms'
  const mine = result && result.intent === 'terms' ? result : null

  useEffect(() => {
    if (mine?.status === 'done') toast.show(PRO_TERMS_TEXTS.saved, { tone: 'success' })
  }, [mine, toast])

  if (!terms) return <ListError>{PRO_TERMS_TEXTS.loadFailed}</ListError>
  const record = terms.record
  const errors = mine?.status === 'error' ? mine.fields : {}
  return (
    <section aria-labelledby="customer-pro-terms" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="customer-pro-terms" className="mb-2 text-xl font-semibold">
        {PRO_TERMS_TEXTS.heading}
      </h2>
      <p className="text-sm text-ink-muted">{PRO_TERMS_TEXTS.intro}</p>
      <p className="mt-3 text-sm">
        Encours actuel : <span className="tabular-nums">{formatPrice(terms.unpaid / 100)}</span>
        {record?.transfer_allowed && (
          <>
            {' '}
            · disponible : <span className="tabular-nums">{formatPrice(terms.available / 100)}</span>
          </>
        )}
      </p>
      <FormAlert>{mine?.status === 'error' ? mine.message : null}</FormAlert>
      <Form method="post" className="mt-4 space-y-4" aria-label={PRO_TERMS_TEXTS.heading} key={record?.updated ?? 'new'}>
        <input type="hidden" name="intent" value="terms" />
        <input type="hidden" name="terms_id" value={record?.id ?? ''} />
        <CheckboxField
          id="pro-terms-allowed"
          name="transfer_allowed"
          label={PRO_TERMS_TEXTS.allowed}
          defaultChecked={Boolean(record?.transfer_allowed)}
          error={errors.transfer_allowed}
        />
        <TextField
          id="pro-terms-ceiling"
          name="credit_ceiling"
          label={PRO_TERMS_TEXTS.ceiling}
          hint={PRO_TERMS_TEXTS.ceilingHint}
          inputMode="decimal"
          defaultValue={record ? String(record.credit_ceiling ?? 0).replace('.', ',') : ''}
          error={errors.credit_ceiling}
        />
        <TextareaField
          id="pro-terms-note"
          name="note"
          label={PRO_TERMS_TEXTS.note}
          rows={2}
          maxLength={500}
          defaultValue={record?.note ?? ''}
          error={errors.note}
        />
        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          {PRO_TERMS_TEXTS.save}
        </SubmitButton>
      </Form>
    </section>
  )
}
