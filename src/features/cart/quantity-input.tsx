import { useState } from 'react'
import { MAX_LINE_QUANTITY, maxQuantity, type CartItem } from '@/lib/cart'
import { QUANTITY_CAP } from '@/lib/cart-messages'

// aria-disabled rather than disabled: a keyboard user who reaches a bound keeps the focus.
const stepClass =
  'inline-flex size-9 items-center justify-center text-lg leading-none text-ink transition-colors hover:text-accent aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/50 aria-disabled:hover:text-ink-muted/50'

/**
 * The quantity of one cart line: a number field (min 1, max the stock and at most 99) with − and +
 * buttons. Whatever is typed, the cart only ever receives a whole number between 1 and that; an empty
 * or invalid entry is put back to the current quantity when the field is left.
 */
export function QuantityInput({ item, onChange }: { item: CartItem; onChange: (quantity: number) => void }) {
  const max = maxQuantity(item)
  // Two sizes of one product are two lines: each control names its size (« … (Tour de poignet : 17 cm) »).
  const named = item.size ? `${item.name} (${item.size})` : item.name
  const [draft, setDraft] = useState(String(item.quantity))
  const [shown, setShown] = useState(item.quantity)
  const [capped, setCapped] = useState(false)
  if (shown !== item.quantity) {
    // The quantity changed elsewhere (buttons, refresh from the server, another tab).
    setShown(item.quantity)
    setDraft(String(item.quantity))
  }

  const apply = (wanted: number) => {
    const next = Math.max(1, Math.min(wanted, max))
    setCapped(wanted > max)
    setDraft(String(next))
    if (next !== item.quantity) onChange(next)
  }

  const onType = (text: string) => {
    setDraft(text)
    const trimmed = text.trim()
    if (!/^\d+$/.test(trimmed)) return
    const wanted = Number.parseInt(trimmed, 10)
    if (wanted >= 1) apply(wanted)
  }

  const inputId = `quantite-${item.id}`
  const hintId = `${inputId}-stock`
  return (
    <div>
      <label htmlFor={inputId} className="block text-xs font-medium tracking-wide text-ink-muted uppercase">
        Quantité
      </label>
      <div className="mt-1 inline-flex items-center rounded-full border border-line-strong bg-surface-raised">
        <button
          type="button"
          className={`${stepClass} rounded-l-full`}
          aria-label={`Diminuer la quantité de ${named}`}
          aria-disabled={item.quantity <= 1 || undefined}
          onClick={() => item.quantity > 1 && apply(item.quantity - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          aria-label={`Quantité de ${named}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            setDraft(String(item.quantity))
          }}
          aria-describedby={capped ? hintId : undefined}
          className="h-9 w-12 [appearance:textfield] border-x border-line bg-transparent text-center text-sm text-ink tabular-nums focus:outline-offset-0 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={`${stepClass} rounded-r-full`}
          aria-label={`Augmenter la quantité de ${named}`}
          aria-disabled={item.quantity >= max || undefined}
          onClick={() => (item.quantity < max ? apply(item.quantity + 1) : setCapped(true))}
        >
          +
        </button>
      </div>
      <p id={hintId} aria-live="polite" className="mt-1 min-h-4 text-xs text-highlight-text">
        {!capped
          ? ''
          : max === 1
            ? 'Pièce unique : une seule disponible.'
            : max === MAX_LINE_QUANTITY && (item.stock ?? Infinity) > max
              ? QUANTITY_CAP
              : `Stock disponible : ${max}.`}
      </p>
    </div>
  )
}
