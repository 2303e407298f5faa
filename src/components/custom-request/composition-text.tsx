import { PATTERN_LABELS, type PageRequest } from '@/lib/request-page'

/** A request's composition as text (the admin's and the customer's reading; the drawing is docs/adr/0126's). */
export function CompositionText({ request }: { request: PageRequest }) {
  const rows: Array<[string, string]> = [
    ['Bijou', request.jewelry_type],
    ['Pierre principale', request.main_stone],
    ['Pierres secondaires', request.secondary_stones.join(', ')],
    ['Taille des perles', request.bead_size.replace('mm', ' mm')],
    ['Tour de poignet', request.wrist_size ? `${String(request.wrist_size).replace('.', ',')} cm` : ''],
    ['Fermoir', request.clasp_type],
    ['Éléments en acier inoxydable', request.stainless_steel_elements ? 'Oui' : ''],
    ['Breloques', request.charms.join(', ')],
    ['Disposition', request.composition?.pattern ? (PATTERN_LABELS[request.composition.pattern] ?? '') : ''],
  ]
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {request.message ? (
        <div className="contents">
          <dt className="text-ink-muted">Message</dt>
          <dd className="whitespace-pre-line">{request.message}</dd>
        </div>
      ) : null}
    </dl>
  )
}
