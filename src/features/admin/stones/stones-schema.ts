import * as v from 'valibot'
import { rawText, requiredText } from '../api/record-schema'

/** The rules of a stone (docs/architecture.md#a-write): name and virtues required; the HTML description as typed. */
export const stoneSchema = v.object({ name: requiredText, virtues: requiredText, description: rawText })
