import { useId } from 'react'
import type { Bead } from './bracelet-beads'
import { braceletDescription } from './bracelet-description'
import type { BraceletPattern } from './bracelet-patterns'

/** How a stone's beads are drawn (`stones.bead_color`, `stones.bead_look`). */
export interface BeadLook {
  color: string
  look: string
}

export interface BraceletDrawingProps {
  beads: readonly Bead[]
  beadMm: number
  pattern: BraceletPattern
  /** By stone name; a stone not there (or none chosen) is drawn in a neutral stone colour. */
  looks: ReadonlyMap<string, BeadLook>
  clasp: boolean
  steel: boolean
  charms: readonly string[]
}

const NEUTRAL = '#b9b1a6'
const STEEL = '#aeb4ba'
const SIZE = 240
const CENTRE = { x: 120, y: 112 }
const RADIUS = 78
/** The clasp's gap at the top (degrees). */
const CLASP_GAP = 22

/** The fill of a bead of `look` (SVG paint servers, drawn in the bracelet's own defs). */
function LookDef({ id, color, look }: { id: string; color: string; look: string }) {
  switch (look) {
    case 'veined':
      return (
        <pattern id={id} patternUnits="objectBoundingBox" patternContentUnits="objectBoundingBox" width="1" height="1">
          <rect width="1" height="1" fill={color} />
          <path d="M0 .3 C.3 .45 .5 .2 1 .45 M0 .75 C.35 .6 .6 .9 1 .7" stroke="#fff" strokeOpacity=".45" strokeWidth=".06" fill="none" />
        </pattern>
      )
    case 'speckled':
      return (
        <pattern id={id} patternUnits="objectBoundingBox" patternContentUnits="objectBoundingBox" width="1" height="1">
          <rect width="1" height="1" fill={color} />
          {[
            [0.3, 0.3],
            [0.65, 0.25],
            [0.5, 0.6],
            [0.25, 0.7],
            [0.75, 0.7],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r=".05" fill="#f4e6b5" fillOpacity=".8" />
          ))}
        </pattern>
      )
    case 'iridescent':
      return (
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={color} />
          <stop offset=".45" stopColor="#9fd3e6" stopOpacity=".9" />
          <stop offset=".6" stopColor="#c9b3e8" stopOpacity=".9" />
          <stop offset="1" stopColor={color} />
        </linearGradient>
      )
    case 'translucent':
      return (
        <radialGradient id={id} cx=".4" cy=".35" r=".7">
          <stop offset="0" stopColor="#fff" stopOpacity=".9" />
          <stop offset=".5" stopColor={color} stopOpacity=".75" />
          <stop offset="1" stopColor={color} stopOpacity=".95" />
        </radialGradient>
      )
    default:
      return (
        <radialGradient id={id} cx=".4" cy=".35" r=".75">
          <stop offset="0" stopColor={color} stopOpacity=".8" />
          <stop offset="1" stopColor={color} />
        </radialGradient>
      )
  }
}

/** A charm's medallion, its sign drawn inside (r = 1, scaled by the caller). */
function CharmSign({ charm }: { charm: string }) {
  switch (charm) {
    case 'Arbre de Vie':
      return <path d="M0 .6 V-.1 M0 .1 L-.4 -.3 M0 .1 L.4 -.3 M0 -.1 L0 -.6" />
    case 'Fleur de Vie':
      return (
        <g>
          <circle r=".3" />
          <circle cx=".3" r=".3" />
          <circle cx="-.3" r=".3" />
        </g>
      )
    case 'Fleur de Lotus':
      return <path d="M-.6 .3 Q0 .6 .6 .3 M0 .35 Q-.3 0 0 -.5 Q.3 0 0 .35 M-.1 .3 Q-.55 .1 -.55 -.25 M.1 .3 Q.55 .1 .55 -.25" />
    default:
      // Chouette: two eyes and a beak.
      return (
        <g>
          <circle cx="-.28" cy="-.1" r=".2" />
          <circle cx=".28" cy="-.1" r=".2" />
          <path d="M-.1 .15 L0 .35 L.1 .15" />
        </g>
      )
  }
}

/**
 * The bracelet drawn from above, its description beside it (docs/adr/0126): its beads round a circle from the clasp (top),
 * each in its stone's colour and look, the steel spacers between them, the charms hanging at the
 * front (bottom). An image for the eye; `braceletDescription` says the same beside it.
 */
