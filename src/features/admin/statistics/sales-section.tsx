import type { Figures, Totals } from '../api/statistics'
import { changeText, formatCents, formatCount, periodText } from '../components/charts/chart-format'
import { FiguresTable } from '../components/charts/figures-table'
import { KeyFigure, KeyFigures } from '../components/charts/key-figure'
import { Part } from './part'
import { RevenueChart, SalesKeyFigures } from './revenue-chart'
import {
  BEST_SELLER_COLUMNS,
  categoryColumns,
  channelColumns,
  channelRows,
  customerColumns,
  customerRows,
  FIGURE_COLUMNS,
  promotionRows,
  STONE_COLUMNS,
  stockRows,
} from './sales-tables'

/** Refunds, withdrawals and the net revenue: each with its change. */
function AfterSalesFigures({ totals }: { totals: Figures['totals'] }) {
  const { current, previous } = totals
  const notes = (n: number) => `${formatCount(n)} ${n > 1 ? 'avoirs' : 'avoir'}`
  const figure = (label: string, pick: (t: Totals) => number, hint?: string) => (
    <KeyFigure label={label} value={formatCents(pick(current))} change={changeText(pick(current), pick(previous))} hint={hint} />
  )
  return (
    <KeyFigures>
      {figure('Remboursements TTC', (t) => t.refunds.ttc, notes(current.refunds.count))}
      {figure('Rétractations TTC', (t) => t.withdrawals.ttc, notes(current.withdrawals.count))}
      {figure('Chiffre d’affaires net TTC', (t) => t.netTtc)}
      {figure('Chiffre d’affaires net HT', (t) => t.netHt)}
    </KeyFigures>
  )
}

/**
 * The sales of the period (docs/adr/0124), from the invoices and credit notes as accounting sees
 * them: the key figures against the previous period, the revenue over time, the best sellers, the
 * categories and stones, retail and pro, new and returning buyers, codes and gift cards, the stock.
 */
export function SalesSection({ figures }: { figures: Figures }) {
  const span = `${figures.period.from}-au-${figures.period.to}`
  const file = (name: string) => `${name}-${span}`
  const channels = channelRows(figures.channels)
  const customers = customerRows(figures.customers)
  return (
    <div className="min-w-0 space-y-8">
      <p className="text-sm text-ink-muted">
        Factures émises {periodText(figures.period)}, comparées à la période précédente, {periodText(figures.previous)}. Les cartes cadeaux
        vendues n’en font pas partie (ce sont des bons d’achat).
      </p>
      <SalesKeyFigures totals={figures.totals} />
      <AfterSalesFigures totals={figures.totals} />
      <Part id="stats-revenue" title="Chiffre d’affaires">
        <RevenueChart figures={figures} caption="Chiffre d’affaires sur la période" filename={file('chiffre-d-affaires')} />
      </Part>
      <Part id="stats-best-sellers" title="Meilleures ventes" note="Les dix premières ; chaque taille d’un produit a sa ligne.">
        <div className="grid min-w-0 gap-6 2xl:grid-cols-2">
          <FiguresTable
            caption="Meilleures ventes par chiffre d’affaires"
            columns={BEST_SELLER_COLUMNS}
            rows={figures.bestSellers.byRevenue}
            rowKey={(row) => `${row.product}|${row.size}`}
            filename={file('meilleures-ventes-chiffre-d-affaires')}
            empty="Aucune vente sur la période"
          />
          <FiguresTable
            caption="Meilleures ventes par quantité"
            columns={BEST_SELLER_COLUMNS}
            rows={figures.bestSellers.byUnits}
            rowKey={(row) => `${row.product}|${row.size}`}
            filename={file('meilleures-ventes-quantite')}
            empty="Aucune vente sur la période"
          />
        </div>
      </Part>
      <div className="grid min-w-0 gap-8 2xl:grid-cols-2">
        <Part id="stats-categories" title="Par catégorie">
          <FiguresTable
            caption="Ventes par catégorie"
            columns={categoryColumns(figures.totals.current.ttc)}
            rows={figures.categories}
            rowKey={(row) => row.id}
            filename={file('ventes-par-categorie')}
            empty="Aucune vente sur la période"
          />
        </Part>
        <Part id="stats-stones" title="Par pierre" note="Une pièce à plusieurs pierres compte pour chacune.">
          <FiguresTable
            caption="Ventes par pierre"
            columns={STONE_COLUMNS}
            rows={figures.stones}
            rowKey={(row) => row.id}
            filename={file('ventes-par-pierre')}
            empty="Aucune vente sur la période"
          />
        </Part>
        <Part id="stats-channels" title="Particuliers et professionnels">
          <FiguresTable
            caption="Ventes aux particuliers et aux professionnels"
            columns={channelColumns(channels)}
            rows={channels}
            rowKey={(row) => row.name}
            filename={file('particuliers-professionnels')}
            empty=""
          />
        </Part>
        <Part
          id="stats-customers"
          title="Nouveaux clients et clients fidèles"
          note="Un nouveau client a reçu sa toute première facture sur la période."
        >
          <FiguresTable
            caption="Acheteurs de la période"
            columns={customerColumns(customers)}
            rows={customers}
            rowKey={(row) => row.name}
            filename={file('clients')}
            empty=""
          />
        </Part>
        <Part id="stats-promotions" title="Codes promo et cartes cadeaux">
          <FiguresTable
            caption="Codes promo et cartes cadeaux"
            columns={FIGURE_COLUMNS}
            rows={promotionRows(figures)}
            rowKey={(row) => row.name}
            filename={file('codes-promo-cartes-cadeaux')}
            empty=""
          />
        </Part>
        <Part id="stats-stock" title="Valeur du stock" note="Aujourd’hui, quelle que soit la période.">
          <FiguresTable
            caption="Valeur du stock aujourd’hui"
            columns={FIGURE_COLUMNS}
            rows={stockRows(figures.stock)}
            rowKey={(row) => row.name}
            filename={`valeur-du-stock-${figures.period.to}`}
            empty=""
          />
        </Part>
      </div>
    </div>
  )
}
