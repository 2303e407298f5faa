import { useRef } from 'react'
import { contactMessagesTextMax } from '@/lib/pocketbase-types'
import { Form, useSearchParams } from 'react-router-dom'
import { TextareaField, TextField } from '@/components/form'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { SHOP_CONTACT } from '@/lib/shop-info'
import { MapPlaceholder } from './components/map-placeholder'
import { PageIntro } from './components/page-intro'
import { PublicFormFooter } from './components/public-form-footer'
import { SenderFields } from './components/sender-fields'
import { usePublicForm } from './components/use-public-form'

export const CONTACT_SUCCESS = 'Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.'

/** Where what is typed is kept until it is sent (the tab's sessionStorage, docs/adr/0082). */
const CONTACT_DRAFT = 'formDraft:contact'

/** Contact: the form (sent by the route's action to `contact_messages`), the workshop's details and a drawn map. */
export function ContactScreen() {
  usePageMeta({
    title: 'Contact',
    description:
      'Une question sur un bijou, une commande ou une pierre ? Écrivez à l’atelier Éclat de Pierre : nous vous répondons personnellement, sous 48 heures ouvrées.',
  })
  const formRef = useRef<HTMLFormElement>(null)
  const form = usePublicForm(formRef, CONTACT_DRAFT)
  const { defaults } = form
  // « Signaler cet avis » on a product page (docs/adr/0105) names the review: `?avis=<id>`.
  const reported = useSearchParams()[0].get('avis')

  return (
    <>
      <PageIntro eyebrow="Nous écrire" title="Contact">
        <p>Une question sur un bijou, une commande ou une pierre ? Nous vous répondons personnellement, sous 48 heures ouvrées.</p>
      </PageIntro>
      <div className={`${containerClass} grid gap-12 py-12 md:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-16`}>
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-3xl font-semibold">
            Envoyez-nous un message
          </h2>
          <p className="mt-2 text-sm text-ink-muted">Tous les champs sont obligatoires.</p>
          <Form
            key={form.formKey}
            ref={formRef}
            method="post"
            noValidate
            onChange={form.onChange}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <SenderFields nameMax={contactMessagesTextMax.name} defaults={defaults} fieldError={form.fieldError} />
            <TextField
              label="Sujet"
              name="subject"
              maxLength={contactMessagesTextMax.subject}
              required
              fieldClassName="sm:col-span-2"
              defaultValue={defaults.text('subject') || (reported ? `Signalement de l’avis ${reported}` : '')}
              error={form.fieldError('subject')}
            />
            <TextareaField
              label="Message"
              name="message"
              maxLength={contactMessagesTextMax.message}
              required
              rows={6}
              defaultValue={defaults.text('message')}
              fieldClassName="sm:col-span-2"
              error={form.fieldError('message')}
            />
            <PublicFormFooter
              form={form}
              success={CONTACT_SUCCESS}
              purpose="Votre nom, votre adresse e-mail et votre message servent seulement à vous répondre."
              className="sm:col-span-2"
            >
              Envoyer le message
            </PublicFormFooter>
          </Form>
        </section>

        <aside aria-labelledby="contact-details-title" className="flex flex-col gap-8">
          <div>
            <h2 id="contact-details-title" className="text-3xl font-semibold">
              L’atelier
            </h2>
            <dl className="mt-5 space-y-5 text-sm">
              <div>
                <dt className="eyebrow">Adresse</dt>
                <dd className="mt-1.5 leading-relaxed text-ink">
                  <address className="not-italic">
                    {SHOP_CONTACT.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="eyebrow">Email</dt>
                <dd className="mt-1.5">
                  <a href={`mailto:${SHOP_CONTACT.email}`} className="text-accent underline-offset-4 hover:underline">
                    {SHOP_CONTACT.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="eyebrow">Téléphone</dt>
                <dd className="mt-1.5">
                  <a href={`tel:${SHOP_CONTACT.phoneHref}`} className="text-accent underline-offset-4 hover:underline">
                    {SHOP_CONTACT.phone}
                  </a>
                  <span className="mt-1 block text-ink-muted">Du mardi au samedi, de 10 h à 18 h</span>
                </dd>
              </div>
            </dl>
          </div>
          <MapPlaceholder label={`Plan d’accès stylisé : ${SHOP_CONTACT.address.join(', ')}`} />
        </aside>
      </div>
    </>
  )
}
