import * as v from 'valibot'
import { optionalText, rawText, requiredText } from '../api/record-schema'

/** The rules of an article (docs/architecture.md#a-write): a title; a free-text category and excerpt; the HTML content as typed. */
export const articleSchema = v.object({ title: requiredText, category: optionalText, excerpt: optionalText, content: rawText })
