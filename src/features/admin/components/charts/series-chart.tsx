import { BarChart, LineChart, type BarChartOptions, type LineChartOptions, type Svg } from 'chartist'
import { useEffect, useRef } from 'react'
import { bucketLabel, formatCount, formatWholeEuros, type BucketStep } from './chart-format'

/** One line (or set of bars) of a chart: its name and its value in a row (cents for money). */
export interface ChartSeries<T> {
  name: string
  value: (row: T) => number
}

/**
 * The series' colours and strokes: the theme's variables (tailwind.config.ts), so both themes and a
 * change of theme follow without drawing again; the second series is dashed too (not told by its
 * colour alone, WCAG 1.4.1).
 */
const SERIES_STYLES = [
  { color: 'var(--ep-accent)', dash: 'none' },
  { color: 'var(--ep-highlight)', dash: '6 4' },
] as const

/** How much room an axis label takes, in pixels: labels are thinned out to fit (a 390 px phone). */
const LABEL_ROOM = { day: 52, week: 52, month: 68 } as const

interface DrawnElement {
  type: string
  element: Svg
  seriesIndex?: number
  axis?: { units: { pos: 'x' | 'y' } }
}

/**
 * Chartist's own stylesheet is not loaded (its colours are fixed, not the theme's): each element
 * gets its style as it is drawn. The labels are HTML spans inside the SVG (foreignObject).
 */
function styleElement(drawn: DrawnElement, kind: 'bar' | 'line', barWidth: number) {
  const series = SERIES_STYLES[drawn.seriesIndex ?? 0] ?? SERIES_STYLES[0]
  const node = drawn.element.getNode<SVGElement>()
  switch (drawn.type) {
    case 'grid':
      node.setAttribute('style', 'stroke: var(--ep-line-strong); stroke-width: 1px; stroke-dasharray: 2 3')
      break
    case 'label': {
      const span = node.firstElementChild as HTMLElement | null
      if (!span) break
      const vertical = drawn.axis?.units.pos === 'y'
      Object.assign(span.style, {
        display: 'flex',
        fontSize: '0.75rem',
        lineHeight: '1',
        whiteSpace: 'nowrap',
        color: 'var(--ep-ink-muted)',
        alignItems: vertical ? 'flex-end' : 'flex-start',
        justifyContent: vertical ? 'flex-end' : 'center',
      })
      // A line's day is a point: its label is centred under it (a bar's is centred under its band already).
      if (!vertical && kind === 'line')
        node.setAttribute('x', String(Number(node.getAttribute('x')) - parseFloat(span.style.width || '0') / 2))
      break
    }
    case 'bar':
      node.setAttribute('style', `stroke: ${series.color}; stroke-width: ${barWidth}px`)
      break
    case 'line':
      node.setAttribute('style', `fill: none; stroke: ${series.color}; stroke-width: 2px; stroke-dasharray: ${series.dash}`)
      break
    case 'area':
      node.setAttribute('style', `fill: ${series.color}; fill-opacity: 0.12; stroke: none`)
      break
    case 'point':
      node.setAttribute('style', `stroke: ${series.color}; stroke-width: 6px; stroke-linecap: round`)
      break
  }
}

/**
 * A chart of a series (docs/adr/0124), drawn by Chartist in the admin's lazy chunks only: bars or
 * lines over the buckets' first days (`3 nov.`), values in euros (`1 200 €`, from cents) or counts.
 * It fills its box's width and redraws when the window is resized, its axis labels thinned out to
 * fit a phone. For assistive technologies it is one image named by `summary`; its figures are in the
 * table beside it (`FiguresTable`), which every chart has.
 */
export function SeriesChart<T extends { start: string }>({
  kind,
  rows,
  series,
  step,
  unit,
  summary,
  height = 'h-56 sm:h-64',
}: {
  kind: 'bar' | 'line'
  /** The buckets, in order (the loader's data: the chart is drawn again when they change). */
  rows: readonly T[]
  /** Declared once, outside the component: a new array would draw the chart again at every render. */
  series: readonly ChartSeries<T>[]
  step: BucketStep
  unit: 'cents' | 'count'
  /** What the image says: what it shows, over which days, its total and its highest point. */
  summary: string
  height?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const money = unit === 'cents'
    const yOffset = money ? 64 : 40
    const plotWidth = () => Math.max(0, element.clientWidth - yOffset - 16)
    // One label every `every` buckets, so that they never overlap (read at each draw: a resize too).
    const every = () => Math.max(1, Math.ceil((rows.length * LABEL_ROOM[step]) / Math.max(plotWidth(), LABEL_ROOM[step])))
    const data = {
      labels: rows.map((row) => row.start),
      series: series.map((one) => ({ name: one.name, data: rows.map((row) => (money ? one.value(row) / 100 : one.value(row))) })),
    }
    const options: BarChartOptions & LineChartOptions = {
      low: 0,
      chartPadding: { top: 12, right: 24, bottom: 0, left: 0 },
      axisX: {
        showGrid: false,
        labelInterpolationFnc: (value, index) => (index % every() === 0 ? bucketLabel(String(value), step, 'axis') : null),
      },
      axisY: {
        offset: yOffset,
        onlyInteger: true,
        labelOffset: { x: 0, y: 6 },
        labelInterpolationFnc: (value) => (money ? formatWholeEuros(Number(value)) : formatCount(Number(value))),
      },
      // Lines: straight from one figure to the next (a curve would draw figures that are not there),
      // the first and last days at the edges, points only while they stay apart.
      lineSmooth: false,
      fullWidth: true,
      showArea: series.length === 1,
      showPoint: rows.length <= 31,
    }
    const chart = kind === 'bar' ? new BarChart(element, data, options) : new LineChart(element, data, options)
    chart.on('draw', (drawn: DrawnElement) => {
      const barWidth = Math.min(28, Math.max(2, (plotWidth() / Math.max(1, rows.length) / series.length) * 0.6))
      styleElement(drawn, kind, barWidth)
    })
    return () => {
      chart.detach()
    }
  }, [kind, rows, series, step, unit])
  // The box has its own height and no min width: the SVG takes the box's width (never wider than the page).
  return <div ref={box} role="img" aria-label={summary} className={`w-full min-w-0 overflow-hidden ${height}`} />
}

/** The series' names, with their colour and stroke, under a chart of more than one series. */
export function ChartLegend<T>({ series }: { series: readonly ChartSeries<T>[] }) {
  if (series.length < 2) return null
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-ink-muted">
      {series.map((one, index) => {
        const style = SERIES_STYLES[index] ?? SERIES_STYLES[0]
        return (
          <li key={one.name} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="24" y2="4" style={{ stroke: style.color, strokeWidth: 2, strokeDasharray: style.dash }} />
            </svg>
            {one.name}
          </li>
        )
      })}
    </ul>
  )
}
