import { useId, useRef, useState } from 'react'
import { Link, useFetcher, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert, SubmitButton, controlClass, errorClass, labelClass, useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast/toast-context'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { formatPrice } from '@/lib/format'
import type { FieldErrors } from '@/lib/form-schema'
import { useFetcherResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { priceInput } from './product-values'
import { SIZES_TEXTS, type Size, type SizedProduct, type SizesResult, type loader } from './product-sizes-data'
import { MAX_OPTIONS, missingCombinations, OPTION_PRESETS, splitValues, type SizesInput } from './product-sizes-schema'

const linkClass = 'font-medium text-accent underline underline-offset-4'
// A thumb's height on a phone (docs/adr/0093), compact beside the fields on a wider screen.
const smallButtonClass = `${secondaryButtonClass} !px-3 !py-1.5 min-h-11 text-sm sm:min-h-0`

/** An option as the screen holds it: its values as one text (« 16 cm, 17 cm »). */
interface OptionRow {
  key: string
  name: string
  values: string
}

/** A combination's row, as typed. `loaded` is the stock the screen read (null for a new row). */
interface SizeRow {
  key: string
  id: string
  option1: string
  option2: string
  sku: string
  stock: string
  loaded: number | null
  reserved: number
  price: string
  price_pro: string
  cost_price: string
  selected: boolean
}

let nextKey = 0
const newKey = () => `k${(nextKey += 1)}`

function optionRows(product: SizedProduct): OptionRow[] {
  return (product.options ?? []).map((option) => ({ key: newKey(), name: option.name, values: option.values.join(', ') }))
}

function sizeRows(sizes: Size[]): SizeRow[] {
  return sizes.map((size) => ({
    key: size.id,
    id: size.id,
    option1: size.option1,
    option2: size.option2 ?? '',
    sku: size.sku ?? '',
    stock: String(size.stock ?? 0),
    loaded: size.stock ?? 0,
    reserved: size.reserved ?? 0,
    price: size.price ? priceInput(size.price) : '',
    price_pro: size.price_pro ? priceInput(size.price_pro) : '',
    cost_price: size.cost_price ? priceInput(size.cost_price) : '',
    selected: false,
  }))
}

/**
 * /dashboard/products/:id/sizes (docs/adr/0108): a product's options (up to two, presets for this
 * shop's sizes) and its combinations (reference, stock, price, pro price, cost price), generated from the options,
 * their stock set one by one or for the selected rows; saved at once, a refusal keeping what was typed.
 */
export function ProductSizesScreen() {
  const { data } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading={SIZES_TEXTS.heading}>
      <p>
        <Link to={adminPaths.products} className={linkClass}>
          {SIZES_TEXTS.back}
        </Link>
      </p>
      <Deferred
        value={data}
        loading={<p className="text-sm text-ink-muted">{SIZES_TEXTS.loading}</p>}
        failed={() => <ListError>{SIZES_TEXTS.failed}</ListError>}
      >
        {(loaded) => <SizesEditor product={loaded.product} sizes={loaded.sizes} />}
      </Deferred>
    </AdminPage>
  )
}

export function SizesEditor({ product, sizes }: { product: SizedProduct; sizes: Size[] }) {
  const [options, setOptions] = useState<OptionRow[]>(() => optionRows(product))
  const [rows, setRows] = useState<SizeRow[]>(() => sizeRows(sizes))
  const [removed, setRemoved] = useState<string[]>([])
  const [bulk, setBulk] = useState('')
  const [problems, setProblems] = useState<FieldErrors>({})
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  const fetcher = useFetcher<SizesResult>()
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const ids = useId()
  useFocusFirstError(formRef, refusal)
  const busy = fetcher.state !== 'idle'
  const failure = fetcher.state === 'idle' && fetcher.data?.status === 'error' ? fetcher.data.message : null

  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') {
      // The rows as saved: the next save counts each stock change from these.
      setRows(sizeRows(result.sizes))
      setOptions(optionRows({ ...product, options: result.options }))
      setRemoved([])
      setProblems({})
      toast.show(SIZES_TEXTS.saved, { tone: 'success' })
    } else {
      setProblems(result.fields)
      setRefusal(result)
    }
  })

  const parsed = options.map((option) => ({ name: option.name.trim(), values: splitValues(option.values) }))
  const missing = missingCombinations(parsed, rows)
  const selected = rows.filter((row) => row.selected).length

  const setOption = (key: string, change: Partial<OptionRow>) =>
    setOptions((all) => all.map((option) => (option.key === key ? { ...option, ...change } : option)))
  const setRow = (key: string, change: Partial<SizeRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)))

  function generate() {
    const added = missing.map(([option1, option2]): SizeRow => ({
      key: newKey(),
      id: '',
      option1,
      option2,
      sku: product.sku
        ? `${product.sku}-${option1}${option2 ? `-${option2}` : ''}`
            .toUpperCase()
            .replace(/[^A-Z0-9]+/g, '-')
            .replace(/-+$/, '')
            .slice(0, 32)
        : '',
      stock: '0',
      loaded: null,
      reserved: 0,
      price: '',
      price_pro: '',
      cost_price: '',
      selected: false,
    }))
    setRows((all) => [...all, ...added])
  }

  function remove(row: SizeRow) {
    setRows((all) => all.filter((other) => other.key !== row.key))
    if (row.id) setRemoved((all) => [...all, row.id])
  }

  function applyBulk(only: boolean) {
    if (!/^\d{1,6}$/.test(bulk.trim())) {
      setProblems((all) => ({ ...all, bulk: 'Indiquez un nombre entier, 0 ou plus.' }))
      return
    }
    setProblems(({ bulk: _, ...others }) => others)
    setRows((all) => all.map((row) => (only && !row.selected ? row : { ...row, stock: bulk.trim() })))
  }

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body: SizesInput = {
      options: options.map(({ name, values }) => ({ name, values })),
      sizes: rows.map(({ id, option1, option2, sku, stock, loaded, price, price_pro, cost_price }) => ({
        id,
        option1,
        option2,
        sku,
        stock,
        loaded,
        price,
        price_pro,
        cost_price,
      })),
      remove: removed,
    }
    void fetcher.submit(JSON.stringify(body), { method: 'post', encType: 'application/json' })
  }

  const price = product.price ? formatPrice(product.price) : ''
  const cost = product.cost_price ? formatPrice(product.cost_price) : ''
  const optionError = (index: number, field: 'name' | 'values') => problems[`options.${index}.${field}`]
  const rowError = (index: number, field: string) => problems[`sizes.${index}.${field}`]

  return (
    <form ref={formRef} noValidate onSubmit={save} className="space-y-6">
      <p className="font-semibold break-words">{product.name}</p>
      {product.is_unique && (
        <p className="text-sm text-ink-muted">
          Une pièce unique n’a pas de tailles : décochez « Pièce unique » dans sa fiche pour lui en donner.
        </p>
      )}
      <section aria-labelledby={`${ids}-options`} className="space-y-3">
        <h2 id={`${ids}-options`} className="text-xl font-semibold">
          Options
        </h2>
        <p className="text-sm text-ink-muted">Deux options au plus (par exemple la taille et la taille des perles), 20 valeurs chacune.</p>
        {options.map((option, index) => (
          <fieldset key={option.key} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
            <legend className="sr-only">Option {index + 1}</legend>
            <div>
              <label className={labelClass} htmlFor={`${ids}-name-${option.key}`}>
                Nom de l’option {index + 1}
              </label>
              <input
                id={`${ids}-name-${option.key}`}
                className={controlClass}
                value={option.name}
                maxLength={40}
                list={`${ids}-presets`}
                aria-invalid={optionError(index, 'name') ? true : undefined}
                onChange={(event) => {
                  const preset = OPTION_PRESETS.find((p) => p.name === event.target.value)
                  setOption(option.key, {
                    name: event.target.value,
                    ...(preset && option.values.trim() === '' ? { values: preset.values.join(', ') } : {}),
                  })
                }}
              />
              {optionError(index, 'name') && <p className={errorClass}>{optionError(index, 'name')}</p>}
            </div>
            <div>
              <label className={labelClass} htmlFor={`${ids}-values-${option.key}`}>
                Valeurs (séparées par des virgules)
              </label>
              <input
                id={`${ids}-values-${option.key}`}
                className={controlClass}
                value={option.values}
                aria-invalid={optionError(index, 'values') ? true : undefined}
                onChange={(event) => setOption(option.key, { values: event.target.value })}
              />
              {optionError(index, 'values') && <p className={errorClass}>{optionError(index, 'values')}</p>}
            </div>
            <button
              type="button"
              className={`${smallButtonClass} sm:mt-7`}
              onClick={() => setOptions((all) => all.filter((other) => other.key !== option.key))}
            >
              Retirer l’option
            </button>
          </fieldset>
        ))}
        <datalist id={`${ids}-presets`}>
          {OPTION_PRESETS.map((preset) => (
            <option key={preset.name} value={preset.name} />
          ))}
        </datalist>
        {options.length < MAX_OPTIONS && !product.is_unique && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => setOptions((all) => [...all, { key: newKey(), name: '', values: '' }])}
            >
              Ajouter une option
            </button>
            {OPTION_PRESETS.filter((preset) => !options.some((option) => option.name === preset.name)).map((preset) => (
              <button
                key={preset.name}
                type="button"
                className={smallButtonClass}
                onClick={() => setOptions((all) => [...all, { key: newKey(), name: preset.name, values: preset.values.join(', ') }])}
              >
                + {preset.name}
              </button>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby={`${ids}-sizes`} className="space-y-3">
        <h2 id={`${ids}-sizes`} className="text-xl font-semibold">
          Combinaisons
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={smallButtonClass} onClick={generate} disabled={missing.length === 0}>
            Générer les combinaisons
          </button>
          <span className="text-sm text-ink-muted" aria-live="polite">
            {missing.length > 0
              ? `${missing.length} combinaison${missing.length > 1 ? 's' : ''} à créer`
              : `${rows.length} combinaison${rows.length > 1 ? 's' : ''}`}
          </span>
        </div>
        {rows.length > 0 && (
          <div className="flex flex-wrap items-end gap-2 rounded-lg border border-line p-3">
            <div>
              <label className={labelClass} htmlFor={`${ids}-bulk`}>
                Stock pour plusieurs combinaisons
              </label>
              <input
                id={`${ids}-bulk`}
                className={`${controlClass} !w-28`}
                inputMode="numeric"
                value={bulk}
                aria-invalid={problems.bulk ? true : undefined}
                onChange={(event) => setBulk(event.target.value)}
              />
              {problems.bulk && <p className={errorClass}>{problems.bulk}</p>}
            </div>
            <button type="button" className={smallButtonClass} onClick={() => applyBulk(true)} disabled={selected === 0}>
              Appliquer aux lignes cochées ({selected})
            </button>
            <button type="button" className={smallButtonClass} onClick={() => applyBulk(false)}>
              Appliquer à toutes
            </button>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="text-sm text-ink-muted">Aucune combinaison : ce produit est vendu sans tailles, avec son propre stock.</p>
        ) : (
          <ul aria-label="Combinaisons" className="divide-y divide-line rounded-lg border border-line">
            {rows.map((row, index) => {
              const label = row.option2 ? `${row.option1} · ${row.option2}` : row.option1
              const field = (name: keyof SizeRow, text: string, extra: Record<string, unknown> = {}) => (
                <div>
                  <label className="block text-xs font-medium text-ink-muted" htmlFor={`${ids}-${name}-${row.key}`}>
                    {text}
                  </label>
                  <input
                    id={`${ids}-${name}-${row.key}`}
                    className={controlClass}
                    value={String(row[name])}
                    aria-invalid={rowError(index, name) ? true : undefined}
                    aria-describedby={rowError(index, name) ? `${ids}-${name}-${row.key}-error` : undefined}
                    onChange={(event) =>
                      setRow(row.key, { [name]: name === 'sku' ? event.target.value.toUpperCase() : event.target.value })
                    }
                    {...extra}
                  />
                  {rowError(index, name) && (
                    <p id={`${ids}-${name}-${row.key}-error`} className={errorClass}>
                      {rowError(index, name)}
                    </p>
                  )}
                </div>
              )
              return (
                <li key={row.key} aria-label={label} className="grid gap-3 p-3 sm:grid-cols-[1fr_1.5fr_1fr_1fr_1fr_1fr_auto] sm:items-end">
                  <div className="flex items-center gap-3 sm:mb-2.5">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={row.selected}
                      aria-label={`Sélectionner ${label}`}
                      onChange={(event) => setRow(row.key, { selected: event.target.checked })}
                    />
                    <div className="min-w-0">
                      <p className="font-medium">{label}</p>
                      {rowError(index, 'option1') && <p className={errorClass}>{rowError(index, 'option1')}</p>}
                      {row.reserved > 0 && <p className="text-xs text-ink-muted">{row.reserved} en cours de paiement</p>}
                    </div>
                  </div>
                  {field('sku', `Référence de ${label}`, { maxLength: 32, autoComplete: 'off' })}
                  {field('stock', `Stock de ${label}`, { inputMode: 'numeric', autoComplete: 'off' })}
                  {field('price', `Prix de ${label} (€)`, { inputMode: 'decimal', autoComplete: 'off', placeholder: price })}
                  {field('price_pro', `Prix pro de ${label} (€)`, { inputMode: 'decimal', autoComplete: 'off' })}
                  {field('cost_price', `Prix de revient de ${label} (€)`, {
                    inputMode: 'decimal',
                    autoComplete: 'off',
                    placeholder: cost,
                  })}
                  <button
                    type="button"
                    className={`${smallButtonClass} sm:mb-1`}
                    onClick={() => remove(row)}
                    aria-label={`Supprimer ${label}`}
                  >
                    Supprimer
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <p className="text-sm text-ink-muted">
          Prix vides (et prix de revient vides) : ceux du produit. Le stock saisi remplace celui affiché ; une vente faite pendant votre
          modification reste vendue.
        </p>
      </section>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          Enregistrer les tailles
        </SubmitButton>
        <Link to={href(adminPaths.productStock, { id: product.id })} className={linkClass}>
          Historique du stock et inventaire
        </Link>
      </div>
    </form>
  )
}
