import { Form, Link, useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField, TextField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { StatusTabs } from '../components/status-tabs'
import { SOURCE_LABELS, type NewsletterData, type NewsletterResult } from './newsletter-data'

const STATUSES = { subscribed: 'Inscrits', unsubscribed: 'Désinscrits' } as const

/**
 * The newsletter (docs/adr/0114): who consented (a page of 50, searched by the server; their CSV),
 * and a simple letter, previewed then sent only to those who may receive it.
 */
export function NewsletterScreen() {
  usePageMeta({ title: 'Lettre d’information', description: null })
  const data = useLoaderData() as NewsletterData
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-semibold">Lettre d’information</h1>
      <LetterForm />
      <section aria-labelledby="newsletter-subscribers" className="flex flex-col gap-4">
        <h2 id="newsletter-subscribers" className="text-2xl font-semibold">
          Abonnés
        </h2>
        <CsvExport />
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="statut" value={data.ok ? data.status : 'subscribed'} />
          <TextField id="newsletter-search" label="Rechercher une adresse" name="q" defaultValue={data.ok ? data.q : ''} />
          <SubmitButton>Rechercher</SubmitButton>
        </Form>
        <StatusTabs
          label="Statut des adresses"
          path={adminPaths.newsletter}
          statuses={STATUSES}
          current={data.ok ? data.status : undefined}
        />
        {!data.ok ? (
          <FormAlert>{data.message}</FormAlert>
        ) : data.list.items.length === 0 ? (
          <p className="text-ink-muted">Aucune adresse ici pour le moment.</p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              {data.list.totalItems} adresse{data.list.totalItems > 1 ? 's' : ''} · page {data.list.page} sur {data.list.totalPages}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th className="py-2 pr-4">E-mail</th>
                    <th className="py-2 pr-4">Depuis le</th>
                    <th className="py-2">Source</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.items.map((row) => (
                    <tr key={row.id} className="border-t border-line">
                      <td className="py-2 pr-4 break-all">{row.email}</td>
                      <td className="py-2 pr-4">{formatDate(row.consent_at)}</td>
                      <td className="py-2">{SOURCE_LABELS[row.source] ?? row.source}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex gap-3">
              {data.list.page > 1 && (
                <Link className={secondaryButtonClass} to={pageLink(data.status, data.q, data.list.page - 1)}>
                  Page précédente
                </Link>
              )}
              {data.list.page < data.list.totalPages && (
                <Link className={secondaryButtonClass} to={pageLink(data.status, data.q, data.list.page + 1)}>
                  Page suivante
                </Link>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  )
}

function pageLink(status: string, q: string, page: number) {
  return `${adminPaths.newsletter}?${new URLSearchParams({ statut: status, q, page: String(page) }).toString()}`
}

function CsvExport() {
  const fetcher = useFetcher<NewsletterResult>()
  const result = fetcher.data?.intent === 'csv' ? fetcher.data : null
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="csv" />
      {result && <FormAlert tone={result.status === 'done' ? 'success' : 'error'}>{result.message}</FormAlert>}
      <div>
        <SubmitButton busy={fetcher.state !== 'idle'}>Exporter les abonnés (CSV)</SubmitButton>
      </div>
    </fetcher.Form>
  )
}

function LetterForm() {
  const fetcher = useFetcher<NewsletterResult>()
  const result = fetcher.data && fetcher.data.intent !== 'csv' ? fetcher.data : null
  const busy = fetcher.state !== 'idle'
  return (
    <section aria-labelledby="newsletter-letter" className="flex flex-col gap-4">
      <h2 id="newsletter-letter" className="text-2xl font-semibold">
        Écrire une lettre
      </h2>
      <p className="text-sm text-ink-muted">
        Elle part aux adresses inscrites et aux clients qui ne s’y sont pas opposés, chacune avec son lien de désinscription en un clic.
      </p>
      <fetcher.Form method="post" className="flex flex-col gap-4">
        {result?.status === 'error' && <FormAlert>{result.message}</FormAlert>}
        {result?.status === 'done' && result.intent === 'send' && <FormAlert tone="success">{result.message}</FormAlert>}
        <TextField id="newsletter-subject" label="Objet" name="subject" maxLength={150} required />
        <TextareaField id="newsletter-text" label="Texte" name="text" rows={10} maxLength={20000} required />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="preview" busy={busy}>
            Aperçu
          </SubmitButton>
          {result?.status === 'done' && result.intent === 'preview' && (
            <SubmitButton name="intent" value="send" busy={busy}>
              Envoyer à {result.recipients} destinataire{result.recipients > 1 ? 's' : ''}
            </SubmitButton>
          )}
        </div>
      </fetcher.Form>
      {result?.status === 'done' && result.intent === 'preview' && (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm text-ink-muted">Aperçu : {result.subject}</figcaption>
          <iframe
            title="Aperçu de la lettre"
            sandbox=""
            srcDoc={result.html}
            className="h-[32rem] w-full rounded-xl border border-line bg-white"
          />
        </figure>
      )}
    </section>
  )
}
