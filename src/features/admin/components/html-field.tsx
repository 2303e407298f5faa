import { useDeferredValue, useId } from 'react'
import { TextareaField } from '@/components/form'
import { sanitizeHtml } from '@/lib/sanitize-html'

/** Enough typography for the preview to look like the page (paragraphs, headings, lists, links). */
const previewClass = [
  'leading-relaxed [&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-accent [&_a]:underline [&_strong]:font-semibold',
  '[&_img]:h-auto [&_img]:max-w-full',
].join(' ')

/**
 * An HTML text (stone description, article content): a plain textarea and, beside it, a live
 * preview of what the shop will show, cleaned by the same DOMPurify rules as the public pages
 * (docs/adr/0018). No rich editor: admins write a few tags, the preview shows what survives.
 */
export function HtmlField({
  label,
  name,
  value,
  onChange,
  rows = 8,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  rows?: number
}) {
  const previewId = useId()
  // The preview may lag one keystroke behind on a long text; typing never waits for it.
  const deferred = useDeferredValue(value)
  const html = sanitizeHtml(deferred)
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextareaField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        hint="HTML accepté : <p>, <h2>, <strong>, <em>, <ul>/<li>, <a href>…"
        className="font-mono text-xs"
      />
      <section aria-labelledby={previewId} className="min-w-0">
        <h3 id={previewId} className="font-sans text-sm font-medium text-ink">
          Aperçu : {label}
        </h3>
        <div
          className={`${previewClass} mt-1.5 max-h-64 min-h-24 overflow-y-auto rounded-xl border border-dashed border-line-strong bg-surface p-3 text-sm`}
        >
          {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p className="text-ink-muted">Rien à afficher.</p>}
        </div>
      </section>
    </div>
  )
}
