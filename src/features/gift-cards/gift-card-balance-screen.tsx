// /cartes-cadeaux/solde (docs/adr/0117): one field, the code; the answer is the balance, the validity
// and whether the card can still be used. What was typed stays in the field on a refusal.
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format-date'
import { formatPrice } from '@/lib/format'
import type { BalanceResult, GiftCardBalance } from './gift-card-balance-route'

function statusText(card: GiftCardBalance): string {
  if (card.status === 'cancelled') return 'Cette carte cadeau a été annulée : elle ne peut plus être utilisée.'
  if (card.status === 'expired') return `Cette carte cadeau a expiré le ${formatDate(card.expires)}.`
  return `Valable jusqu’au ${formatDate(card.expires)} inclus, en une ou plusieurs fois.`
}

export function GiftCardBalanceScreen() {
  usePageMeta({ title: 'Solde d’une carte cadeau', description: 'Consultez le solde et la validité d’une carte cadeau Éclat de Pierre.' })
  const result = useActionData<BalanceResult>()
  const busy = useNavigation().state === 'submitting'
  const error = result?.status === 'error' ? result : null
  return (
    <div className={`${containerClass} max-w-xl py-12`}>
      <h1 className="text-3xl font-semibold">Solde d’une carte cadeau</h1>
      <p className="mt-3 text-ink-muted">Le code figure dans l’e-mail qui accompagne la carte.</p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        {error?.message ? <FormAlert>{error.message}</FormAlert> : null}
        <TextField
          label="Code de la carte"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          required
          placeholder="XXXX-XXXX-XXXX-XXXX"
          defaultValue={error?.code ?? ''}
          error={error?.fields.code}
        />
        <SubmitButton busy={busy}>Consulter le solde</SubmitButton>
      </Form>
      {result?.status === 'done' ? (
        <section aria-labelledby="gift-card-balance" className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <h2 id="gift-card-balance" className="text-xl font-semibold">
            Carte {result.card.code}
          </h2>
          <p className="mt-3 text-2xl font-semibold">Solde : {formatPrice(result.card.balance)}</p>
          <p className="mt-2">{statusText(result.card)}</p>
        </section>
      ) : null}
    </div>
  )
}
