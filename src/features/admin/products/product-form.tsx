import { useRef, useState, type FormEvent } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { CheckboxField, FormAlert, TextareaField, TextField } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useFetcherResult, useNewResult } from '../api/record-writes'
import { FormActions } from '../components/form-actions'
import { ImageListEditor } from '../components/image-list-editor'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { RelationPicker } from '../components/relation-picker'
import { PublishedField } from './published-field'
import { imageOrderEntries, productFormData } from './product-save'
import {
  bigPriceChanges,
  emptyProductValues,
  productProblems,
  productToValues,
  withName,
  withUnique,
  type ProductProblems,
  type ProductValues,
  type RelationField,
} from './product-values'
import { PRODUCT_TEXTS, type loader, type ProductsResult } from './products-data'
import { noOptions, type ReferenceOptions } from './reference-options'
/** The schema's maximum number of product images (pb_migrations: maxSelect 12). */
const MAX_IMAGES = 12

/** The pickers, in the form's order, with the empty option texts of docs/product/screens.md#admin-products (ours for categories and stones). */
const PICKERS: { field: RelationField; label: string; empty: string }[] = [
  { field: 'category', label: 'Catégories', empty: 'Aucune catégorie trouvée' },
  { field: 'materials', label: 'Matériaux', empty: 'Aucun matériau trouvé' },
  { field: 'colors', label: 'Couleurs', empty: 'Aucune couleur trouvée' },
  { field: 'stones', label: 'Pierres', empty: 'Aucune pierre trouvée' },
  { field: 'stone_properties', label: 'Propriétés des pierres', empty: 'Aucune propriété trouvée' },
  { field: 'chakras', label: 'Chakras', empty: 'Aucun chakra trouvé' },
  { field: 'astrological_signs', label: 'Signes astrologiques', empty: 'Aucun signe trouvé' },
]

function imageUrlOf(product: ProductsRecord) {
  return (name: string) => fileUrl(product, name, { thumb: '100x100' })
}

function stockHint(isUnique: boolean, stockNow: number | null): string | undefined {
  const now = stockNow === null ? '' : `Stock actuel en boutique : ${stockNow} ; le nombre saisi sera enregistré tel quel.`
  const unique = isUnique ? 'Une pièce unique a toujours un stock de 1.' : ''
  return [unique, now].filter(Boolean).join(' ') || undefined
}

/**
 * The product's add / edit form in a dialog: every field and relation of docs/product/rules.md#records, the unique/stock
 * and name/slug rules of §4, the ordered images. A failed save keeps everything typed and shows
 * 'Échec de la sauvegarde du produit. ' with the server's message; success closes it (`onSaved`).
 */
