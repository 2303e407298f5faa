import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Form, Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { statsSearch, type PeriodName, type Step, type StatsQuery } from '../api/statistics'
import { serverMessage } from '../api/server-message'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { AudienceSection } from './audience-section'
import { SalesSection } from './sales-section'
import { STATISTICS_TEXTS, type loader } from './statistics-data'
import { rangeSchema } from './statistics-schema'

const PERIOD_TABS: [Exclude<PeriodName, 'range'>, string][] = [
  ['today', 'Aujourd’hui'],
  ['7d', '7 jours'],
  ['month', 'Ce mois'],
  ['year', 'Cette année'],
]

const STEP_TABS: [Step, string][] = [
  ['day', 'Jour'],
  ['week', 'Semaine'],
  ['month', 'Mois'],
]

const tabClass = `${secondaryButtonClass} px-4 aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent aria-expanded:border-accent`

const to = (query: StatsQuery) => `${adminPaths.statistics}?${statsSearch(query)}`

/** « Période »: two days and « Afficher », checked by the schema before the address changes. */
function RangeForm({ id, query }: { id: string; query: StatsQuery }) {
  const form = useRef<HTMLFormElement>(null)
  // The check made as the form was sent: its field messages, or null once a valid range went out.
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  useFocusFirstError(form, refusal)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkForm(rangeSchema, formValues(new FormData(event.currentTarget)))
    if (check.ok) return setRefusal(null)
    event.preventDefault()
    setRefusal({ fields: check.fields })
  }
  const fields = refusal?.fields
  return (
    <Form
      id={id}
      ref={form}
      method="get"
      action={adminPaths.statistics}
      noValidate
      onSubmit={onSubmit}
      aria-label="Période choisie"
      className="flex flex-wrap items-start gap-3"
    >
      <input type="hidden" name="period" value="range" />
      <TextField label="Du" name="from" type="date" required defaultValue={query.from} error={fields?.from} fieldClassName="w-44" />
      <TextField label="Au" name="to" type="date" required defaultValue={query.to} error={fields?.to} fieldClassName="w-44" />
      <SubmitButton className="sm:mt-6">Afficher</SubmitButton>
    </Form>
  )
}

/** The period's tabs (links: the address holds the period) and « Période », which opens its form. */
function PeriodChoice({ query }: { query: StatsQuery }) {
  const formId = useId()
  const [open, setOpen] = useState(query.period === 'range')
  return (
    <div className="space-y-3">
      <nav aria-label="Période" className="flex flex-wrap gap-2">
        {PERIOD_TABS.map(([period, label]) => (
          <Link key={period} to={to({ period })} aria-current={query.period === period ? 'page' : undefined} className={tabClass}>
            {label}
          </Link>
        ))}
        <button
          type="button"
          className={tabClass}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-current={query.period === 'range' ? 'page' : undefined}
          onClick={() => setOpen(!open)}
        >
          Période
        </button>
      </nav>
      {open && <RangeForm key={`${query.from}|${query.to}`} id={formId} query={query} />}
    </div>
  )
}

/** Jour / Semaine / Mois: the series' step, the server's own until one is chosen. */
function StepChoice({ query, current }: { query: StatsQuery; current: Step | undefined }) {
  return (
    <nav aria-label="Découpage" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink-muted">Par</span>
      {STEP_TABS.map(([step, label]) => (
        <Link key={step} to={to({ ...query, step })} aria-current={current === step ? 'page' : undefined} className={tabClass}>
          {label}
        </Link>
      ))}
    </nav>
  )
}

/** A part's failure: the French text of the admin's funnel (the server's own sentence: « Période invalide. »), and « Réessayer ». */
function Failure({ text, error, retry }: { text: string; error: unknown; retry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ListError>{`${text} ${serverMessage(error)}`.trim()}</ListError>
      <button type="button" className={secondaryButtonClass} onClick={retry}>
        Réessayer
      </button>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

const loading = <p className="text-sm text-ink-muted">Chargement...</p>

/**
 * /dashboard/statistiques (docs/adr/0124): the shop's sales and audience over a period chosen in the
 * address, each figure against the previous period, every chart with its table and its CSV. The
 * sales and the audience load and fail apart.
 */
export function StatisticsScreen() {
  const { query, figures, audience } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading={STATISTICS_TEXTS.heading}>
      <PeriodChoice key={query.period === 'range' ? 'range' : 'tabs'} query={query} />
      <Deferred
        value={figures}
        loading={<StepChoice query={query} current={query.step} />}
        failed={() => <StepChoice query={query} current={query.step} />}
      >
        {(answer) => <StepChoice query={query} current={answer.period.step} />}
      </Deferred>
      <Section id="stats-sales" title="Ventes">
        <Deferred
          value={figures}
          loading={loading}
          failed={(retry, error) => <Failure text={STATISTICS_TEXTS.salesFailed} error={error} retry={retry} />}
        >
          {(answer) => <SalesSection figures={answer} />}
        </Deferred>
      </Section>
      <Section id="stats-audience" title="Audience">
        <Deferred
          value={audience}
          loading={loading}
          failed={(retry, error) => <Failure text={STATISTICS_TEXTS.audienceFailed} error={error} retry={retry} />}
        >
          {(answer) => <AudienceSection audience={answer} />}
        </Deferred>
      </Section>
    </AdminPage>
  )
}
