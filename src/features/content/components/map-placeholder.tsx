/**
 * A drawn map of the workshop's surroundings: no external map service, no tracking
 * (docs/adr/0019). Decorative; the address is given in text beside it.
 */
export function MapPlaceholder({ label }: { label: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
      <svg viewBox="0 0 480 300" role="img" aria-label={label} className="block h-auto w-full" width={480} height={300}>
        <rect width="480" height="300" className="fill-surface-muted" />
        <g className="stroke-line-strong" strokeWidth="10" fill="none" strokeLinecap="round" opacity="0.7">
          <path d="M-10 210 C120 180 200 240 330 200 S470 150 500 160" />
          <path d="M90 -10 L150 320" />
          <path d="M300 -10 C280 90 320 180 290 320" />
        </g>
        <g className="stroke-line" strokeWidth="5" fill="none" strokeLinecap="round">
          <path d="M-10 90 L500 60" />
          <path d="M-10 140 L220 120 L500 130" />
          <path d="M210 -10 L230 320" />
          <path d="M400 -10 L380 320" />
          <path d="M20 270 L470 250" />
        </g>
        <path d="M-10 30 C100 60 160 20 260 40 S420 10 500 30 L500 -10 L-10 -10Z" className="fill-accent-soft" />
        <g className="fill-surface" opacity="0.9">
          <rect x="30" y="150" width="40" height="40" rx="6" />
          <rect x="165" y="150" width="45" height="30" rx="6" />
          <rect x="245" y="70" width="40" height="35" rx="6" />
          <rect x="325" y="80" width="50" height="40" rx="6" />
          <rect x="410" y="180" width="45" height="50" rx="6" />
          <rect x="40" y="230" width="55" height="28" rx="6" />
        </g>
        <g transform="translate(258 128)">
          <circle r="34" className="fill-highlight" opacity="0.18" />
          <path d="M0 22 C-14 4 -18 -4 -18 -12 A18 18 0 0 1 18 -12 C18 -4 14 4 0 22Z" className="fill-accent" />
          <path d="M-7 -14h14l4 5-11 12-11-12z" className="fill-on-accent" />
        </g>
      </svg>
    </figure>
  )
}