export function ProductForm({ product, onClose, onSaved }: { product: ProductsRecord | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<ProductValues>(() =>
    product ? productToValues(product, imageUrlOf(product)) : emptyProductValues(),
  )
  const [problems, setProblems] = useState<ProductProblems>({})
  const fetcher = useFetcher<ProductsResult>()
  const { references } = useLoaderData<typeof loader>()
  const nameInput = useRef<HTMLInputElement>(null)
  /** The stock the server has now, read again after it refused a stock change (shown under the field). */
  const [stockNow, setStockNow] = useState<number | null>(null)
  /** The prices whose ×10 / ÷10 change the admin was warned about (saving them again confirms). */
  const [warnedPrices, setWarnedPrices] = useState<Pick<ProductValues, 'price' | 'price_pro'> | null>(null)

  /** New values; the messages shown are checked again, so each goes as soon as its field is right. */
  const update = (next: ProductValues) => {
    setValues(next)
    setProblems((shown) => {
      if (Object.keys(shown).length === 0) return shown
      const again = productProblems(next)
      return Object.fromEntries(
        Object.keys(shown).flatMap((name) => (name in again ? [[name, again[name as keyof ProductProblems]]] : [])),
      ) as ProductProblems
    })
  }
  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => update({ ...values, [key]: value })
  const setRelation = (field: RelationField, ids: string[]) => {
    setValues((previous) => ({ ...previous, relations: { ...previous.relations, [field]: ids } }))
    if (field === 'category' && ids.length > 0) setProblems(({ category: _, ...others }) => others)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = productProblems(values)
    const confirmed = warnedPrices?.price === values.price && warnedPrices.price_pro === values.price_pro
    const warnings = Object.keys(found).length === 0 && !confirmed ? bigPriceChanges(values, product, formatPrice) : {}
    setProblems({ ...found, ...warnings })
    if (Object.keys(found).length > 0) return
    if (Object.keys(warnings).length > 0) {
      setWarnedPrices({ price: values.price, price_pro: values.price_pro })
      return
    }
    const body = productFormData(values)
    body.append('intent', 'save')
    body.append('id', product?.id ?? '')
    for (const entry of imageOrderEntries(values.images)) body.append('image_order', entry)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }

  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const answer = useNewResult(fetcher)
  if (answer?.stored) {
    // The record and its new files are stored; only their order failed. Continue from what is
    // stored, so saving again reorders instead of uploading the files a second time. (Only an
    // update can get here: on create every image is new and already in upload order.)
    // The stock change is stored too: saving again must not send it a second time.
    const stored = { ...answer.stored.record, image: answer.stored.wanted }
    const { images, stock } = productToValues(stored, imageUrlOf(stored))
    setValues((previous) => ({ ...previous, images, stock, loadedStock: stock }))
  }
  // What was typed stays; the next save counts its change from the stock the shop has now.
  const now = answer?.stockNow
  if (now !== undefined && now !== null) {
    setStockNow(now)
    setValues((previous) => ({ ...previous, loadedStock: String(now) }))
  }
  const failure = fetcher.data?.status === 'error' ? fetcher.data.message : null

  const pickers = (references: ReferenceOptions, loading: boolean) => (
    <>
      <ListError>{references.failed ? PRODUCT_TEXTS.referencesFailed : null}</ListError>
      <div className="grid gap-4 sm:grid-cols-2">
        {PICKERS.map((picker) => (
          <RelationPicker
            key={picker.field}
            label={picker.label}
            options={references.options[picker.field]}
            selected={values.relations[picker.field]}
            onChange={(ids) => setRelation(picker.field, ids)}
            emptyText={picker.empty}
            loading={loading}
            required={picker.field === 'category'}
            error={picker.field === 'category' ? problems.category : undefined}
          />
        ))}
      </div>
    </>
  )

  return (
    <Modal title={product ? 'Modifier le produit' : 'Ajouter un produit'} onClose={onClose} initialFocus={nameInput} wide>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={nameInput}
            label="Nom"
            name="name"
            required
            autoComplete="off"
            value={values.name}
            onChange={(event) => update(withName(values, event.target.value))}
            error={problems.name}
          />
          <TextField
            label="Slug"
            name="slug"
            required
            autoComplete="off"
            value={values.slug}
            onChange={(event) => set('slug', event.target.value)}
            hint={`Adresse de la fiche (${paths.product.replace(':slug', '…')}), générée depuis le nom ; modifiable, mais refaite à chaque changement du nom.`}
            error={problems.slug}
          />
          <TextField
            label="Référence"
            name="sku"
            autoComplete="off"
            value={values.sku}
            onChange={(event) => set('sku', event.target.value.toUpperCase())}
            hint="Facultative et unique."
            error={problems.sku}
          />
          <TextareaField
            label="Description"
            name="description"
            rows={4}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            fieldClassName="sm:col-span-2"
          />
          <TextField
            label="Prix (€)"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.price}
            onChange={(event) => set('price', event.target.value)}
            error={problems.price}
          />
          <TextField
            label="Prix professionnel (€)"
            name="price_pro"
            inputMode="decimal"
            autoComplete="off"
            value={values.price_pro}
            onChange={(event) => set('price_pro', event.target.value)}
            hint="Facultatif : vide, les professionnels paient le prix normal."
            error={problems.price_pro}
          />
          <TextField
            label="Stock"
            name="stock"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            disabled={values.is_unique}
            value={values.stock}
            onChange={(event) => set('stock', event.target.value)}
            hint={stockHint(values.is_unique, stockNow)}
            error={problems.stock}
          />
          <div className="space-y-3 sm:pt-7">
            <CheckboxField
              label="Pièce unique"
              name="is_unique"
              checked={values.is_unique}
              onChange={(event) => setValues((previous) => withUnique(previous, event.target.checked))}
            />
            <CheckboxField
              label="Exclusif (réservé aux professionnels)"
              name="exclusive"
              checked={values.exclusive}
              onChange={(event) => set('exclusive', event.target.checked)}
            />
            <PublishedField checked={values.published} onChange={(published) => set('published', published)} />
          </div>
        </div>

        <Deferred value={references} loading={pickers({ options: noOptions(), failed: false }, true)} failed={() => null}>
          {(loaded) => pickers(loaded, false)}
        </Deferred>

        <ImageListEditor label="Images" items={values.images} onChange={(images) => set('images', images)} max={MAX_IMAGES} />

        {Object.keys(problems).length > 0 && <FormAlert>Vérifiez les champs signalés.</FormAlert>}
        <FormAlert>{failure}</FormAlert>
        <FormActions busy={fetcher.state !== 'idle'} onCancel={onClose} />
      </form>
    </Modal>
  )
}
