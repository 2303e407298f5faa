import { useState, type KeyboardEvent } from 'react'
import { TextField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import {
  GIFT_CARD_APPLY,
  GIFT_CARD_CHECKING,
  GIFT_CARD_LABEL,
  GIFT_CARD_REMOVE,
  giftCardShare,
  readGiftCard,
  type AppliedGiftCard,
} from './gift-card-payment'

/**
 * « Carte cadeau » at checkout (docs/adr/0117): the code, checked against the server's balance; the
 * balance used and the rest to pay. The checkout's own answer confirms them before anything is paid.
 */
export function GiftCardField({
  applied,
  onChange,
  dueCents,
  disabled,
  error,
}: {
  applied: AppliedGiftCard | null
  onChange: (card: AppliedGiftCard | null) => void
  /** What the order costs, in cents. */
  dueCents: number
  disabled: boolean
  /** The server's refusal of the card at checkout, when there was one. */
  error?: string
}) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')

  const apply = async () => {
    if (busy || disabled) return
    setBusy(true)
    setRefusal('')
    try {
      onChange(await readGiftCard(code))
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : '')
    } finally {
      setBusy(false)
    }
  }
  // Enter in this field uses the card: it does not place the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void apply()
  }

  if (applied) {
    const used = giftCardShare(applied.balanceCents, dueCents)
    return (
      <section aria-labelledby="checkout-gift-card" className="rounded-3xl border border-line bg-surface p-6">
        <h2 id="checkout-gift-card" className="text-2xl font-semibold">
          {GIFT_CARD_LABEL}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Carte {applied.code.toUpperCase()}</dt>
            <dd className="font-medium tabular-nums">−{formatPrice(used / 100)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
            <dt className="font-medium">Reste à payer</dt>
            <dd className="font-semibold tabular-nums">{formatPrice((dueCents - used) / 100)}</dd>
          </div>
        </dl>
        {error ? <p className="mt-2 text-sm text-danger-700 dark:text-danger-100">{error}</p> : null}
        <button type="button" disabled={disabled} onClick={() => onChange(null)} className={`${secondaryButtonClass} mt-4`}>
          {GIFT_CARD_REMOVE}
        </button>
      </section>
    )
  }

  return (
    <section aria-labelledby="checkout-gift-card" className="rounded-3xl border border-line bg-surface p-6">
      <h2 id="checkout-gift-card" className="text-2xl font-semibold">
        {GIFT_CARD_LABEL}
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Code de la carte cadeau"
          fieldClassName="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          error={refusal || error || undefined}
        />
        <button
          type="button"
          disabled={disabled || busy}
          aria-busy={busy || undefined}
          onClick={() => void apply()}
          className={secondaryButtonClass}
        >
          {busy ? GIFT_CARD_CHECKING : GIFT_CARD_APPLY}
        </button>
      </div>
    </section>
  )
}
