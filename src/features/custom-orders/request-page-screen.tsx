// The customer's request page (docs/adr/0127): where the request stands in the four steps the custom
// page promises, what was asked, the latest quote with its acceptance and change request, the payment
// links once accepted (the checkout pays: docs/adr/0128), and the thread with the workshop.
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router-dom'
import { CompositionText } from '@/components/custom-request/composition-text'
import { QuoteSummary } from '@/components/custom-request/quote-summary'
import { RequestThread } from '@/components/custom-request/request-thread'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import { containerClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { REQUEST_STEPS, requestStatusLabel, requestStep } from '@/lib/request-status'
import { paymentLinks } from './payment-links'
import type { PageAnswer, PageData } from './request-page-route'

function StepTracker({ status }: { status: string }) {
  const current = requestStep(status)
  return (
    <div>
      <ol aria-label="Étapes de votre demande" className="grid gap-2 sm:grid-cols-4">
        {REQUEST_STEPS.map((step, index) => (
          <li
            key={step.label}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-xl border px-3 py-2 text-sm ${
              index === current
                ? 'border-accent bg-accent/10 font-semibold'
                : index < current
                  ? 'border-line text-ink'
                  : 'border-line text-ink-muted'
            }`}
          >
            <span className="block text-xs text-ink-muted">Étape {index + 1}</span>
            {step.label}
            {index < current ? <span className="sr-only"> (terminée)</span> : null}
          </li>
        ))}
      </ol>
      <p className="mt-3">
        Statut : <strong>{requestStatusLabel(status)}</strong>
      </p>
    </div>
  )
}

function Refused({ code, message }: { code: number; message: string }) {
  return (
    <div className={`${containerClass} max-w-2xl py-12`}>
      <h1 className="text-3xl font-semibold">Votre demande sur-mesure</h1>
      <FormAlert className="mt-6">{code === 404 ? 'Cette demande est introuvable.' : message}</FormAlert>
      {code !== 404 ? (
        <p className="mt-4">
          <Link
            to={`${paths.login}?redirectTo=${encodeURIComponent(window.location.pathname)}`}
            className="font-medium text-accent underline underline-offset-4"
          >
            Me connecter à mon compte
          </Link>
        </p>
      ) : null}
    </div>
  )
}

export function RequestPageScreen() {
  usePageMeta({ title: 'Votre demande sur-mesure', description: 'Le suivi de votre bijou sur-mesure : devis, échanges et étapes.' })
  const data = useLoaderData() as PageData
  const answer = useActionData() as PageAnswer | undefined
  const navigation = useNavigation()
  if (data.status === 'refused') return <Refused code={data.code} message={data.message} />
  const { page } = data
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const answerOf = (intent: string) => (answer?.intent === intent ? answer : undefined)
  const latest = page.quotes[0]
  const answerable = latest && latest.status === 'sent' && !latest.expired && page.access !== 'admin'
  const links = latest ? paymentLinks(latest) : []
  const accepted = answerOf('accept')
  const change = answerOf('change')
  const message = answerOf('message')

  return (
    <div className={`${containerClass} max-w-3xl py-12`}>
      <h1 className="text-3xl font-semibold">Votre demande sur-mesure</h1>
      <p className="mt-2 text-ink-muted">
        {page.request.jewelry_type} — demande du {formatDate(page.request.created)}
      </p>

      <section aria-labelledby="request-steps" className="mt-8">
        <h2 id="request-steps" className="sr-only">
          Avancement
        </h2>
        <StepTracker status={page.request.status} />
      </section>

      <section aria-labelledby="request-composition" className="mt-10">
        <h2 id="request-composition" className="text-2xl font-semibold">
          Votre composition
        </h2>
        <div className="mt-4">
          <CompositionText request={page.request} />
        </div>
      </section>

      <section aria-labelledby="request-quote" className="mt-10">
        <h2 id="request-quote" className="text-2xl font-semibold">
          Votre devis
        </h2>
        {latest ? (
          <div className="mt-4 flex flex-col gap-4">
            <QuoteSummary quote={latest} jeton={page.jeton} headingLevel={3} />
            {accepted?.status === 'done' ? <p role="status">{accepted.message}</p> : null}
            {accepted?.status === 'error' ? <FormAlert>{accepted.message}</FormAlert> : null}
            {latest.status === 'sent' && latest.expired ? (
              <p>Ce devis a expiré le {formatDate(latest.valid_until)} : écrivez-nous ci-dessous pour en recevoir un nouveau.</p>
            ) : null}
            {answerable ? (
              <div className="flex flex-col gap-4">
                <Form method="post">
                  <input type="hidden" name="intent" value="accept" />
                  <input type="hidden" name="quote" value={latest.id} />
                  <SubmitButton busy={busy('accept')} busyLabel="Acceptation...">
                    Accepter le devis
                  </SubmitButton>
                </Form>
                <Form method="post" noValidate className="flex flex-col gap-3" key={change?.status === 'done' ? 'sent' : 'open'}>
                  <input type="hidden" name="intent" value="change" />
                  <TextareaField
                    label="Demander une modification"
                    hint="Dites-nous ce que vous souhaitez changer : nous vous enverrons un nouveau devis."
                    name="body"
                    rows={3}
                    maxLength={5000}
                    error={change?.status === 'error' ? change.fields?.body : undefined}
                  />
                  {change?.status === 'error' && change.message ? <FormAlert>{change.message}</FormAlert> : null}
                  <button type="submit" className={secondaryButtonClass} disabled={busy('change')}>
                    Demander une modification
                  </button>
                </Form>
              </div>
            ) : null}
            {change?.status === 'done' ? <p role="status">{change.message}</p> : null}
            {links.length > 0 ? (
              <div className="flex flex-wrap gap-3" aria-label="Paiement">
                {links.map((link) => (
                  <Link key={link.to} to={link.to} className={primaryButtonClass}>
                    {link.label}
                  </Link>
                ))}
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 text-ink-muted">Nous étudions votre demande : votre devis arrive bientôt, par e-mail et ici même.</p>
        )}
      </section>

      <section aria-labelledby="request-thread" className="mt-10">
        <h2 id="request-thread" className="text-2xl font-semibold">
          Nos échanges
        </h2>
        <div className="mt-4">
          <RequestThread messages={page.messages} reader={page.access === 'admin' ? 'shop' : 'customer'} />
        </div>
        <Form
          method="post"
          noValidate
          className="mt-4 flex flex-col gap-3"
          key={message?.status === 'done' ? page.messages.length : 'open'}
        >
          <input type="hidden" name="intent" value="message" />
          <TextareaField
            label="Votre message"
            name="body"
            rows={4}
            maxLength={5000}
            error={message?.status === 'error' ? message.fields?.body : undefined}
          />
          {message?.status === 'error' && message.message ? <FormAlert>{message.message}</FormAlert> : null}
          {message?.status === 'done' ? <p role="status">{message.message}</p> : null}
          <SubmitButton busy={busy('message')} busyLabel="Envoi en cours...">
            Envoyer le message
          </SubmitButton>
        </Form>
      </section>
    </div>
  )
}
