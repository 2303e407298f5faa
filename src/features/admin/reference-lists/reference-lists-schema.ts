import * as v from 'valibot'
import { optionalText, requiredText } from '../api/record-schema'
import type { ReferenceListConfig } from './reference-lists'

/** A reference list's rules (docs/architecture.md#a-write), from its fields: the required ones filled in, every text trimmed. */
export function referenceSchema(config: ReferenceListConfig) {
  return v.object(Object.fromEntries(config.fields.map((field) => [field.name, field.required ? requiredText : optionalText])))
}
