// The « Tailles » screen's rules (docs/adr/0108), declared once; the server checks the same
// (pb_hooks/lib/product-options.js, lib/size-editor.js) and says it in the same words.
import * as v from 'valibot'
import { parsePrice, SKU_FORMAT } from './product-schema'

/** The presets of docs/product/screens.md#admin-product-sizes: this shop's usual sizes. */
export const OPTION_PRESETS: { name: string; values: string[] }[] = [
  { name: 'Tour de poignet', values: ['15 cm', '16 cm', '17 cm', '18 cm', '19 cm', '20 cm'] },
  { name: 'Longueur de collier', values: ['40 cm', '45 cm', '50 cm'] },
  { name: 'Taille de bague', values: ['48', '50', '52', '54', '56', '58', '60'] },
  { name: 'Taille des perles', values: ['6 mm', '8 mm', '10 mm'] },
]

export const MAX_OPTIONS = 2
export const MAX_VALUES = 20

export const SIZE_MESSAGES = {
  optionName: 'Donnez un nom à l’option (par exemple « Tour de poignet »).',
  noValues: 'Indiquez au moins une valeur, séparées par des virgules (par exemple 16 cm, 17 cm).',
  tooManyValues: 'Une option a 20 valeurs au plus.',
  sameValue: 'Une valeur est indiquée deux fois.',
  stock: 'Indiquez un nombre entier, 0 ou plus.',
  price: 'Indiquez un prix positif, par exemple 42,50, ou laissez vide pour le prix du produit.',
  stale: 'Cette combinaison ne correspond plus aux options : supprimez-la ou remettez sa valeur.',
  sameSku: 'Cette référence est donnée à une autre combinaison.',
}

/** The values of an option as typed: « 16 cm, 17 cm ; 18 cm » → ['16 cm', '17 cm', '18 cm']. */
export function splitValues(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((value) => value.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

const optionSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(SIZE_MESSAGES.optionName), v.maxLength(40, SIZE_MESSAGES.optionName)),
  values: v.pipe(
    v.string(),
    v.transform(splitValues),
    v.minLength(1, SIZE_MESSAGES.noValues),
    v.maxLength(MAX_VALUES, SIZE_MESSAGES.tooManyValues),
    v.check((values) => new Set(values.map((value) => value.toLowerCase())).size === values.length, SIZE_MESSAGES.sameValue),
  ),
})

const priceText = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || parsePrice(text) >= 0, SIZE_MESSAGES.price),
  v.transform((text) => (text === '' ? 0 : parsePrice(text))),
)

const sizeSchema = v.object({
  id: v.string(),
  option1: v.string(),
  option2: v.string(),
  sku: v.pipe(
    v.string(),
    v.trim(),
    v.check((sku) => sku === '' || (sku.length <= 32 && /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(sku)), SKU_FORMAT),
  ),
  stock: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}$/, SIZE_MESSAGES.stock), v.transform(Number)),
  /** The stock the screen loaded (an existing size): the save sends the change from it (docs/adr/0037). */
  loaded: v.nullable(v.number()),
  price: priceText,
  price_pro: priceText,
  /** A size's own cost price (docs/adr/0122); empty: its product's. */
  cost_price: priceText,
})

/** What the screen holds, as typed: the options (values as one text each) and the combinations' rows. */
export const sizesSchema = v.pipe(
  v.object({
    options: v.pipe(v.array(optionSchema), v.maxLength(MAX_OPTIONS)),
    sizes: v.array(sizeSchema),
    remove: v.array(v.string()),
  }),
  // Every row still names values of the options (a value renamed or removed leaves its rows stale).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { options, sizes } = dataset.value
    const skus = new Map<string, number>()
    sizes.forEach((size, index) => {
      const fits =
        options.length > 0 &&
        options[0]!.values.includes(size.option1) &&
        (options.length === 1 ? size.option2 === '' : options[1]!.values.includes(size.option2))
      if (!fits) {
        addIssue({
          message: SIZE_MESSAGES.stale,
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'sizes', value: sizes },
            { type: 'array', origin: 'value', input: sizes, key: index, value: size },
            { type: 'object', origin: 'value', input: size, key: 'option1', value: size.option1 },
          ],
        })
      }
      if (size.sku) {
        if (skus.has(size.sku)) {
          addIssue({
            message: SIZE_MESSAGES.sameSku,
            path: [
              { type: 'object', origin: 'value', input: dataset.value, key: 'sizes', value: sizes },
              { type: 'array', origin: 'value', input: sizes, key: index, value: size },
              { type: 'object', origin: 'value', input: size, key: 'sku', value: size.sku },
            ],
          })
        }
        skus.set(size.sku, index)
      }
    })
  }),
)

export type SizesInput = v.InferInput<typeof sizesSchema>
export type SizesOutput = v.InferOutput<typeof sizesSchema>

/** The body of POST /api/shop/products/{id}/sizes from the checked values. */
export function sizesRequest(values: SizesOutput) {
  return {
    options: values.options,
    sizes: values.sizes.map((size) => ({
      ...(size.id ? { id: size.id, change: size.stock - (size.loaded ?? 0) } : { stock: size.stock }),
      option1: size.option1,
      option2: size.option2,
      sku: size.sku,
      price: size.price,
      price_pro: size.price_pro,
      cost_price: size.cost_price,
    })),
    remove: values.remove,
  }
}

/** The combinations of the options' values, in order, that no row has yet. */
export function missingCombinations(options: { values: string[] }[], rows: { option1: string; option2: string }[]): [string, string][] {
  if (options.length === 0) return []
  const seconds = options.length > 1 ? options[1]!.values : ['']
  const have = new Set(rows.map((row) => `${row.option1}\u0000${row.option2}`))
  return options[0]!.values.flatMap((first) =>
    seconds.flatMap((second): [string, string][] => (have.has(`${first}\u0000${second}`) ? [] : [[first, second]])),
  )
}
