import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { GemIcon, HandHeartIcon } from '@/components/icons'
import { primaryButtonClass, secondaryButtonClass, containerClass } from '@/components/ui-classes'
import { DEFAULT_DESCRIPTION, usePageMeta } from '@/lib/document-title'
import { href, paths } from '@/lib/paths'
import type { loader } from './home-route'
import { ArticleCard } from './components/article-card'
import { JewelArt } from './components/jewel-art'
import { SAMPLES } from './home-samples'
import { siteStructuredData } from './lib/site-structured-data'
import { Ornament } from './components/ornament'

/** Home: hero, story, sample jewels, stone and custom-made teasers, journal, contact (docs/product/screens.md#home). */
export function HomeScreen() {
  const { url } = useLoaderData<typeof loader>()
  usePageMeta({ title: null, description: DEFAULT_DESCRIPTION, structuredData: siteStructuredData(url) })
  return (
    <>
      <Hero />
      <Story />
      <Samples />
      <Teasers />
      <JournalTeasers />
      <ContactCall />
    </>
  )
}

function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-band text-on-band">
      {/* The page's name for assistive technologies and the route contract; the tagline below is its visible title. */}
      <h1 id="home-title" className="sr-only">
        Accueil
      </h1>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_75%_40%,rgb(203_168_98/0.22),transparent_45%),radial-gradient(circle_at_15%_85%,rgb(164_115_154/0.35),transparent_45%)]"
      />
      <div className={`${containerClass} relative grid items-center gap-8 py-14 md:grid-cols-[1.1fr_1fr] md:py-20`}>
        <div className="text-center md:text-left">
          <p className="text-xs font-medium tracking-[0.2em] text-gold-300 uppercase">Bijoux faits main · Pierres naturelles</p>
          <p className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl">
            La force des pierres, la douceur du fait main
          </p>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-on-band-muted md:mx-0 md:text-lg">
            Bracelets, colliers et pendentifs façonnés dans notre atelier, une pierre après l’autre, pour accompagner votre équilibre au
            quotidien.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            <Link
              to={paths.catalogue}
              className="inline-flex items-center justify-center rounded-full bg-gold-300 px-6 py-2.5 text-sm font-medium text-plum-950 transition-colors hover:bg-gold-200"
            >
              Découvrir la collection
            </Link>
            <Link
              to={paths.customRequest}
              className="inline-flex items-center justify-center rounded-full border border-on-band-muted/60 px-6 py-2.5 text-sm font-medium text-on-band transition-colors hover:border-gold-300 hover:text-gold-300"
            >
              Créer mon bijou
            </Link>
          </div>
        </div>
        <div className="mx-auto w-56 sm:w-72 md:w-full md:max-w-md">
          <JewelArt kind="bracelet" palette={{ light: '#c9a3dc', dark: '#4b2360' }} className="h-auto w-full text-black" />
        </div>
      </div>
    </section>
  )
}

function Story() {
  return (
    <section aria-labelledby="story-title" className={`${containerClass} py-16 text-center md:py-20`}>
      <p className="eyebrow">Notre histoire</p>
      <h2 id="story-title" className="mt-3 text-3xl font-semibold md:text-4xl">
        Un atelier, des pierres, une intention
      </h2>
      <Ornament className="mx-auto mt-5" />
      <p className="mx-auto mt-6 max-w-2xl leading-relaxed text-ink-muted md:text-lg">
        Tout a commencé par une améthyste glissée dans une poche, un jour de doute. Depuis, nous choisissons chaque pierre à la main, pour
        sa couleur, son énergie et son histoire, et nous la montons dans notre petit atelier lyonnais. Chaque bijou est unique, comme la
        personne qui le portera.
      </p>
      <Link to={paths.about} className={`${secondaryButtonClass} mt-8`}>
        Notre histoire
      </Link>
    </section>
  )
}

