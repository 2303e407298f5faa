// What the storefront's loaders import when they run (`import('@/lib/html-cleaner')`): the cleaner
// alone. A dynamic import of lib/sanitize-html itself, which the admin imports statically too, made
// the bundler build its namespace with a helper and move its runtime out of the entry: one more
// file on every first visit (docs/adr/0111).
export { htmlToText, sanitizeHtml } from './sanitize-html'
