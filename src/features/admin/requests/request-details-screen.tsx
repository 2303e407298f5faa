// /dashboard/requests/:id (docs/adr/0127): one custom request for the shop: what was asked (the
// composition as text), its status, the quote being written, the quotes sent with their PDFs, and
// the thread with a reply box.
import { Link, useFetcher, useLoaderData } from 'react-router-dom'
import { CompositionText } from '@/components/custom-request/composition-text'
import { QuoteSummary } from '@/components/custom-request/quote-summary'
import { RequestThread } from '@/components/custom-request/request-thread'
import { Deferred } from '@/components/deferred'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import { adminPaths } from '@/lib/admin-paths'
import { formatDateTime, formatPrice } from '@/lib/format'
import type { WriteResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { StatusCell } from '../components/status-cell'
import { QuoteEditor } from './quote-editor'
import type { loader } from './request-details-data'
import { REQUEST_STATUS_OPTIONS } from './request-status'

/** Keyed by the thread's length: a reply sent (the thread read again) empties it. */
function ReplyBox() {
  const fetcher = useFetcher<WriteResult>()
  const result = fetcher.data
  return (
    <fetcher.Form method="post" noValidate className="mt-4 flex flex-col gap-3">
      <input type="hidden" name="intent" value="reply" />
      <TextareaField
        label="Répondre au client"
        name="body"
        rows={3}
        maxLength={5000}
        error={result?.status === 'error' ? result.fields.body : undefined}
      />
      {result?.status === 'error' && result.message ? <FormAlert>{result.message}</FormAlert> : null}
      <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Envoi en cours...">
        Envoyer la réponse
      </SubmitButton>
    </fetcher.Form>
  )
}

export function RequestDetailsScreen() {
  const { page, editor } = useLoaderData<typeof loader>()
  const { request } = page
  const quoteFetcher = useFetcher<WriteResult>()
  return (
    <AdminPage heading={`Demande de ${request.name}`} title={`Demande de ${request.name} · Administration`}>
      <p>
        <Link to={adminPaths.requests} className="text-sm text-accent underline underline-offset-4">
          Retour aux demandes
        </Link>
      </p>
      <section aria-labelledby="details-request" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="details-request" className="text-xl font-semibold">
          La demande
        </h2>
        <p className="mt-2 text-sm">
          <a href={`mailto:${request.email}`} className="text-accent underline underline-offset-4">
            {request.email}
          </a>{' '}
          · reçue le {formatDateTime(request.created)}
          {request.estimate > 0 ? ` · estimation affichée : ${formatPrice(request.estimate)}` : ''}
        </p>
        <div className="mt-3 max-w-xs">
          <StatusCell
            id={request.id}
            label={`Statut de la demande de ${request.name}`}
            value={request.status}
            options={REQUEST_STATUS_OPTIONS}
          />
        </div>
        <div className="mt-4">
          <CompositionText request={request} />
        </div>
      </section>

      <section aria-labelledby="details-editor" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="details-editor" className="mb-4 text-xl font-semibold">
          Nouveau devis
        </h2>
        <Deferred value={editor} loading={<p>Chargement...</p>} failed={() => <FormAlert>Échec de la récupération des devis</FormAlert>}>
          {([draftList, priceRows]) => (
            <QuoteEditor key={page.quotes.length} fetcher={quoteFetcher} draft={draftList[0] ?? null} prices={priceRows} />
          )}
        </Deferred>
      </section>

      <section aria-labelledby="details-quotes">
        <h2 id="details-quotes" className="text-xl font-semibold">
          Devis envoyés
        </h2>
        {page.quotes.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">Aucun devis envoyé.</p>
        ) : (
          <div className="mt-3 flex flex-col gap-3">
            {page.quotes.map((quote) => (
              <QuoteSummary key={quote.id} quote={quote} jeton={page.jeton} headingLevel={3} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="details-thread">
        <h2 id="details-thread" className="mb-3 text-xl font-semibold">
          Échanges avec le client
        </h2>
        <RequestThread messages={page.messages} reader="shop" />
        <ReplyBox key={page.messages.length} />
      </section>
    </AdminPage>
  )
}
