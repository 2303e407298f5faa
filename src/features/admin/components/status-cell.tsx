import { useFetcher } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { useFetcherResult, type WriteResult } from '../api/record-writes'
import { StatusSelect, type StatusOption } from './status-select'

/**
 * A row's status selector that saves through the route's action (`intent=status`, a fetcher: the
 * page does not navigate). Busy until the list has been read again; a refusal is a red toast, and
 * the selector then shows what the server holds (issue 14: the keyboard's focus stays on it).
 */
export function StatusCell({
  id,
  label,
  value,
  options,
  disabled,
}: {
  id: string
  label: string
  value: string
  options: readonly StatusOption[]
  disabled?: boolean
}) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'error') toast.show(result.message, { tone: 'error' })
  })
  return (
    <StatusSelect
      label={label}
      value={value}
      options={options}
      disabled={disabled}
      busy={fetcher.state !== 'idle'}
      onChange={(status) => void fetcher.submit({ intent: 'status', id, status }, { method: 'post' })}
    />
  )
}
