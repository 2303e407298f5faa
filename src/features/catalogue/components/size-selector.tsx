// The product page's size selector (docs/adr/0106): one radio group per option, buttons rather than a
// bare select, arrows moving the choice (WAI-ARIA's radio group), sold-out sizes shown « Épuisé ».
import { useRef, type KeyboardEvent } from 'react'
import { isInStock, isReserved } from '@/lib/stock'
import type { ProductOption, Size } from '../lib/sizes'

/** What a value can be bought as, given the other option's choice: the best of its sizes. */
function valueState(sizes: readonly Size[], index: number, value: string, other: string | undefined): 'in' | 'reserved' | 'out' {
  const matching = sizes.filter(
    (size) =>
      (index === 0 ? size.option1 : size.option2) === value &&
      (other === undefined || (index === 0 ? size.option2 : size.option1) === other),
  )
  if (matching.some((size) => isInStock(size.stock))) return 'in'
  return matching.some(isReserved) ? 'reserved' : 'out'
}

const STATE_LABELS = { reserved: 'Réservé', out: 'Épuisé' } as const

function OptionGroup({
  option,
  index,
  sizes,
  chosen,
  other,
  onChoose,
}: {
  option: ProductOption
  index: number
  sizes: readonly Size[]
  chosen: string | undefined
  other: string | undefined
  onChoose: (value: string) => void
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const labelId = `size-option-${index}`
  const current = chosen === undefined ? -1 : option.values.indexOf(chosen)
  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const last = option.values.length - 1
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    buttons.current[next]?.focus()
    onChoose(option.values[next]!)
  }
  return (
    <div className="mt-6">
      <p className="text-sm font-medium">
        {/* The group is named by its option alone: the checked radio says the value. */}
        <span id={labelId}>{option.name}</span>
        {chosen !== undefined && <span className="font-normal text-ink-muted"> : {chosen}</span>}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {option.values.map((value, at) => {
          const state = valueState(sizes, index, value, other)
          const checked = at === current
          return (
            <button
              key={value}
              ref={(button) => {
                buttons.current[at] = button
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              // The name says the state in one phrase, whatever the layout: « 18 cm, Épuisé ».
              aria-label={state === 'in' ? undefined : `${value}, ${STATE_LABELS[state]}`}
              // One stop in the tab order: the chosen value, else the first (arrows do the rest).
              tabIndex={checked || (current === -1 && at === 0) ? 0 : -1}
              onClick={() => onChoose(value)}
              onKeyDown={(event) => onKeyDown(event, at)}
              className={`flex min-w-16 flex-col items-center rounded-xl border px-3 py-2 text-sm transition-colors ${
                checked ? 'border-accent bg-accent-soft text-accent' : 'border-line text-ink hover:border-accent'
              } ${state === 'in' ? '' : 'text-ink-muted'}`}
            >
              <span className={`font-medium ${state === 'in' ? '' : 'line-through'}`}>{value}</span>
              {state !== 'in' && <span className="text-xs">{STATE_LABELS[state]}</span>}
            </button>
          )
        })}
      </div>
    </div>
  )
}

/** The options' groups; `values`: the chosen value of each option (undefined: none yet). */
export function SizeSelector({
  options,
  sizes,
  values,
  onChoose,
}: {
  options: readonly ProductOption[]
  sizes: readonly Size[]
  values: ReadonlyArray<string | undefined>
  onChoose: (index: number, value: string) => void
}) {
  return (
    <>
      {options.map((option, index) => (
        <OptionGroup
          key={option.name}
          option={option}
          index={index}
          sizes={sizes}
          chosen={values[index]}
          other={values[1 - index]}
          onChoose={(value) => onChoose(index, value)}
        />
      ))}
    </>
  )
}
