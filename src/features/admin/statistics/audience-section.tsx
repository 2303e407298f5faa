import type { Audience, AudienceTotals } from '../api/statistics'
import { changeText, formatCount, periodText } from '../components/charts/chart-format'
import { FiguresTable } from '../components/charts/figures-table'
import { KeyFigure, KeyFigures } from '../components/charts/key-figure'
import { ChartLegend, SeriesChart } from '../components/charts/series-chart'
import {
  AUDIENCE_SERIES,
  audienceSummary,
  deviceColumns,
  deviceRows,
  funnelColumns,
  funnelRows,
  PAGE_COLUMNS,
  REFERRER_COLUMNS,
  visitColumns,
} from './audience-tables'
import { Part } from './part'

/**
 * The audience of the period (docs/adr/0124): visits, views and product pages against the previous
 * period, visits and views over time, the pages, where visitors came from, their screens and the
 * way from a product page to a paid order. Counted by the shop, without a cookie or an identifier.
 */
export function AudienceSection({ audience }: { audience: Audience }) {
  const { current, previous } = audience.totals
  const file = (name: string) => `${name}-${audience.period.from}-au-${audience.period.to}`
  const figure = (label: string, pick: (t: AudienceTotals) => number) => (
    <KeyFigure label={label} value={formatCount(pick(current))} change={changeText(pick(current), pick(previous))} />
  )
  const devices = deviceRows(audience.devices)
  const funnel = funnelRows(audience.funnel)
  const step = audience.period.step
  return (
    <div className="min-w-0 space-y-8">
      <p className="text-sm text-ink-muted">
        Visites {periodText(audience.period)}, comparées à la période précédente, {periodText(audience.previous)}. Une visite commence quand
        on arrive sur la boutique depuis un autre site, un lien ou une adresse tapée ; les robots ne sont pas comptés.
      </p>
      <KeyFigures>
        {figure('Visites', (t) => t.visits)}
        {figure('Pages vues', (t) => t.views)}
        {figure('Fiches produit vues', (t) => t.productViews)}
      </KeyFigures>
      <Part id="stats-visits" title="Visites et pages vues">
        <div className="grid min-w-0 gap-4">
          <div className="min-w-0 space-y-2">
            <SeriesChart
              kind="line"
              rows={audience.series}
              series={AUDIENCE_SERIES}
              step={step}
              unit="count"
              summary={audienceSummary(audience)}
            />
            <ChartLegend series={AUDIENCE_SERIES} />
          </div>
          <FiguresTable
            caption="Visites et pages vues sur la période"
            columns={visitColumns(step)}
            rows={audience.series}
            rowKey={(bucket) => bucket.start}
            filename={file('visites')}
            empty="Aucune visite sur la période"
            boxClassName="max-h-[28rem]"
          />
        </div>
      </Part>
      <div className="grid min-w-0 gap-8 2xl:grid-cols-2">
        <Part id="stats-pages" title="Pages" note="Les vingt pages les plus vues ; une entrée est la première page d’une visite.">
          <FiguresTable
            caption="Pages les plus vues"
            columns={PAGE_COLUMNS}
            rows={audience.pages}
            rowKey={(row) => row.path}
            filename={file('pages')}
            empty="Aucune page vue sur la période"
          />
        </Part>
        <Part
          id="stats-referrers"
          title="Provenance"
          note="Le site d’où vient la visite, ou la source, le support et la campagne d’un lien marqué (utm_source, utm_medium, utm_campaign)."
        >
          <FiguresTable
            caption="Provenance des visites"
            columns={REFERRER_COLUMNS}
            rows={audience.referrers}
            rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
            filename={file('provenance')}
            empty="Aucune visite sur la période"
          />
        </Part>
        <Part id="stats-devices" title="Appareils" note="Selon la largeur de l’écran.">
          <FiguresTable
            caption="Visites par appareil"
            columns={deviceColumns(devices)}
            rows={devices}
            rowKey={(row) => row.name}
            filename={file('appareils')}
            empty=""
          />
        </Part>
        <Part id="stats-funnel" title="Du produit à la commande">
          <FiguresTable
            caption="Parcours d’achat"
            columns={funnelColumns(funnel)}
            rows={funnel}
            rowKey={(row) => row.name}
            filename={file('parcours-d-achat')}
            empty=""
          />
        </Part>
      </div>
    </div>
  )
}
