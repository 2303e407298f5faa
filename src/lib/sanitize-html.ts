import DOMPurify, { type WindowLike } from 'dompurify'
import type { CleanHtml } from './clean-html'

/**
 * Cleans HTML written by the shop's admins (stone descriptions, article content) before React
 * renders it with `dangerouslySetInnerHTML`: DOMPurify keeps text formatting, headings, lists,
 * links and images, and drops scripts, event handlers, `javascript:` URLs, styles and forms.
 * Links that leave the site open in a new tab without giving it `window.opener`. An image with no
 * source a browser could show (none, empty, `javascript:`, a `data:` that is not an image, an
 * address that does not parse) is dropped whole, not left as a broken frame (docs/adr/0085).
 *
 * Imported by the loaders that read such HTML, when they run (a dynamic import): DOMPurify never
 * reaches the entry bundle (docs/adr/0018), nor a first visit of a page the server rendered, which
 * hydrates from the clean HTML its data carries (docs/adr/0111).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'mark',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
]
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'loading', 'colspan', 'rowspan', 'lang']

let purifier = DOMPurify
let lentWindow: WindowLike | null = null
let hooked = false

/**
 * On the server (docs/adr/0076) there is no DOM: the page-rendering function lends one (jsdom),
 * so the served HTML is cleaned by the same rules, and hydrates to the same markup.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  // Once per DOM lent, not once per page rendered.
  if (window === lentWindow) return
  lentWindow = window
  purifier = DOMPurify(window)
  hooked = false
}

/** Any base: only whether a source parses, and to what scheme, matters here. */
const PARSE_BASE = 'https://base.invalid/'

/** Whether an `<img>`'s source (after DOMPurify) is one a browser can load: a web address, a path, an image `data:`. */
export function isShowableImageSource(src: string | null): boolean {
  const value = (src ?? '').trim()
  if (value === '') return false
  let url: URL
  try {
    url = new URL(value, PARSE_BASE)
  } catch {
    return false
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return true
  return url.protocol === 'data:' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)
}

function addLinkHook(): void {
  if (hooked) return
  hooked = true
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.tagName === 'IMG') {
      // DOMPurify has already removed a `javascript:` (or other unsafe) source: what is left is judged.
      if (!isShowableImageSource(node.getAttribute('src'))) {
        node.remove()
        return
      }
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
}

/** Safe HTML for `dangerouslySetInnerHTML`; an empty string for nothing. */
export function sanitizeHtml(html: string | null | undefined): CleanHtml {
  if (!html) return '' as CleanHtml
  addLinkHook()
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', 'decoding'],
    ALLOW_DATA_ATTR: false,
  }) as CleanHtml
}

/** The text of some HTML, tags removed (for meta descriptions and excerpts). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  // Only text is left: parsed as a document fragment's text, its entities are read back as characters.
  const fragment = purifier.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true })
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim()
}
