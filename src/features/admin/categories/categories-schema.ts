import * as v from 'valibot'
import { requiredText } from '../api/record-schema'

/** The rules of a category (docs/architecture.md#a-write): a name and a slug, both required. */
export const categorySchema = v.object({ name: requiredText, slug: requiredText })
