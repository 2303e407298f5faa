import type { CleanHtml } from '@/lib/clean-html'

/** Typography for admin HTML (no plugin: a few descendant rules). */
const richTextClass = [
  'leading-relaxed',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 [&_li]:marker:text-highlight',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-hover',
  '[&_strong]:font-semibold [&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-highlight [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ')

/** Admin-written HTML, cleaned by DOMPurify where it was read (the route's loader: lib/clean-html.ts). */
export function RichText({ html, className = '' }: { html: CleanHtml | null | undefined; className?: string }) {
  if (!html) return null
  return <div className={`${richTextClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
