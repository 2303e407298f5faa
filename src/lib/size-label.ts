// A product's options (`products.options`, docs/adr/0104) and a size as every screen names it.

export interface ProductOption {
  name: string
  values: string[]
}

/** The product's options as stored (at most two, each with a name and its values); anything else is none. */
export function productOptions(raw: unknown): ProductOption[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter(
      (option): option is ProductOption =>
        typeof option?.name === 'string' && Array.isArray(option.values) && option.values.every((v: unknown) => typeof v === 'string'),
    )
    .slice(0, 2)
}

/** The size as an order line prints it (pb_hooks/lib/checkout.js `sizeLabel`): « Tour de poignet : 17 cm ». */
export function sizeLabel(options: readonly ProductOption[], size: { option1: string; option2?: string }): string {
  return [size.option1, size.option2]
    .flatMap((value, index) => {
      if (!value) return []
      const name = options[index]?.name
      return [name ? `${name}\u00a0: ${value}` : value]
    })
    .join(' · ')
}
