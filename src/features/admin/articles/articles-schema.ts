import * as v from 'valibot'
import { optionalText, rawText, requiredText } from '../api/record-schema'

/** The server's slug pattern (products' and articles'); empty: the server makes it from the title (docs/adr/0084). */
const slug = v.pipe(
  optionalText,
  v.regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Minuscules, chiffres et tirets seulement, par exemple pierres-de-lune.'),
)

/**
 * The rules of an article (docs/architecture.md#a-write): a title; its address (slug); a free-text
 * category and excerpt; the HTML content as typed.
 */
export const articleSchema = v.object({ title: requiredText, slug, category: optionalText, excerpt: optionalText, content: rawText })
