import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { formatDateTime } from '@/lib/format'
import type { Health, HealthArea, HealthProblem } from '../api/health'
import { serverMessage } from '../api/server-message'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { HEALTH_TEXTS, type loader } from './health-data'

type Tone = 'ok' | 'warning' | 'critical'

/** Each state in words as well as colour (green, orange, red). */
const TONES: Record<Tone, { label: string; className: string }> = {
  ok: { label: 'OK', className: 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100' },
  warning: { label: 'À surveiller', className: 'bg-gold-200/60 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200' },
  critical: { label: 'À corriger', className: 'bg-danger-100 text-danger-700 dark:bg-danger-700/30 dark:text-danger-300' },
}

/** What a part says when all is well. */
const ALL_WELL: Record<HealthArea, string> = {
  backups: 'Les sauvegardes se font et quittent le serveur.',
  mail: 'Les e-mails partent normalement.',
  webhooks: 'Stripe prévient la boutique de chaque paiement.',
  disk: 'Il reste assez de place sur le disque.',
}

const numberFormat = () => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** Bytes as a French size: `12,3 Mo`, `76,6 Go`. */
function formatBytes(bytes: number): string {
  const units = ['octets', 'Ko', 'Mo', 'Go', 'To']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${numberFormat().format(value)}\u00a0${units[unit]}`
}

/** Hours ago, in words: `il y a 5 h`, `il y a 2 jours`. */
function ageText(hours: number): string {
  if (hours < 1) return 'il y a moins d’une heure'
  if (hours < 48) return `il y a ${Math.floor(hours)}\u00a0h`
  return `il y a ${Math.floor(hours / 24)}\u00a0jours`
}

function toneOf(problems: HealthProblem[]): Tone {
  if (problems.some((problem) => problem.level === 'critical')) return 'critical'
  return problems.length > 0 ? 'warning' : 'ok'
}

function Badge({ tone }: { tone: Tone }) {
  const { label, className } = TONES[tone]
  return <span className={`inline-flex shrink-0 rounded-full px-3 py-1 text-xs font-medium ${className}`}>{label}</span>
}

/** One part of the page: its heading and state, its facts, then what to do (or that all is well). */
function Part({
  id,
  title,
  area,
  problems,
  children,
}: {
  id: string
  title: string
  area?: HealthArea
  problems: HealthProblem[]
  children: ReactNode
}) {
  const own = area ? problems.filter((problem) => problem.area === area) : []
  const tone = toneOf(own)
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {area && <Badge tone={tone} />}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
      {area &&
        (own.length === 0 ? (
          <p className="text-sm text-ink-muted">{ALL_WELL[area]}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {own.map((problem) => (
              <li key={problem.kind} className="break-words">
                <span className="font-medium">{problem.level === 'critical' ? 'À corriger : ' : 'À surveiller : '}</span>
                {problem.message}
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  )
}

function Report({ health }: { health: Health }) {
  const { mail, webhooks, backups, disk, problems } = health
  const red = problems.filter((problem) => problem.level === 'critical').length
  return (
    <div className="space-y-6">
      <p role="status" className="text-base font-medium text-ink">
        {problems.length === 0
          ? HEALTH_TEXTS.allGood
          : `${problems.length} point${problems.length > 1 ? 's' : ''} à regarder, dont ${red} à corriger.`}
      </p>
      <p className="text-sm text-ink-muted">
        Vérifiée le {formatDateTime(health.checkedAt)}. {HEALTH_TEXTS.alerts}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Part id="sante-sauvegardes" title="Sauvegardes" area="backups" problems={problems}>
          <Fact label="Dernière sauvegarde">
            {backups.last
              ? `${formatDateTime(backups.last.at)} (${ageText(backups.ageHours ?? 0)}, ${formatBytes(backups.last.size)})`
              : 'Aucune'}
          </Fact>
          <Fact label="Hors du serveur">{backups.offMachine ? 'Oui (stockage S3)' : 'Non, sur le disque du serveur'}</Fact>
          <Fact label="Planification">{backups.schedule ? 'Automatique' : 'Aucune'}</Fact>
          {backups.lastError && (
            <Fact label="Dernier échec">{`${formatDateTime(backups.lastError.at)} : ${backups.lastError.message}`}</Fact>
          )}
        </Part>
        <Part id="sante-emails" title="E-mails" area="mail" problems={problems}>
          <Fact label="En attente">{String(mail.pending)}</Fact>
          <Fact label="En échec">
            {mail.failed > 0 ? (
              <Link className="underline" to={adminPaths.emails}>
                {`${mail.failed} (voir les e-mails)`}
              </Link>
            ) : (
              '0'
            )}
          </Fact>
          <Fact label="Le plus ancien en attente">
            {mail.oldestPendingMinutes === null ? 'Aucun' : `depuis ${mail.oldestPendingMinutes}\u00a0min`}
          </Fact>
        </Part>
        <Part id="sante-stripe" title="Paiements Stripe (webhooks)" area="webhooks" problems={problems}>
          {webhooks.stripeMode ? (
            <>
              <Fact label="Dernier webhook reçu">{webhooks.lastReceived ? formatDateTime(webhooks.lastReceived) : 'Aucun'}</Fact>
              <Fact label="Livraisons refusées ou en erreur (24 h)">{String(webhooks.failedDeliveries)}</Fact>
              <Fact label="Paiements sans webhook depuis">
                {webhooks.withoutWebhook > 0 && webhooks.withoutWebhookSince
                  ? `${webhooks.withoutWebhook} depuis le ${formatDateTime(webhooks.withoutWebhookSince)}`
                  : 'Aucun'}
              </Fact>
              {webhooks.withoutOrder > 0 ? <Fact label="Paiements sans commande">{String(webhooks.withoutOrder)}</Fact> : null}
            </>
          ) : (
            <Fact label="Paiement Stripe">Non activé : rien à surveiller</Fact>
          )}
        </Part>
        <Part id="sante-disque" title="Disque du serveur" area="disk" problems={problems}>
          <Fact label="Place libre">
            {disk.freeBytes !== null && disk.totalBytes
              ? `${formatBytes(disk.freeBytes)} sur ${formatBytes(disk.totalBytes)} (${Math.round((disk.freeBytes / disk.totalBytes) * 100)}\u00a0%)`
              : 'Inconnue'}
          </Fact>
        </Part>
        <Part id="sante-pocketbase" title="PocketBase" problems={problems}>
          <Fact label="Version">{health.pocketbase.version || 'Inconnue'}</Fact>
        </Part>
      </div>
    </div>
  )
}

/**
 * /dashboard/sante (docs/adr/0141): the mail queue, Stripe's webhooks, the backups, the disk and
 * PocketBase's version, each green, orange or red with a French sentence saying what to do.
 */
export function HealthScreen() {
  const { health } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading={HEALTH_TEXTS.heading}>
      <Deferred
        value={health}
        loading={<p className="text-sm text-ink-muted">{HEALTH_TEXTS.loading}</p>}
        failed={(retry, error) => (
          <div className="flex flex-wrap items-center gap-3">
            <ListError>{`${HEALTH_TEXTS.failed} ${serverMessage(error)}`.trim()}</ListError>
            <button type="button" className={secondaryButtonClass} onClick={retry}>
              Réessayer
            </button>
          </div>
        )}
      >
        {(data) => <Report health={data} />}
      </Deferred>
    </AdminPage>
  )
}
