import { useEffect } from 'react'
import type { DiscountLine, DiscountPreview } from '@/lib/discount-code'
import { DiscountCodeField } from './discount-code-field'
import { useDiscountCode } from './use-discount-code'

/**
 * The cart's « Code promo » (docs/adr/0116), loaded by the cart lazily: the cart's own imports, which
 * the storefront's entry lists for preloading (build/entry-preloads.ts), stay as they were. The
 * server's pricing goes up to the cart's summary through `onPriced`.
 */
export default function CartDiscount({
  lines,
  onPriced,
}: {
  lines: readonly DiscountLine[]
  onPriced: (preview: DiscountPreview | null) => void
}) {
  const state = useDiscountCode(lines)
  const { applied } = state
  useEffect(() => onPriced(applied), [applied, onPriced])
  return <DiscountCodeField state={state} />
}
