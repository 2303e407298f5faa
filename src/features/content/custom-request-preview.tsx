// The composer's pattern and live preview on /sur-mesure (docs/adr/0126): its own chunk, loaded by
// the form when its area comes near the screen or at the visitor's first choice (the page's first
// visit stays within its budget, DESIGN §9). It draws the bracelet the form describes and prices it
// from the owner's table, the way the server will (lib/custom-prices.js).
import { useEffect, useState, type RefObject } from 'react'
import {
  BraceletDrawing,
  braceletBeads,
  estimateFrom,
  type BeadLook,
  type BraceletPattern,
  type EstimateChoices,
  type PriceRow,
} from '@/components/bracelet'
import { BRACELET_PATTERNS, PATTERN_LABELS } from '@/components/bracelet/bracelet-patterns'
import { parseDecimal } from '@/lib/decimal'
import { formatPrice } from '@/lib/format'
import { pb } from '@/lib/pocketbase'
import { selectFields } from '@/lib/select-fields'
import { readFormDraft } from '@/lib/session-draft'
import { ChoiceGroup, CUSTOM_REQUEST_DRAFT } from './custom-request-form'

export const ESTIMATE_NOTICE = 'Estimation indicative : le prix définitif figure sur le devis.'

interface Table {
  looks: Map<string, BeadLook>
  rows: PriceRow[]
}

/** The stones' looks and the price table (read when the preview is drawn). */
async function readTable(): Promise<Table> {
  const [stones, prices] = await Promise.all([
    selectFields(pb.collection('stones'), ['id', 'name', 'bead_color', 'bead_look'] as const).fullList({ batch: 500, requestKey: null }),
    selectFields(pb.collection('custom_prices'), ['kind', 'stone', 'bead_size', 'option', 'price'] as const).fullList({
      batch: 500,
      requestKey: null,
    }),
  ])
  const names = new Map(stones.map((stone) => [stone.id, stone.name]))
  const looks = new Map<string, BeadLook>()
  for (const stone of stones) if (stone.bead_color) looks.set(stone.name, { color: stone.bead_color, look: stone.bead_look || 'plain' })
  const rows = prices.map((row) => ({
    kind: row.kind,
    stone: row.stone ? (names.get(row.stone) ?? '?') : '',
    bead_size: row.bead_size ?? '',
    option: row.option ?? '',
    price: row.price ?? 0,
  }))
  return { looks, rows }
}

/** What the form says now (its inputs carry the values; a reload's draft too). */
function readForm(form: HTMLFormElement): EstimateChoices & { pattern: BraceletPattern } {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const wrist = text('wrist_size') === '' ? NaN : parseDecimal(text('wrist_size'), 2)
  return {
    jewelry_type: text('jewelry_type') || 'Bracelet',
    main_stone: text('main_stone'),
    secondary_stones: data.getAll('secondary_stones').map(String),
    bead_size: text('bead_size') || '8mm',
    wrist_size: Number.isFinite(wrist) && wrist >= 10 && wrist <= 30 ? wrist : null,
    clasp_type: text('clasp_type'),
    stainless_steel_elements: data.get('stainless_steel_elements') !== null,
    charms: data.getAll('charms').map(String),
    pattern: (text('pattern') || 'alternate') as BraceletPattern,
  }
}

/** The pattern kept in the tab's draft (a reload), else « Alterné ». */
function draftPattern(): BraceletPattern {
  const kept = readFormDraft(CUSTOM_REQUEST_DRAFT)?.values.pattern?.[0]
  return BRACELET_PATTERNS.find((pattern) => pattern === kept) ?? 'alternate'
}

/** The pattern's choice, then the bracelet the form describes, drawn and described, with its estimated price. */
export default function CustomRequestPreview({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const [pattern, setPattern] = useState(draftPattern)
  const [choices, setChoices] = useState<ReturnType<typeof readForm> | null>(null)
  const [data, setData] = useState<Table | 'failed' | null>(null)
  // The form as it is now, then after each change (once React has drawn it: the chosen stones'
  // hidden entries, a reload's draft).
  useEffect(() => {
    const element = form.current
    if (!element) return
    let timer = 0
    const read = () => {
      window.clearTimeout(timer)
      // A word typed is drawn once, not per letter.
      timer = window.setTimeout(() => setChoices(readForm(element)), 100)
    }
    read()
    element.addEventListener('input', read)
    element.addEventListener('change', read)
    return () => {
      window.clearTimeout(timer)
      element.removeEventListener('input', read)
      element.removeEventListener('change', read)
    }
  }, [form])
  useEffect(() => {
    let live = true
    readTable().then(
      (value) => live && setData(value),
      () => live && setData('failed'),
    )
    return () => {
      live = false
    }
  }, [])
  return (
    <div className="grid gap-5">
      <ChoiceGroup
        legend="Motif"
        name="pattern"
        options={BRACELET_PATTERNS}
        labels={PATTERN_LABELS}
        value={pattern}
        onChange={setPattern}
      />
      <section aria-labelledby="apercu-title" className="rounded-2xl border border-line bg-canvas p-5">
        <h3 id="apercu-title" className="font-display text-xl font-semibold">
          Aperçu de votre bracelet
        </h3>
        {choices && <Preview choices={choices} data={data} />}
      </section>
    </div>
  )
}

function Preview({ choices, data }: { choices: ReturnType<typeof readForm>; data: Table | 'failed' | null }) {
  const beadMm = parseInt(choices.bead_size, 10)
  const beads = braceletBeads({
    wristCm: choices.wrist_size,
    beadMm,
    mainStone: choices.main_stone,
    secondaryStones: choices.secondary_stones,
    pattern: choices.pattern,
  })
  const bracelet = choices.jewelry_type === 'Bracelet'
  return (
    <div className="mt-3 grid gap-4">
      <BraceletDrawing
        beads={beads}
        beadMm={beadMm}
        pattern={choices.pattern}
        looks={data && data !== 'failed' ? data.looks : new Map()}
        clasp={choices.clasp_type === 'Avec fermoir'}
        steel={choices.stainless_steel_elements}
        charms={choices.charms}
      />
      {choices.wrist_size === null && <p className="text-sm text-ink-muted">Dessiné pour un tour de poignet de 16 cm.</p>}
      <div aria-live="polite">
        {!bracelet ? (
          <p className="text-sm text-ink-muted">
            {`L’aperçu et l’estimation valent pour un bracelet : pour ce bijou (${choices.jewelry_type}), le devis vous donnera son prix.`}
          </p>
        ) : data === 'failed' ? (
          <p className="text-sm text-ink-muted">L’estimation n’a pas pu être calculée : le devis vous donnera le prix.</p>
        ) : (
          <>
            <p className="text-lg font-semibold">
              {data ? `Prix estimé : ${formatPrice(estimateFrom(data.rows, choices))}` : 'Prix estimé : calcul en cours…'}
            </p>
            <p className="text-sm text-ink-muted">{ESTIMATE_NOTICE}</p>
          </>
        )}
      </div>
    </div>
  )
}
