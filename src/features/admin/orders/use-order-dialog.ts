import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useActionData, useNavigation } from 'react-router-dom'
import type { FieldErrors } from '@/lib/form-schema'
import type { OrdersResult } from './orders-data'
import type { DialogCheck } from './orders-schema'
import { newRefundKey } from './refund-order'

/**
 * A dialog's `<Form>` on the orders' action. The dialog has its own key (a hidden `form` field,
 * echoed by the action, and the refund's idempotency key), so it reads only its own answer. The
 * action's rules (`check`) also run as the form is sent: a form that breaks them says so at once,
 * without a round trip. `busy` while the submission runs and the list is read again; `onDone(notice)`
 * once, after a done write.
 */
export function useOrderDialog(check: (data: FormData) => DialogCheck<unknown>, onDone: (notice: string) => void) {
  const [key] = useState(newRefundKey)
  const answer = useActionData() as OrdersResult | undefined
  const mine = answer?.form === key ? answer : undefined
  const busy = useNavigation().formData?.get('form') === key
  // The check made as the form was sent: its failure, or null once a valid form went to the action.
  const [checked, setChecked] = useState<{ message: string; fields: FieldErrors } | null | undefined>(undefined)
  const latest = useRef(onDone)
  useLayoutEffect(() => {
    latest.current = onDone
  })
  const handled = useRef<OrdersResult | undefined>(undefined)
  useEffect(() => {
    if (mine?.status !== 'done' || handled.current === mine) return
    handled.current = mine
    latest.current(mine.notice ?? '')
  }, [mine])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = check(new FormData(event.currentTarget))
    if (result.ok) return setChecked(null)
    event.preventDefault()
    setChecked({ message: result.message, fields: result.fields })
  }
  const failure = checked ?? (busy || mine?.status !== 'error' ? null : mine)
  return { key, busy, failure, onSubmit }
}
