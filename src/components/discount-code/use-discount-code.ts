import { useCallback, useEffect, useRef, useState } from 'react'
import { previewDiscount, storedDiscountCode, storeDiscountCode, type DiscountLine, type DiscountPreview } from '@/lib/discount-code'
import { checkForm } from '@/lib/form-schema'
import { formFailure } from '@/lib/form-errors'
import { DISCOUNT_CODE_TEXTS, discountCodeSchema } from './discount-code-schema'

/** What priced the lines: their ids, sizes, quantities and prices (a change asks the server again). */
function linesKey(lines: readonly DiscountLine[]): string {
  return JSON.stringify(lines.map((line) => [line.id, line.variant ?? '', line.quantity, line.unitPrice ?? 0]))
}

interface Answer {
  key: string
  preview: DiscountPreview | null
  error: string
}

export interface DiscountCodeState {
  /** The text in the field, as typed. */
  typed: string
  setTyped: (text: string) => void
  /** The server's pricing with the applied code, for the current lines; null when none. */
  applied: DiscountPreview | null
  /** The server is pricing the code (the discount is not known yet). */
  pending: boolean
  /** The message under the field: the schema's, or the server's refusal in French. */
  error: string
  apply: () => void
  remove: () => void
  /** The checkout refused the code (used up meanwhile…): its message goes under the field. */
  refuse: (message: string) => void
}

/**
 * The « Code promo » of the cart and the checkout (docs/adr/0116): the code applied is kept in the
 * tab (lib/discount-code) and priced by the server for the current lines, again whenever they
 * change; `frozen` (an order being paid or paid) keeps the last answer.
 */
export function useDiscountCode(lines: readonly DiscountLine[], { frozen = false }: { frozen?: boolean } = {}): DiscountCodeState {
  const [typed, setTyped] = useState(storedDiscountCode)
  const [wanted, setWanted] = useState(storedDiscountCode)
  const [formError, setFormError] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = `${attempt}|${wanted}|${linesKey(lines)}`
  const linesRef = useRef(lines)
  const keyRef = useRef(key)
  useEffect(() => {
    linesRef.current = lines
    keyRef.current = key
  })

  // The key last answered (an order paid or refused meanwhile does not ask again for the same lines).
  const answered = useRef('')
  useEffect(() => {
    if (frozen || !wanted || linesRef.current.length === 0 || answered.current === key) return
    const controller = new AbortController()
    previewDiscount(linesRef.current, wanted, controller.signal).then(
      (preview) => {
        storeDiscountCode(preview.code)
        answered.current = key
        setAnswer({ key, preview, error: '' })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failure = formFailure(error, { fallback: DISCOUNT_CODE_TEXTS.failed, trustServerMessage: true })
        storeDiscountCode('')
        answered.current = key
        setAnswer({ key, preview: null, error: failure.fields.code ?? failure.message })
      },
    )
    return () => controller.abort()
    // `key` names everything the answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, frozen])

  const current = answer && (answer.key === key || frozen) ? answer : null
  const apply = useCallback(() => {
    const checked = checkForm(discountCodeSchema, { code: typed })
    if (!checked.ok) {
      setFormError(checked.fields.code ?? DISCOUNT_CODE_TEXTS.invalid)
      return
    }
    setFormError('')
    setWanted(checked.values.code)
    setAttempt((n) => n + 1)
  }, [typed])
  const remove = useCallback(() => {
    storeDiscountCode('')
    answered.current = ''
    setWanted('')
    setTyped('')
    setFormError('')
    setAnswer(null)
  }, [])
  // Stable: a refusal of the checkout is said once, for the lines it was about.
  const refuse = useCallback((message: string) => {
    storeDiscountCode('')
    setAnswer({ key: keyRef.current, preview: null, error: message })
  }, [])

  return {
    typed,
    setTyped,
    applied: wanted && lines.length > 0 ? (current?.preview ?? null) : null,
    pending: Boolean(wanted) && lines.length > 0 && !frozen && !current,
    error: formError || (current?.error ?? ''),
    apply,
    remove,
    refuse,
  }
}
