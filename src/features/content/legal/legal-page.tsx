import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { containerClass } from '@/components/ui-classes'
import { PageIntro } from '../components/page-intro'

export interface LegalSection {
  title: string
  body: ReactNode
  /** A stable anchor other places link to (e.g. the e-mails' `/cgv#retractation`); else `section-N`. */
  id?: string
}

const sectionId = (section: LegalSection, index: number) => section.id ?? `section-${index + 1}`

/**
 * Scrolls to the section the address names (`/cgv#retractation`): the browser looks for the anchor
 * before this lazily loaded page exists.
 */
function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.()
  }, [hash])
}

const bodyClass =
  'mt-3 space-y-3 leading-relaxed text-ink-muted [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_li]:my-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5'

/** A legal page: title, last update, a table of contents and numbered sections; `note` under the intro. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
  note,
}: {
  title: string
  intro: ReactNode
  updated: string
  sections: LegalSection[]
  note?: ReactNode
}) {
  useScrollToHash()
  return (
    <>
      <PageIntro eyebrow="Informations légales" title={title}>
        {intro}
        <p className="mt-3 text-sm">{`Dernière mise à jour : ${updated}`}</p>
        {note}
      </PageIntro>
      <div className={`${containerClass} grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_1fr]`}>
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <p className="eyebrow">Sommaire</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(section, index)}`} className="text-ink-muted underline-offset-4 hover:text-accent hover:underline">
                  {`${index + 1}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={sectionId(section, index)}
              aria-labelledby={`${sectionId(section, index)}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${sectionId(section, index)}-title`} className="text-2xl font-semibold">
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
