import { REQUEST_STATUSES, REQUEST_STATUS_CLASSES, REQUEST_STATUS_LABELS } from '@/lib/request-status'
import type { StatusOption } from '../components/status-select'

/** A custom request's statuses (docs/product/states.md#custom-requests, docs/adr/0127) and their colours; other values stay neutral. */
export const REQUEST_STATUS_OPTIONS: readonly StatusOption[] = REQUEST_STATUSES.map((value) => ({
  value,
  label: REQUEST_STATUS_LABELS[value],
  className: REQUEST_STATUS_CLASSES[value],
}))
