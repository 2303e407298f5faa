import {
  CARD_CHOICE,
  PAYMENT_CHOICE_LEGEND,
  transferChoice,
  transferDetail,
  type PaymentMethod,
  type PaymentTermsAccount,
} from './payment-terms'

/** « Carte bancaire » or « Virement à 30 jours », for a pro the owner allows (docs/adr/0131). */
export function PaymentMethodChoice({
  account,
  value,
  onChange,
  disabled,
}: {
  account: PaymentTermsAccount
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled: boolean
}) {
  const choices: Array<{ id: PaymentMethod; label: string; detail?: string }> = [
    { id: 'card', label: CARD_CHOICE },
    { id: 'transfer', label: transferChoice(account.days), detail: transferDetail(account) },
  ]
  return (
    <fieldset className="mb-5 space-y-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{PAYMENT_CHOICE_LEGEND}</legend>
      {choices.map((choice) => (
        <label
          key={choice.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 text-sm has-[:checked]:border-accent"
        >
          <input
            type="radio"
            name="payment_method"
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--ep-accent)]"
          />
          <span>
            <span className="font-medium">{choice.label}</span>
            {choice.detail && <span className="mt-1 block text-ink-muted">{choice.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
