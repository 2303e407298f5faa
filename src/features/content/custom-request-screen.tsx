import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { PageIntro } from './components/page-intro'
import { CustomRequestForm } from './custom-request-form'

const STEPS = [
  {
    title: 'Votre demande',
    text: 'Décrivez le bijou qui vous ressemble : pierres, couleurs, intention. Une photo d’inspiration nous aide beaucoup.',
  },
  {
    title: 'Échange et devis',
    text: 'Nous vous répondons sous 48 heures pour affiner le projet ensemble, puis nous vous envoyons un devis détaillé, sans engagement.',
  },
  {
    title: 'Création',
    text: 'Une fois le devis accepté, votre bijou est façonné à la main dans notre atelier, perle après perle, en une à deux semaines.',
  },
  {
    title: 'Livraison',
    text: 'Votre pièce unique vous est expédiée gratuitement, soigneusement emballée, avec la fiche de ses pierres.',
  },
] as const

/**
 * Custom request: 'Votre Bijou, Votre Âme', the four steps and the form (custom-request-form.tsx,
 * sent by the route's action to `custom_requests`).
 */
export function CustomRequestScreen() {
  usePageMeta({
    title: 'Sur-mesure',
    description:
      'Créez votre bijou sur-mesure en pierres naturelles : choisissez vos pierres, la taille des perles, le fermoir et les breloques, nous le façonnons à la main pour vous.',
  })
  return (
    <>
      <PageIntro eyebrow="Création sur-mesure" title="Votre Bijou, Votre Âme">
        <p>Un bijou pensé pour vous seul·e : vous choisissez les pierres et l’intention, nous le façonnons à la main dans notre atelier.</p>
      </PageIntro>

      <section aria-labelledby="steps-title" className="border-b border-line bg-surface">
        <div className={`${containerClass} py-12 md:py-14`}>
          <h2 id="steps-title" className="text-center text-3xl font-semibold">
            Comment ça se passe ?
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-line bg-canvas p-6">
                <span aria-hidden="true" className="font-display text-4xl font-semibold text-highlight">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-xl font-semibold">
                  <span className="sr-only">{`Étape ${index + 1} : `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className={`${containerClass} py-12 md:py-16`}>
        <section aria-labelledby="request-form-title" className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6 sm:p-10">
          <h2 id="request-form-title" className="text-3xl font-semibold">
            Décrivez votre bijou
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            Les champs marqués d’une étoile sont obligatoires ; tout le reste nous aide à vous conseiller.
          </p>

          <CustomRequestForm />
        </section>
      </div>
    </>
  )
}
