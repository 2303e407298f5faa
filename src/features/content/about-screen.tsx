import { Link } from 'react-router-dom'
import { GemIcon, HandHeartIcon, Icon } from '@/components/icons'
import { containerClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { Ornament } from './components/ornament'
import { PageIntro } from './components/page-intro'

const VALUES = [
  {
    name: 'Authenticité',
    text: 'Des pierres naturelles, jamais teintées ni reconstituées, dont nous connaissons l’origine. Ce que nous vous disons d’un bijou est vrai.',
    Icon: GemIcon,
  },
  {
    name: 'Passion',
    text: 'Chaque bijou est pensé, enfilé et noué à la main dans notre atelier. Nous prenons le temps qu’il faut, parce que nous aimons ce que nous faisons.',
    Icon: HandHeartIcon,
  },
  {
    name: 'Respect',
    text: 'Respect de la terre et de ceux qui en extraient les pierres, de vos besoins et de votre budget : fournisseurs choisis, emballages recyclés, conseils honnêtes.',
    Icon: LeafIcon,
  },
] as const

function LeafIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" />
      <path d="M5 19 13 11" />
    </Icon>
  )
}

/** About: 'Notre Histoire, Votre Harmonie', the mission and the three values (docs/product/screens.md#about). */
export function AboutScreen() {
  usePageMeta({
    title: 'À propos',
    description:
      'Notre histoire, notre mission et nos valeurs : authenticité, passion et respect. Éclat de Pierre façonne à la main des bijoux en pierres naturelles.',
  })
  return (
    <>
      <PageIntro eyebrow="À propos" title="Notre Histoire, Votre Harmonie">
        <p>Une petite maison de bijoux née d’une passion pour les pierres et de l’envie de créer des bijoux qui ont du sens.</p>
      </PageIntro>

      <section aria-labelledby="history-title" className={`${containerClass} grid gap-10 py-14 md:grid-cols-2 md:py-20`}>
        <div>
          <p className="eyebrow">Notre histoire</p>
          <h2 id="history-title" className="mt-3 text-3xl font-semibold md:text-4xl">
            D’une améthyste à un atelier
          </h2>
        </div>
        <div className="space-y-4 leading-relaxed text-ink-muted">
          <p>
            Éclat de Pierre est né d’une rencontre : celle d’une améthyste, glissée dans une poche pendant une période agitée, et d’une
            envie de comprendre ce que les pierres ont à nous offrir. De lectures en rencontres avec des lithothérapeutes et des lapidaires,
            la curiosité est devenue un métier.
          </p>
          <p>
            Aujourd’hui, dans notre atelier lyonnais, nous sélectionnons chaque pierre à la main, pour sa couleur, sa transparence et son
            énergie, puis nous l’enfilons, la nouons et la montons avec le même soin, qu’il s’agisse d’un bracelet du catalogue ou d’une
            création sur-mesure.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="border-y border-line bg-surface-muted py-14 text-center md:py-20">
        <div className={containerClass}>
          <p className="eyebrow">Notre mission</p>
          <h2 id="mission-title" className="mt-3 text-3xl font-semibold md:text-4xl">
            Vous accompagner vers l’équilibre
          </h2>
          <Ornament className="mx-auto mt-5" />
          <p className="mx-auto mt-6 max-w-2xl leading-relaxed text-ink-muted md:text-lg">
            Créer des bijoux beaux à porter chaque jour, et qui vous rappellent votre intention : vous apaiser, oser, aimer, vous protéger.
            Nous partageons aussi ce que nous savons des pierres, honnêtement : la lithothérapie accompagne, elle ne remplace jamais un avis
            médical.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title" className={`${containerClass} py-14 md:py-20`}>
        <h2 id="values-title" className="text-center text-3xl font-semibold md:text-4xl">
          Nos valeurs
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ name, text, Icon }) => (
            <li key={name} className="rounded-2xl border border-line bg-surface p-8 text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-highlight">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-semibold">{name}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Link to={paths.catalogue} className={primaryButtonClass}>
            Découvrir nos bijoux
          </Link>
          <Link to={paths.contact} className={secondaryButtonClass}>
            Nous écrire
          </Link>
        </div>
      </section>
    </>
  )
}
