/**
 * Admin-written HTML once DOMPurify has cleaned it (lib/sanitize-html.ts): the only HTML the
 * storefront puts in a page. Cleaned where it is read (the route's loader), so a page the server
 * rendered hydrates from clean data and a shopper's first visit never downloads DOMPurify
 * (docs/adr/0111); the brand makes TypeScript refuse raw HTML where clean HTML is expected.
 */
export type CleanHtml = string & { readonly __cleanHtml: true }
