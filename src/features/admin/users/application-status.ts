import type { ProApplicationsStatus } from '@/lib/pocketbase-types'

/** A pro application's statuses in French (docs/adr/0060). */
export const PRO_APPLICATION_STATUS_LABELS: Record<ProApplicationsStatus, string> = {
  pending: 'En attente',
  approved: 'Acceptée',
  refused: 'Refusée',
  revoked: 'Retirée',
}

const STATUS_CLASSES: Record<ProApplicationsStatus, string> = {
  pending: 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200',
  approved: 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100',
  refused: 'bg-danger-100 text-danger-700 dark:bg-danger-700/25 dark:text-danger-100',
  revoked: 'bg-surface-muted text-ink-muted',
}

export function proApplicationStatusClass(status: string): string {
  return STATUS_CLASSES[status as ProApplicationsStatus] ?? 'bg-surface-muted text-ink-muted'
}

/** « SIREN » for 9 digits, « SIRET » for 14: the number the company gave. */
export function companyNumberLabel(siret: string): string {
  return siret.length === 9 ? 'SIREN' : 'SIRET'
}
