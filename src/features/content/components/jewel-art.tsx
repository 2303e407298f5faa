/** Jewels drawn in SVG (no image request): the home page's hero and sample cards (docs/adr/0019). */
import type { JewelKind } from './jewel-kind'

export type { JewelKind }

interface Palette {
  light: string
  dark: string
}

function Bead({ x, y, r, palette, id }: { x: number; y: number; r: number; palette: Palette; id: string }) {
  return <circle cx={x} cy={y} r={r} fill={`url(#${id})`} stroke={palette.dark} strokeOpacity="0.35" strokeWidth="0.6" />
}

function Gradient({ id, palette }: { id: string; palette: Palette }) {
  return (
    <radialGradient id={id} cx="35%" cy="30%" r="75%">
      <stop offset="0%" stopColor="#fff" stopOpacity="0.9" />
      <stop offset="22%" stopColor={palette.light} />
      <stop offset="100%" stopColor={palette.dark} />
    </radialGradient>
  )
}

const GOLD: Palette = { light: '#f1dca5', dark: '#9a7634' }

export function JewelArt({
  kind,
  palette,
  className = '',
  label,
}: {
  kind: JewelKind
  palette: Palette
  className?: string
  label?: string
}) {
  const id = `${kind}-${palette.dark.slice(1)}`
  const beads: Array<{ x: number; y: number; r: number; gold?: boolean }> = []
  if (kind === 'bracelet') {
    const count = 22
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2
      beads.push({ x: 100 + Math.cos(a) * 62, y: 100 + Math.sin(a) * 46, r: 11, gold: i % 7 === 3 })
    }
  } else {
    const count = 19
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1)
      const a = Math.PI * (0.08 + t * 0.84)
      beads.push({
        x: 100 - Math.cos(a) * 78,
        y: 18 + Math.sin(a) * 92,
        r: kind === 'necklace' ? 8 : 4.5,
        gold: kind === 'necklace' && i % 6 === 0,
      })
    }
  }
  return (
    <svg
      viewBox="0 0 200 200"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <Gradient id={id} palette={palette} />
        <Gradient id={`${id}-gold`} palette={GOLD} />
        <linearGradient id={`${id}-drop`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fff" stopOpacity="0.8" />
          <stop offset="30%" stopColor={palette.light} />
          <stop offset="100%" stopColor={palette.dark} />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="178" rx="70" ry="8" fill="currentColor" opacity="0.08" />
      {kind !== 'bracelet' && <path d="M22 30 Q100 190 178 30" fill="none" stroke="#b08d57" strokeWidth="1" opacity="0.6" />}
      {beads.map((bead, i) => (
        <Bead
          key={i}
          x={bead.x}
          y={bead.y}
          r={bead.r * (bead.gold ? 0.7 : 1)}
          palette={bead.gold ? GOLD : palette}
          id={bead.gold ? `${id}-gold` : id}
        />
      ))}
      {kind === 'pendant' && (
        <g>
          <circle cx="100" cy="112" r="5" fill="none" stroke="#b08d57" strokeWidth="2" />
          <path d="M100 118 L126 146 L100 186 L74 146 Z" fill={`url(#${id}-drop)`} stroke={palette.dark} strokeOpacity="0.5" />
          <path d="M100 118 L108 146 L100 186 M74 146 H126" fill="none" stroke="#fff" strokeOpacity="0.35" />
        </g>
      )}
      {kind === 'necklace' && <circle cx="100" cy="118" r="13" fill={`url(#${id})`} stroke="#b08d57" strokeWidth="2" />}
    </svg>
  )
}
