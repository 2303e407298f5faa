import { useEffect, useRef, type FormEvent } from 'react'
import { TextField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import type { DiscountPreview } from '@/lib/discount-code'
import { DISCOUNT_CODE_TEXTS } from './discount-code-schema'
import type { DiscountCodeState } from './use-discount-code'

/**
 * The « Code promo » field of the cart and the checkout (docs/adr/0116): a form of its own (never
 * inside the checkout's), the server's refusal under it with the text kept, the applied code said
 * in a live region with a « Retirer le code » button. The focus follows: on the field after a
 * refusal, on « Retirer le code » once applied, back on the field once removed.
 */
export function DiscountCodeField({ state, disabled = false }: { state: DiscountCodeState; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  // Set by the person's own action, so that a code found on arrival does not move the focus.
  const acted = useRef<'apply' | 'remove' | null>(null)
  const { applied, error, pending } = state

  useEffect(() => {
    if (acted.current === 'apply' && !pending) {
      if (applied) removeButton.current?.focus()
      else if (error) input.current?.focus()
      acted.current = null
    } else if (acted.current === 'remove') {
      input.current?.focus()
      acted.current = null
    }
  }, [applied, error, pending])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (disabled || pending) return
    acted.current = 'apply'
    state.apply()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={DISCOUNT_CODE_TEXTS.label} className="mt-6 border-t border-line pt-5">
      <div role="status" className="text-sm">
        {applied && (
          <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <span>
              {DISCOUNT_CODE_TEXTS.applied(applied.code)} :{' '}
              <span className="font-medium tabular-nums">{formatPrice(-applied.discount / 100)}</span>
            </span>
            <button
              ref={removeButton}
              type="button"
              disabled={disabled}
              onClick={() => {
                acted.current = 'remove'
                state.remove()
              }}
              className="text-sm text-ink-muted underline underline-offset-4 hover:text-accent disabled:opacity-60"
            >
              {DISCOUNT_CODE_TEXTS.remove}
            </button>
          </p>
        )}
        {pending && <p className="text-ink-muted">{DISCOUNT_CODE_TEXTS.checking}</p>}
      </div>
      {!applied && (
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2">
          <TextField
            ref={input}
            label={DISCOUNT_CODE_TEXTS.label}
            name="code"
            value={state.typed}
            onChange={(event) => state.setTyped(event.target.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
          />
          <button type="submit" disabled={disabled || pending} className={`${secondaryButtonClass} mt-7 self-start px-4`}>
            {DISCOUNT_CODE_TEXTS.apply}
          </button>
        </div>
      )}
    </form>
  )
}

/** The recap's « Remise (CODE) » row, the server's figure (a `<dl>` row). */
export function DiscountRow({ preview }: { preview: DiscountPreview | null }) {
  if (!preview || preview.discount <= 0) return null
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-muted">{DISCOUNT_CODE_TEXTS.row(preview.code)}</dt>
      <dd className="tabular-nums">{formatPrice(-preview.discount / 100)}</dd>
    </div>
  )
}
