import type { ReactNode } from 'react'
import { containerClass } from '@/components/ui-classes'
import { PageIntro } from '../components/page-intro'

export interface LegalSection {
  title: string
  body: ReactNode
}

const bodyClass =
  'mt-3 space-y-3 leading-relaxed text-ink-muted [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_li]:my-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5'

/** A legal page: title, last update, a table of contents and numbered sections. */
export function LegalPage({ title, intro, updated, sections }: { title: string; intro: ReactNode; updated: string; sections: LegalSection[] }) {
  return (
    <>
      <PageIntro eyebrow="Informations légales" title={title}>
        {intro}
        <p className="mt-3 text-sm">{`Dernière mise à jour : ${updated}`}</p>
      </PageIntro>
      <div className={`${containerClass} grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_1fr]`}>
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <p className="eyebrow">Sommaire</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`} className="text-ink-muted underline-offset-4 hover:text-accent hover:underline">
                  {`${index + 1}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.title} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`} className="scroll-mt-24">
              <h2 id={`section-${index + 1}-title`} className="text-2xl font-semibold">
                {`${index + 1}. ${section.title}`}
              </h2>
              <div className={bodyClass}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
