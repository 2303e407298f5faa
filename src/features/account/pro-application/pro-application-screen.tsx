import { paths } from '@/lib/paths'
import { useRef } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router-dom'
import { DataNotice, FormAlert, SubmitButton, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { containerClass, primaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { canEnterProArea } from '@/lib/roles'
import { useSession } from '@/lib/session-context'
import { PRO_APPLICATION_TEXTS, type action, type Latest, type ProApplicationData } from './pro-application-data'

function Pending({ application, justSent }: { application: Latest; justSent: boolean }) {
  return (
    <div className="space-y-4">
      {justSent && <FormAlert tone="success">{PRO_APPLICATION_TEXTS.sent}</FormAlert>}
      <h2 className="text-2xl font-semibold">Votre demande est en cours d’examen</h2>
      <p className="text-sm text-ink-muted">
        Demande envoyée le {formatDate(application.created)} pour « {application.company} » (
        {application.siret.length === 9 ? 'SIREN' : 'SIRET'} {application.siret}). Nous vous répondrons par e-mail.
      </p>
    </div>
  )
}

/** What the shop decided last, above the form to apply again: a refusal, or a pro account taken back (docs/adr/0094). */
function LastDecision({ latest }: { latest: Latest }) {
  const [said, reason] =
    latest.status === 'revoked'
      ? [
          `Votre compte professionnel pour « ${latest.company} » a été retiré le ${formatDate(latest.revoked_at)}.`,
          latest.revocation_reason,
        ]
      : [`Votre demande du ${formatDate(latest.created)} pour « ${latest.company} » n’a pas été acceptée.`, latest.refusal_reason]
  return (
    <div className="mb-6 rounded-2xl border border-line bg-surface-muted p-4 text-sm" role="note">
      <p>{said}</p>
      {reason && <p className="mt-1 whitespace-pre-line">Motif : {reason}</p>}
      <p className="mt-1">Vous pouvez envoyer une nouvelle demande ci-dessous.</p>
    </div>
  )
}

function ApplicationForm({ decided }: { decided: Latest | null }) {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  return (
    <>
      {decided && <LastDecision latest={decided} />}
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Demande de compte professionnel">
        <FormAlert>{failure?.message}</FormAlert>
        <TextField
          id="pro-company"
          label="Nom de l’entreprise"
          name="company"
          autoComplete="organization"
          required
          maxLength={120}
          error={failure?.fields.company}
        />
        <TextField
          id="pro-siret"
          label="Numéro SIREN ou SIRET"
          name="siret"
          inputMode="numeric"
          required
          hint="9 chiffres (SIREN) ou 14 chiffres (SIRET), espaces acceptés."
          error={failure?.fields.siret}
        />
        <TextField
          id="pro-vat"
          label="Numéro de TVA intracommunautaire (facultatif)"
          name="vat_number"
          hint="Ex. FR32123456789."
          error={failure?.fields.vat_number}
        />
        <TextField
          id="pro-activity"
          label="Activité"
          name="activity"
          required
          maxLength={200}
          hint="Ex. boutique de créateurs, lithothérapeute, revendeur en ligne."
          error={failure?.fields.activity}
        />
        <TextareaField
          id="pro-message"
          label="Message (facultatif)"
          name="message"
          rows={4}
          maxLength={2000}
          error={failure?.fields.message}
        />
        <DataNotice purpose="Les informations de votre société servent à examiner votre demande, puis à vous facturer." />
        <SubmitButton busy={busy} busyLabel="Envoi en cours..." className="w-full sm:w-auto">
          Envoyer ma demande
        </SubmitButton>
      </Form>
    </>
  )
}

/** /account/devenir-pro: the form, or where the person's application stands. */
export function ProApplicationScreen() {
  usePageMeta({
    title: 'Devenir professionnel',
    description:
      'Demandez l’ouverture d’un compte professionnel Éclat de Pierre : prix professionnels, produits exclusifs et commande rapide.',
  })
  const { user } = useSession()
  const { latest, failed } = useLoaderData() as ProApplicationData
  const result = useActionData<typeof action>()

  let content
  if (canEnterProArea(user)) {
    content = (
      <div className="space-y-4">
        <p>Votre compte est déjà un compte professionnel.</p>
        <Link to={paths.pro} className={primaryButtonClass}>
          Accéder à l’espace pro
        </Link>
      </div>
    )
  } else if (failed) {
    content = <FormAlert>{PRO_APPLICATION_TEXTS.loadFailed}</FormAlert>
  } else if (latest?.status === 'approved') {
    // The role was granted after this session started: a reload reads it (the session's refresh).
    content = (
      <div className="space-y-4">
        <p>Votre demande a été acceptée : votre compte est maintenant un compte professionnel.</p>
        <button type="button" className={primaryButtonClass} onClick={() => window.location.assign(paths.pro)}>
          Accéder à l’espace pro
        </button>
      </div>
    )
  } else if (latest?.status === 'pending') {
    content = <Pending application={latest} justSent={result?.status === 'sent'} />
  } else {
    content = <ApplicationForm decided={latest?.status === 'refused' || latest?.status === 'revoked' ? latest : null} />
  }

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <Link to={paths.account} className="text-sm font-medium text-accent underline underline-offset-4">
        Retour à mon compte
      </Link>
      <p className="eyebrow mt-6">Espace client</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Devenir professionnel</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">
        Boutiques, lithothérapeutes, revendeurs : un compte professionnel vous donne les prix professionnels, les produits exclusifs, la
        commande rapide et vos documents. Indiquez votre entreprise ; nous vérifions votre demande et vous répondons par e-mail.
      </p>
      <div className="mt-8 max-w-2xl rounded-3xl border border-line bg-surface p-6">{content}</div>
    </div>
  )
}
