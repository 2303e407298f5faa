import { Link, useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, SelectField, SubmitButton, TextareaField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { href, paths } from '@/lib/paths'
import { adminPaths } from '@/lib/admin-paths'
import { StatusTabs } from '../components/status-tabs'
import { REVIEW_STATUSES, type ModerationData, type ModerationResult, type ModerationRow } from './reviews-data'

/** The moderation of reviews: a page of 50 by status, publish / refuse with a reason / reply. */
export function ReviewsModerationScreen() {
  usePageMeta({ title: 'Avis clients', description: null })
  const data = useLoaderData() as ModerationData
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Avis clients</h1>
      <StatusTabs
        label="Statut des avis"
        path={adminPaths.reviews}
        statuses={REVIEW_STATUSES}
        current={data.ok ? data.status : undefined}
      />
      {!data.ok ? (
        <FormAlert>{data.message}</FormAlert>
      ) : data.list.items.length === 0 ? (
        <p className="text-ink-muted">Aucun avis ici pour le moment.</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {data.list.totalItems} avis · page {data.list.page}
          </p>
          <ul className="flex flex-col gap-4">
            {data.list.items.map((row) => (
              <ModerationItem key={row.id} row={row} reasons={data.reasons} />
            ))}
          </ul>
          <div className="flex gap-3">
            {data.list.page > 1 && (
              <Link className={secondaryButtonClass} to={`${adminPaths.reviews}?statut=${data.status}&page=${data.list.page - 1}`}>
                Page précédente
              </Link>
            )}
            {data.list.page * data.list.perPage < data.list.totalItems && (
              <Link className={secondaryButtonClass} to={`${adminPaths.reviews}?statut=${data.status}&page=${data.list.page + 1}`}>
                Page suivante
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  )
}

function ModerationItem({ row, reasons }: { row: ModerationRow; reasons: Array<{ key: string; label: string }> }) {
  const fetcher = useFetcher<ModerationResult>()
  const result = fetcher.data
  const busy = fetcher.state !== 'idle'
  const error = (name: string) => (result?.status === 'error' ? result.fields[name] : undefined)
  return (
    <li className="rounded-xl border border-line p-5" aria-label={`Avis de ${row.author_name}`}>
      <p className="text-sm text-ink-muted">
        {row.product ? <Link to={href(paths.product, { slug: row.product.slug })}>{row.product.name}</Link> : 'Bijou supprimé'} ·{' '}
        {row.author_name} ({row.order?.email ?? '—'}, commande {row.order?.number ?? '—'}) · déposé le {formatDate(row.created)} ·
        expérience du {formatDate(row.experienced_at)} · {REVIEW_STATUSES[row.status]}
      </p>
      <p className="mt-2">
        {row.rating} / 5 {row.title && <strong>— {row.title}</strong>}
      </p>
      <p className="mt-1 whitespace-pre-line">{row.text}</p>
      {result?.status === 'done' && (
        <FormAlert tone="success" className="mt-3">
          {result.notice}
        </FormAlert>
      )}
      <FormAlert className="mt-3">{result?.status === 'error' ? result.message : ''}</FormAlert>
      {row.status === 'pending' && result?.status !== 'done' && (
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <SubmitButton name="intent" value="publish" busy={busy}>
              Publier
            </SubmitButton>
          </fetcher.Form>
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="id" value={row.id} />
            <SelectField label="Motif du refus" name="refusal_reason" defaultValue="" error={error('refusal_reason')}>
              <option value="">Choisir un motif</option>
              {reasons.map((reason) => (
                <option key={reason.key} value={reason.key}>
                  {reason.label}
                </option>
              ))}
            </SelectField>
            <button type="submit" name="intent" value="refuse" disabled={busy} className={secondaryButtonClass}>
              Refuser
            </button>
          </fetcher.Form>
        </div>
      )}
      {row.status === 'published' && (
        <fetcher.Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="id" value={row.id} />
          <TextareaField label="Réponse publique de la boutique" name="reply" rows={3} defaultValue={row.reply} error={error('reply')} />
          <div>
            <SubmitButton name="intent" value="reply" busy={busy}>
              Publier la réponse
            </SubmitButton>
          </div>
        </fetcher.Form>
      )}
    </li>
  )
}