export function BraceletDrawing(props: BraceletDrawingProps) {
  const { beads, looks, clasp, steel, charms } = props
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const stones = [...new Set(beads.map((bead) => bead.stone))]
  const lookOf = (stone: string): BeadLook => looks.get(stone) ?? { color: NEUTRAL, look: 'plain' }
  const fillId = (stone: string) => `${prefix}-s${stones.indexOf(stone)}`

  const n = Math.max(beads.length, 1)
  const gap = clasp ? CLASP_GAP : 0
  const step = (360 - gap) / n
  const angle = (i: number) => ((-90 + gap / 2 + (i + 0.5) * step) * Math.PI) / 180
  const at = (a: number, radius = RADIUS) => ({ x: CENTRE.x + radius * Math.cos(a), y: CENTRE.y + radius * Math.sin(a) })
  const spacing = (2 * Math.PI * RADIUS * (360 - gap)) / 360 / n
  const beadR = Math.min(spacing / 2, 14) * (steel ? 0.82 : 0.96)
  const charmAngles = charms.map((_, i) => Math.PI / 2 + ((i - (charms.length - 1) / 2) * 16 * Math.PI) / 180)

  return (
    <figure className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label="Aperçu du bracelet"
        aria-describedby={`${prefix}-text`}
        data-beads={beads.length}
        className="h-auto w-full max-w-60 shrink-0 text-ink"
      >
        <defs>
          {stones.map((stone) => (
            <LookDef key={stone} id={fillId(stone)} {...lookOf(stone)} />
          ))}
          <radialGradient id={`${prefix}-shine`} cx=".35" cy=".3" r=".5">
            <stop offset="0" stopColor="#fff" stopOpacity=".7" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </radialGradient>
        </defs>
        {/* The thread. */}
        <circle cx={CENTRE.x} cy={CENTRE.y} r={RADIUS} fill="none" stroke="currentColor" strokeOpacity=".25" strokeWidth="1" />
        {charms.map((charm, i) => {
          const top = at(charmAngles[i] ?? Math.PI / 2, RADIUS + beadR * 0.6)
          const medal = { x: top.x, y: top.y + 22 }
          return (
            <g key={charm} data-charm={charm}>
              <line x1={top.x} y1={top.y} x2={medal.x} y2={medal.y - 9} stroke={STEEL} strokeWidth="1.5" />
              <circle cx={medal.x} cy={medal.y} r="9" fill="#d9b45a" stroke="#9c7a2a" strokeWidth="1" />
              <g
                transform={`translate(${medal.x} ${medal.y}) scale(7)`}
                fill="none"
                stroke="#6b4f12"
                strokeWidth=".14"
                strokeLinecap="round"
              >
                <CharmSign charm={charm} />
              </g>
            </g>
          )
        })}
        {beads.map((bead, i) => {
          const { x, y } = at(angle(i))
          return (
            <g key={i}>
              <circle data-bead={bead.stone || '-'} cx={x} cy={y} r={beadR} fill={`url(#${fillId(bead.stone)})`} />
              <circle cx={x} cy={y} r={beadR} fill={`url(#${prefix}-shine)`} stroke="#000" strokeOpacity=".15" strokeWidth=".6" />
            </g>
          )
        })}
        {steel &&
          beads.slice(0, clasp ? -1 : undefined).map((_, i) => {
            const { x, y } = at(angle(i) + (step * Math.PI) / 360)
            return (
              <circle
                key={i}
                data-spacer=""
                cx={x}
                cy={y}
                r={Math.max(spacing / 2 - beadR, 1.2)}
                fill={STEEL}
                stroke="#6f767d"
                strokeWidth=".4"
              />
            )
          })}
        {clasp && (
          <g data-clasp="" fill="none" stroke="#8d949b" strokeWidth="2.5">
            <ellipse cx={CENTRE.x - 6} cy={CENTRE.y - RADIUS} rx="6" ry="4.5" />
            <ellipse cx={CENTRE.x + 6} cy={CENTRE.y - RADIUS} rx="4" ry="4" />
          </g>
        )}
      </svg>
      <figcaption id={`${prefix}-text`} className="text-sm leading-relaxed text-ink">
        {braceletDescription(props)}
      </figcaption>
    </figure>
  )
}
