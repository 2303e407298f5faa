import type { StatusOption } from '../components/status-select'

/** A custom request's statuses (docs/product/states.md#custom-requests) and their colours; other values stay neutral. */
export const REQUEST_STATUS_OPTIONS: readonly StatusOption[] = [
  {
    value: 'pending',
    label: 'En attente',
    className: 'border-gold-500/50 bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200',
  },
  {
    value: 'in_progress',
    label: 'En cours',
    className: 'border-plum-700/30 bg-plum-50 text-plum-700 dark:bg-plum-700/30 dark:text-plum-100',
  },
  {
    value: 'completed',
    label: 'Terminée',
    className: 'border-forest-700/30 bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100',
  },
]
