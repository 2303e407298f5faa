// The shop's health (issue 32, docs/adr/0141): GET /api/shop/admin/health, admins only, read by
// /dashboard/sante. Its shape is CONTRACT-32's, extended: each problem names its area and level.
import { pb } from '@/lib/pocketbase'

export type HealthArea = 'backups' | 'mail' | 'webhooks' | 'disk'

export interface HealthProblem {
  area: HealthArea
  kind: string
  /** Orange: to watch; red: to fix now (and e-mailed to the shop, for backups, mail and webhooks). */
  level: 'warning' | 'critical'
  /** A French sentence saying what is wrong and what to do. */
  message: string
}

export interface Health {
  mail: {
    pending: number
    failed: number
    failedLastDay: number
    oldestPendingMinutes: number | null
    lastError: string | null
    smtpEnabled: boolean
  }
  webhooks: {
    stripeMode: boolean
    secretSet: boolean
    lastReceived: string | null
    /** Deliveries refused or failed in the last 24 hours. */
    failedDeliveries: number
    lastFailure: { at: string; status: number; message: string } | null
    /** Stripe payments since the last webhook received (of the last 3 days). */
    withoutWebhook: number
    withoutWebhookSince: string | null
    /** Succeeded Stripe payments whose checkout this database lacks (restored from an older backup). */
    withoutOrder: number
  }
  backups: {
    last: { key: string; at: string; size: number } | null
    ageHours: number | null
    offMachine: boolean
    schedule: string | null
    /** The last failure, when no backup succeeded since. */
    lastError: { at: string; message: string } | null
  }
  disk: { freeBytes: number | null; totalBytes: number | null }
  pocketbase: { version: string }
  checkedAt: string
  problems: HealthProblem[]
}

export function readHealth(signal?: AbortSignal): Promise<Health> {
  return pb.send<Health>('/api/shop/admin/health', { signal, requestKey: null })
}
