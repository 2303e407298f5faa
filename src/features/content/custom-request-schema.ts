import * as v from 'valibot'
import { BRACELET_PATTERNS } from '@/components/bracelet/bracelet-patterns'
import { parseDecimal } from '@/lib/decimal'
import {
  customRequestsBeadSizeValues,
  customRequestsCharmsValues,
  customRequestsClaspTypeValues,
  customRequestsImageUpload,
} from '@/lib/pocketbase-types'
import { uploadRefusal } from '@/lib/upload-limits'
import { visitorEmail, visitorName } from './components/public-form-rules'

/** The custom request's rules (docs/product/rules.md#custom-requests), with the server's field names. */
export const MAX_SECONDARY_STONES = 10
export const TOO_MANY_STONES = 'Vous ne pouvez sélectionner que 10 pierres au maximum.'
export const JEWELRY_TYPES = ['Bracelet', 'Collier', 'Pendentif', 'Chevillère'] as const
/** What the inspiration image may be: the schema's limits (`custom_requests.image`). */
export const IMAGE_UPLOAD = customRequestsImageUpload
export const WRIST_SIZE = 'Indiquez un tour de poignet entre 10 et 30 cm, par exemple 16,5.'
const INVALID_CHOICE = 'Choix invalide.'

/** A file the visitor chose; an empty file input sends an empty, nameless file: none. */
type Upload = { size: number; type: string }
const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && (value as Upload).size > 0

/**
 * The inspiration image: optional, of a type and size the server accepts (« L’image « photo.jpg »
 * (12,4 Mo) dépasse 10 Mo. »). Also checked as soon as it is picked.
 */
export const inspirationImage = v.pipe(
  v.unknown(),
  v.transform((value) => (isUpload(value) ? (value as Blob) : null)),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === null) return
    const file = dataset.value
    const refusal = uploadRefusal({ name: (file as File).name || 'image', size: file.size, type: file.type }, IMAGE_UPLOAD)
    if (refusal) addIssue({ message: refusal })
  }),
)

const optionalText = v.pipe(v.optional(v.string(), ''), v.trim())

export const customRequestSchema = v.object({
  name: visitorName,
  email: visitorEmail,
  jewelry_type: v.picklist(JEWELRY_TYPES, INVALID_CHOICE),
  main_stone: optionalText,
  secondary_stones: v.pipe(v.array(v.string()), v.maxLength(MAX_SECONDARY_STONES, TOO_MANY_STONES)),
  bead_size: v.picklist(customRequestsBeadSizeValues, INVALID_CHOICE),
  // '16,5' as well as '16.5' (never 165); empty: not given.
  wrist_size: v.pipe(
    optionalText,
    v.transform((text) => (text === '' ? null : parseDecimal(text, 2))),
    v.check((size) => size === null || (Number.isFinite(size) && size >= 10 && size <= 30), WRIST_SIZE),
  ),
  clasp_type: v.picklist(customRequestsClaspTypeValues, INVALID_CHOICE),
  // A checked box sends 'on', an unchecked one nothing.
  stainless_steel_elements: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value !== ''),
  ),
  charms: v.array(v.picklist(customRequestsCharmsValues, INVALID_CHOICE)),
  // The composer's pattern (docs/adr/0126), sent as `composition`.
  pattern: v.optional(v.picklist(BRACELET_PATTERNS, INVALID_CHOICE), 'alternate'),
  message: optionalText,
  image: inspirationImage,
})

export type CustomRequestValues = v.InferOutput<typeof customRequestSchema>

/** The form's entries as the schema reads them (the lists and the file are not plain texts). */
export function customRequestInput(data: FormData, texts: Record<string, string>) {
  return { ...texts, secondary_stones: data.getAll('secondary_stones'), charms: data.getAll('charms'), image: data.get('image') }
}

/** What `custom_requests` receives (multipart: the image goes with the record). */
export async function customRequestBody(values: CustomRequestValues): Promise<FormData> {
  const body = new FormData()
  body.append('name', values.name)
  body.append('email', values.email)
  body.append('jewelry_type', values.jewelry_type)
  body.append('main_stone', values.main_stone)
  body.append('secondary_stones', JSON.stringify(values.secondary_stones))
  body.append('bead_size', values.bead_size)
  if (values.wrist_size !== null) body.append('wrist_size', String(values.wrist_size))
  body.append('clasp_type', values.clasp_type)
  body.append('stainless_steel_elements', String(values.stainless_steel_elements))
  for (const charm of values.charms) body.append('charms', charm)
  body.append('composition', JSON.stringify({ pattern: values.pattern }))
  body.append('message', values.message)
  if (values.image) {
    // A File of this page's own (the one read from the action's request may belong to another
    // implementation of File, under test, which this FormData would take for a text).
    const name = (values.image as File).name || 'image'
    body.append('image', new File([await values.image.arrayBuffer()], name, { type: values.image.type }))
  }
  return body
}