function Samples() {
  return (
    <section aria-labelledby="samples-title" className="border-y border-line bg-surface-muted py-16 md:py-20">
      <div className={containerClass}>
        <div className="text-center">
          <p className="eyebrow">Nos créations</p>
          <h2 id="samples-title" className="mt-3 text-3xl font-semibold md:text-4xl">
            Trois bijoux, trois intentions
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SAMPLES.map((sample) => (
            <li key={sample.name}>
              <article
                aria-labelledby={`sample-${sample.kind}`}
                className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-6 text-center transition-shadow hover:shadow-lg"
              >
                <div className="mx-auto aspect-square w-full max-w-60 rounded-full bg-[radial-gradient(circle,var(--ep-surface-raised),var(--ep-surface-muted))] p-4">
                  <JewelArt kind={sample.kind} palette={sample.palette} className="size-full text-black" />
                </div>
                <p className="eyebrow mt-6">{sample.stone}</p>
                <h3 id={`sample-${sample.kind}`} className="mt-2 text-2xl font-semibold">
                  <Link to={href(paths.product, { slug: sample.slug })} className="after:absolute after:inset-0 group-hover:text-accent">
                    {sample.name}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{sample.text}</p>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={paths.catalogue} className={primaryButtonClass}>
            Voir tout le catalogue
          </Link>
        </div>
      </div>
    </section>
  )
}

function Teasers() {
  return (
    <section aria-label="Pierres et sur-mesure" className={`${containerClass} grid gap-6 py-16 md:grid-cols-2 md:py-20`}>
      <div className="flex flex-col rounded-2xl bg-accent-soft p-8 md:p-10">
        <GemIcon className="size-8 text-highlight" />
        <h2 className="mt-4 text-3xl font-semibold">Le pouvoir des pierres</h2>
        <p className="mt-3 leading-relaxed text-ink-muted">
          Améthyste pour l’apaisement, cornaline pour l’élan, œil de tigre pour la confiance : découvrez les vertus que la lithothérapie
          prête à chacune de nos pierres.
        </p>
        <Link to={paths.stones} className={`${secondaryButtonClass} mt-6 self-start`}>
          Ouvrir le grimoire
        </Link>
      </div>
      <div className="flex flex-col rounded-2xl border border-line bg-surface p-8 md:p-10">
        <HandHeartIcon className="size-8 text-highlight" />
        <h2 className="mt-4 text-3xl font-semibold">Votre bijou sur-mesure</h2>
        <p className="mt-3 leading-relaxed text-ink-muted">
          Choisissez vos pierres, la taille des perles, le fermoir et les breloques : nous créons avec vous un bijou qui n’existe qu’une
          fois.
        </p>
        <Link to={paths.customRequest} className={`${primaryButtonClass} mt-6 self-start`}>
          Imaginer mon bijou
        </Link>
      </div>
    </section>
  )
}

/** The latest articles (read by the route once the first paint is done: they are below the fold). */
function JournalTeasers() {
  const { articles } = useLoaderData<typeof loader>()
  const placeholders = [0, 1].map((i) => (
    <li key={i} aria-hidden="true" className="h-96 rounded-2xl border border-line bg-surface motion-safe:animate-pulse" />
  ))
  // No journal at all when it cannot be read or nothing is published.
  return (
    <Deferred value={articles} loading={<Journal>{placeholders}</Journal>} failed={() => null}>
      {(list) =>
        list.length === 0 ? null : (
          <Journal>
            {list.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </Journal>
        )
      }
    </Deferred>
  )
}

function Journal({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="journal-title" className="border-t border-line bg-surface-muted py-16 md:py-20">
      <div className={containerClass}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Le Journal</p>
            <h2 id="journal-title" className="mt-3 text-3xl font-semibold md:text-4xl">
              Derniers articles
            </h2>
          </div>
          <Link to={paths.blog} className="text-sm font-medium text-accent underline-offset-4 hover:underline">
            Tous les articles
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">{children}</ul>
      </div>
    </section>
  )
}

function ContactCall() {
  return (
    <section aria-labelledby="contact-call-title" className={`${containerClass} py-16 text-center md:py-20`}>
      <h2 id="contact-call-title" className="text-3xl font-semibold md:text-4xl">
        Une question, une envie ?
      </h2>
      <p className="mx-auto mt-4 max-w-xl leading-relaxed text-ink-muted">
        Nous aimons parler pierres : écrivez-nous, nous vous répondons personnellement sous 48 heures.
      </p>
      <Link to={paths.contact} className={`${primaryButtonClass} mt-8`}>
        Nous contacter
      </Link>
    </section>
  )
}
