import type { ReactNode, RefObject } from 'react'
import { FormAlert, SubmitButton } from '@/components/form'
import { LockIcon } from '@/components/icons'
import { secondaryButtonClass } from '@/components/ui-classes'
import {
  CARD_FORM_FAILED,
  CARD_FORM_LOADING,
  DEMO_NOTICE,
  DEMO_NOTICE_DETAIL,
  PAID,
  PAYMENT_METHOD,
  PAY_BY_GIFT_CARD,
  payLabel,
  PROCESSING,
  RETRY_SAVE,
  SAVING,
} from './checkout-messages'
import { OrderCommitment } from './order-commitment'
import type { PaymentField } from './payment-adapter'
import type { CheckoutPhase } from './use-checkout-payment'
import type { AdapterState } from './use-payment-adapter'
import { ORDER_ON_ACCOUNT_DONE, orderOnAccountLabel } from './payment-terms'

const PAYMENT_LABEL_ID = 'checkout-payment-label'

/** The payment field (or the demonstration notice), the pay button and its states. */
export function PaymentForm({
  adapterState,
  onRetryAdapter,
  paymentField,
  amountInCents,
  cardError,
  onCardError,
  phase,
  total,
  onRetrySave,
  deliveryTime,
  pro = false,
  giftCardCents = 0,
  methodChoice = null,
  onAccountDays = 0,
}: {
  adapterState: AdapterState
  onRetryAdapter: () => void
  paymentField: RefObject<PaymentField | null>
  /** What the recap says will be charged, in cents. */
  amountInCents: number
  cardError: string
  onCardError: (message: string) => void
  phase: CheckoutPhase
  total: number
  onRetrySave: () => void
  /** Shown with the total right before the button; null: nothing to ship (gift cards). */
  deliveryTime: string | null
  /** A pro's order: the pro terms of sale (docs/adr/0080). */
  pro?: boolean
  /** What a gift card pays of it (docs/adr/0117), in cents: the bank card pays the rest, if any. */
  giftCardCents?: number
  /** « Carte bancaire » or « Virement à 30 jours » for an allowed pro (docs/adr/0131). */
  methodChoice?: ReactNode
  /** The order is on account, payable by transfer in this many days (0: by card). */
  onAccountDays?: number
}) {
  const rest = amountInCents - giftCardCents
  const processing = phase.name === 'processing'
  const locked = phase.name !== 'idle'
  const adapter = adapterState.status === 'ready' ? adapterState.adapter : null

  return (
    <section aria-labelledby="checkout-payment" className="rounded-3xl border border-line bg-surface p-6">
      <h2 id="checkout-payment" className="text-2xl font-semibold">
        Paiement
      </h2>

      <div className="mt-5">
        {methodChoice}
        {onAccountDays === 0 && adapterState.status === 'loading' && (
          <p role="status" className="text-sm text-ink-muted">
            {CARD_FORM_LOADING}
          </p>
        )}
        {onAccountDays === 0 && adapterState.status === 'failed' && (
          <div className="space-y-4">
            <FormAlert>{CARD_FORM_FAILED}</FormAlert>
            <button type="button" onClick={onRetryAdapter} className={secondaryButtonClass}>
              Réessayer
            </button>
          </div>
        )}
        {onAccountDays === 0 && adapter?.mode === 'demo' && (
          <div
            role="note"
            aria-label="Mode démonstration"
            className="rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15"
          >
            <p className="font-medium">{DEMO_NOTICE}</p>
            <p className="mt-1 text-ink-muted">{DEMO_NOTICE_DETAIL}</p>
          </div>
        )}
        {onAccountDays === 0 && adapter?.mode === 'stripe' && rest > 0 && (
          <div>
            <p id={PAYMENT_LABEL_ID} className="mb-2 text-sm font-medium">
              {PAYMENT_METHOD}
            </p>
            <adapter.PaymentField ref={paymentField} disabled={locked} amount={rest} labelId={PAYMENT_LABEL_ID} onError={onCardError} />
            {cardError && <p className="mt-2 text-sm text-danger-700 dark:text-danger-100">{cardError}</p>}
          </div>
        )}
      </div>

      <OrderCommitment total={total} deliveryTime={deliveryTime} pro={pro} />
      {phase.name === 'unsaved' ? (
        <button
          type="button"
          onClick={onRetrySave}
          disabled={phase.saving}
          aria-busy={phase.saving || undefined}
          className={`${secondaryButtonClass} mt-6 w-full py-3 disabled:opacity-70`}
        >
          {phase.saving ? SAVING : RETRY_SAVE}
        </button>
      ) : (
        <SubmitButton busy={processing} busyLabel={PROCESSING} disabled={!adapter || phase.name === 'paid'} className="mt-6 w-full py-3">
          {onAccountDays > 0
            ? phase.name === 'paid'
              ? ORDER_ON_ACCOUNT_DONE
              : orderOnAccountLabel(total, onAccountDays)
            : phase.name === 'paid'
              ? PAID
              : rest > 0
                ? payLabel(rest / 100)
                : PAY_BY_GIFT_CARD}
        </SubmitButton>
      )}
      {/* The button's label changes silently: say it. */}
      <p role="status" className="sr-only">
        {processing ? PROCESSING : phase.name === 'paid' ? (onAccountDays > 0 ? ORDER_ON_ACCOUNT_DONE : PAID) : ''}
      </p>
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-ink-muted">
        <LockIcon className="size-4" />
        {onAccountDays > 0
          ? 'Aucune carte demandée : la facture indique l’IBAN et l’échéance'
          : adapter?.mode === 'demo'
            ? 'Aucune carte demandée en mode démonstration'
            : 'Paiement sécurisé par Stripe'}
      </p>
    </section>
  )
}
