import { LEGAL_GUARANTEE as T } from './legal-guarantee-texts'

/** The EU flag's twelve stars on a circle, in the notice's colours. */
function EuStars() {
  const stars = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6
    return { x: 20 + 13 * Math.sin(angle), y: 20 - 13 * Math.cos(angle) }
  })
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
      <rect width="40" height="40" rx="6" fill="#003399" />
      {stars.map((star, index) => (
        <polygon
          key={index}
          fill="#FFCC00"
          transform={`translate(${star.x.toFixed(2)} ${star.y.toFixed(2)}) scale(2.2)`}
          points="0,-1 0.2245,-0.309 0.9511,-0.309 0.3633,0.118 0.5878,0.809 0,0.382 -0.5878,0.809 -0.3633,0.118 -0.9511,-0.309 -0.2245,-0.309"
        />
      ))}
    </svg>
  )
}

/**
 * The EU harmonised notice on the legal guarantee of conformity (Implementing Regulation (EU)
 * 2025/1960, Annex I), in colour, before the order button (docs/adr/0048), with the QR code it asks
 * to scan (docs/adr/0085). Its colours stay the same in the dark theme: the notice is shown as issued.
 */
export function LegalGuaranteeNotice() {
  return (
    <section
      aria-labelledby="legal-guarantee-title"
      className="overflow-hidden rounded-2xl border-2 border-[#003399] bg-white text-sm leading-relaxed text-[#0b1f4d]"
    >
      <div className="flex items-center gap-3 bg-[#003399] px-4 py-3 text-white">
        <EuStars />
        <h2 id="legal-guarantee-title" className="text-base font-semibold">
          {T.title}
        </h2>
        <span className="ml-auto shrink-0 rounded-full bg-[#FFCC00] px-3 py-1 text-sm font-bold text-[#003399]">2 ans</span>
      </div>
      <div className="space-y-2 px-4 py-4">
        <p className="font-semibold">{T.lead}</p>
        <p>{T.claimIntro}</p>
        <ul className="list-disc pl-5">
          {T.claimCases.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{T.sellerIntro}</p>
        <ul className="list-disc pl-5">
          {T.remedies.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{T.periods}</p>
        <p>{T.moreInfo}</p>
        <div className="flex flex-wrap items-center gap-4">
          {/* The shop's own file (scripts/legal-guarantee-qr.mjs): no outside service draws it. */}
          <img src={T.qrImage} alt={T.qrAlt} width={112} height={112} className="size-28 shrink-0 [image-rendering:pixelated]" />
          <a href={T.url} className="font-semibold text-[#003399] underline underline-offset-4" target="_blank" rel="noreferrer">
            {T.urlLabel}
          </a>
        </div>
        <p className="font-semibold">{T.stepsIntro}</p>
        <ol className="list-decimal pl-5">
          {T.steps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p className="border-t border-[#003399]/20 pt-2 text-xs">{T.commercial}</p>
      </div>
    </section>
  )
}
