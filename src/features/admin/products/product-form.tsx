import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, useFetcher, useLoaderData, useRevalidator } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { CheckboxField, FormAlert, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { adminPaths } from '@/lib/admin-paths'
import { fileUrl } from '@/lib/file-url'
import { formatPrice } from '@/lib/format'
import type { FieldErrors } from '@/lib/form-schema'
import { href, paths } from '@/lib/paths'
import { slugify } from '@/lib/slugify'
import { productsImageUpload, type ProductsRecord, productsTextMax } from '@/lib/pocketbase-types'
import type { EditConflict } from '../api/edit-version'
import { useFetcherResult, useNewResult } from '../api/record-writes'
import { useEditVersion } from '../api/use-edit-version'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { FormActions } from '../components/form-actions'
import { ImageListEditor } from '../components/image-list-editor'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { RelationPicker, type RelationServer } from '../components/relation-picker'
import { PriceHistory } from './price-history'
import { ProTiersFields } from './pro-tiers-fields'
import { PublishedField } from './published-field'
import { appendImages, imageOrderEntries } from './product-save'
import {
  bigPriceChanges,
  emptyProductValues,
  LOADED_STOCK,
  productFormValues,
  productProblems,
  productToValues,
  RELATION_FIELDS,
  type ProductProblems,
  type ProductValues,
  type RelationField,
} from './product-values'
import { PRODUCT_TEXTS, type loader, type ProductsResult } from './products-data'
import { noOptions, referenceOptionsById, searchReferenceOptions, type ReferenceOptions } from './reference-options'

/** The schema's maximum number of product images (pb_migrations: maxSelect 12). */
const MAX_IMAGES = 12

/** Each picker's server, used once its list exceeds a page (docs/adr/0100); made once, so a picker's search is not restarted by a render. */
const PICKER_SERVERS = Object.fromEntries(
  RELATION_FIELDS.map((field) => [
    field,
    {
      search: (typed, signal) => searchReferenceOptions(field, typed, signal),
      named: (ids, signal) => referenceOptionsById(field, ids, signal),
    } satisfies RelationServer,
  ]),
) as Record<RelationField, RelationServer>

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

function imageUrlOf(product: Omit<ProductsRecord, 'expand'>) {
  return (name: string) => fileUrl(product, name, { thumb: '100x100' })
}

function stockHint(isUnique: boolean, stockNow: number | null, sized = false): string | undefined {
  const now = stockNow === null ? '' : `Stock actuel en boutique : ${stockNow} ; le nombre saisi sera enregistré tel quel.`
  const unique = isUnique ? 'Une pièce unique a toujours un stock de 1.' : ''
  // A product in sizes is sold from its sizes' stock (docs/adr/0108).
  const sizes = sized ? 'Vendu en tailles : ce stock n’est pas vendu, réglez celui de chaque taille dans « Tailles et combinaisons ».' : ''
  return [sizes, unique, now].filter(Boolean).join(' ') || undefined
}

/** The reference as typed, upper-cased at once (the caret stays where it was). */
function upperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const caret = input.selectionStart
  input.value = input.value.toUpperCase()
  if (caret !== null) input.setSelectionRange(caret, caret)
}

/**
 * The product's add / edit form in a dialog: every field and relation of docs/product/rules.md#records, the unique/stock
 * and name/slug rules of docs/product/rules.md#product-form, the ordered images. The fields hold what is typed
 * (`defaultValue`); the save reads the form's entries (`productFormValues`), checked by the form's rules
 * here first and again by the route's action. Live state is kept only where the screen needs it:
 * the pickers' choices, the images' list, the stock (« Pièce unique » fixes it; a save that stored
 * the record sets it) and the messages. A failed save keeps everything typed and shows
 * 'Échec de la sauvegarde du produit. ' with the server's message; success closes it (`onSaved`).
 * The save names the version the form opened; one refused because someone saved the product since
 * shows « Recharger » (`onReload`, the product as it is now) and « Garder mon texte » (docs/adr/0083).
 * Closing it with unsaved changes asks first.
 */
export function ProductForm({
  product,
  onClose,
  onSaved,
  onReload,
}: {
  product: Omit<ProductsRecord, 'expand'> | null
  onClose: () => void
  onSaved: () => void
  onReload: (record: NonNullable<EditConflict['record']>) => void
}) {
  const [initial] = useState<ProductValues>(() => (product ? productToValues(product, imageUrlOf(product)) : emptyProductValues()))
  const [relations, setRelations] = useState(initial.relations)
  const [images, setImages] = useState(initial.images)
  const [isUnique, setIsUnique] = useState(initial.is_unique)
  const [stock, setStock] = useState(initial.stock)
  /** The stock the next save counts its change from (docs/adr/0037); null for a new product. */
  const [loadedStock, setLoadedStock] = useState(initial.loadedStock)
  const [problems, setProblems] = useState<ProductProblems>({})
  /** The last refused save's fields (the form's checks or the server's), for the focus. */
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  const fetcher = useFetcher<ProductsResult>()
  const { references } = useLoaderData<typeof loader>()
  const formRef = useRef<HTMLFormElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const slugInput = useRef<HTMLInputElement>(null)
  /** The stock the server has now, read again after it refused a stock change (shown under the field). */
  const [stockNow, setStockNow] = useState<number | null>(null)
  /** The prices whose ×10 / ÷10 change the admin was warned about (saving them again confirms). */
  const [warnedPrices, setWarnedPrices] = useState<Pick<ProductValues, 'price' | 'price_pro'> | null>(null)
  useFocusFirstError(formRef, refusal)
  const { versionInput, saveOver, adopt } = useEditVersion(product?.updated ?? '', formRef)
  const { guard } = useUnsavedChanges(formRef, { extra: images })
  const close = guard(onClose)
  const revalidator = useRevalidator()

  /** Any edit: the messages shown are checked again, so each goes as soon as its field is right. */
  function recheck(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(problems).length === 0) return
    const again = productProblems(productFormValues(new FormData(event.currentTarget)))
    setProblems((shown) => {
      if (Object.keys(shown).length === 0) return shown
      return Object.fromEntries(
        Object.keys(shown).flatMap((name) => (name in again ? [[name, again[name as keyof ProductProblems]]] : [])),
      ) as ProductProblems
    })
  }
  const setRelation = (field: RelationField, ids: string[]) => {
    setRelations((previous) => ({ ...previous, [field]: ids }))
    if (field === 'category' && ids.length > 0) setProblems(({ category: _, ...others }) => others)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    const values = productFormValues(body)
    const found = productProblems(values)
    const confirmed = warnedPrices?.price === values.price && warnedPrices.price_pro === values.price_pro
    const warnings = Object.keys(found).length === 0 && !confirmed ? bigPriceChanges(values, product, formatPrice) : {}
    const shown: ProductProblems = { ...found, ...warnings }
    setProblems(shown)
    if (Object.keys(shown).length > 0) setRefusal({ fields: shown })
    if (Object.keys(found).length > 0) return
    if (Object.keys(warnings).length > 0) {
      setWarnedPrices({ price: values.price, price_pro: values.price_pro })
      return
    }
    appendImages(body, images)
    for (const entry of imageOrderEntries(images)) body.append('image_order', entry)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }

  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const answer = useNewResult(fetcher)
  // A conflict takes the focus to its own choice (EditConflictAlert), not to the form's button.
  if (answer?.status === 'error' && !answer.conflict) {
    setRefusal(answer)
    // The action's own check refused the fields (the form's rules): their messages go on them.
    if (!answer.message) setProblems(answer.fields)
  }
  if (answer?.stored) {
    // The record and its new files are stored; only their order failed. Continue from what is
    // stored, so saving again reorders instead of uploading the files a second time. (Only an
    // update can get here: on create every image is new and already in upload order.)
    // The stock change is stored too: saving again must not send it a second time.
    const stored = { ...answer.stored.record, image: answer.stored.wanted }
    const values = productToValues(stored, imageUrlOf(stored))
    setImages(values.images)
    setStock(values.stock)
    setLoadedStock(values.stock)
    // That version is the form's own: saving again must not be a conflict with it.
    adopt(answer.stored.record.updated)
  }
  // What was typed stays; the next save counts its change from the stock the shop has now.
  const now = answer?.stockNow
  if (now !== undefined && now !== null) {
    setStockNow(now)
    setLoadedStock(String(now))
  }
  const refused = fetcher.data?.status === 'error' ? fetcher.data : null
  const failure = refused && !refused.conflict ? refused.message : null
  const busy = fetcher.state !== 'idle'

  const pickers = (references: ReferenceOptions, loading: boolean) => (
    <>
      <ListError>{references.failed ? PRODUCT_TEXTS.referencesFailed : null}</ListError>
      <div className="grid gap-4 sm:grid-cols-2">
        {PICKERS.map((picker) => (
          <RelationPicker
            key={picker.field}
            name={picker.field}
            label={picker.label}
            options={references.options[picker.field]}
            selected={relations[picker.field]}
            onChange={(ids) => setRelation(picker.field, ids)}
            emptyText={picker.empty}
            loading={loading}
            required={picker.field === 'category'}
            error={picker.field === 'category' ? problems.category : undefined}
            server={references.partial[picker.field] ? PICKER_SERVERS[picker.field] : undefined}
          />
        ))}
      </div>
    </>
  )

  return (
    <Modal title={product ? 'Modifier le produit' : 'Ajouter un produit'} onClose={close} initialFocus={nameInput} wide>
      <form ref={formRef} noValidate onSubmit={onSubmit} onChange={recheck} className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={product?.id ?? ''} />
        <input {...versionInput} />
        {loadedStock !== null && <input type="hidden" name={LOADED_STOCK} value={loadedStock} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={nameInput}
            label="Nom"
            name="name"
            maxLength={productsTextMax.name}
            required
            autoComplete="off"
            defaultValue={initial.name}
            // docs/product/rules.md#product-form: the name writes the slug again, whatever was typed there.
            onChange={(event) => {
              if (slugInput.current) slugInput.current.value = slugify(event.target.value)
            }}
            error={problems.name}
          />
          <TextField
            ref={slugInput}
            label="Slug"
            name="slug"
            maxLength={productsTextMax.slug}
            required
            autoComplete="off"
            defaultValue={initial.slug}
            hint={`Adresse de la fiche (${paths.product.replace(':slug', '…')}), générée depuis le nom ; modifiable, mais refaite à chaque changement du nom.`}
            error={problems.slug}
          />
          <TextField
            label="Référence"
            name="sku"
            maxLength={productsTextMax.sku}
            autoComplete="off"
            defaultValue={initial.sku}
            onChange={upperCase}
            hint="Facultative et unique."
            error={problems.sku}
          />
          <TextareaField
            label="Description"
            name="description"
            maxLength={productsTextMax.description}
            rows={4}
            defaultValue={initial.description}
            fieldClassName="sm:col-span-2"
          />
          <TextField
            label="Prix (€)"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={initial.price}
            error={problems.price}
          />
          <TextField
            label="Prix professionnel (€)"
            name="price_pro"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.price_pro}
            hint="Facultatif : vide, les professionnels paient le prix normal."
            error={problems.price_pro}
          />
          <TextField
            label="Minimum par commande pro (pièces)"
            name="pro_min_qty"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={initial.pro_min_qty}
            hint="Facultatif : le nombre de pièces qu’un professionnel commande au moins (ses tailles comptées ensemble)."
            error={problems.pro_min_qty}
          />
          <ProTiersFields initial={initial.pro_tiers} error={problems.pro_tiers} />
          <TextField
            label="Prix de revient (€)"
            name="cost_price"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.cost_price}
            hint="Facultatif, jamais montré aux clients : la valeur du stock au prix de revient."
            error={problems.cost_price}
          />
          <TextField
            label="Stock"
            name="stock"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            disabled={isUnique}
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            hint={stockHint(isUnique, stockNow, Array.isArray(product?.options) && product.options.length > 0)}
            error={problems.stock}
          />
          <div className="space-y-3 sm:pt-7">
            <CheckboxField
              label="Pièce unique"
              name="is_unique"
              defaultChecked={initial.is_unique}
              // docs/product/rules.md#product-form: unique fixes the stock at 1; unticked, the stock is cleared.
              onChange={(event) => {
                setIsUnique(event.target.checked)
                setStock(event.target.checked ? '1' : '')
              }}
            />
            <CheckboxField label="Exclusif (réservé aux professionnels)" name="exclusive" defaultChecked={initial.exclusive} />
            <PublishedField defaultChecked={initial.published} />
          </div>
          {product && (
            // The product's stock history and its count (docs/adr/0098); its sizes (docs/adr/0108).
            <p className="text-sm sm:col-span-2">
              <Link to={href(adminPaths.productStock, { id: product.id })} className="font-medium text-accent underline underline-offset-4">
                Historique du stock et inventaire
              </Link>
              {!isUnique && (
                <>
                  {' · '}
                  <Link
                    to={href(adminPaths.productSizes, { id: product.id })}
                    className="font-medium text-accent underline underline-offset-4"
                  >
                    Tailles et combinaisons
                  </Link>
                </>
              )}
            </p>
          )}
          {product && <PriceHistory productId={product.id} />}
        </div>

        <Deferred value={references} loading={pickers({ options: noOptions(), partial: {}, failed: false }, true)} failed={() => null}>
          {(loaded) => pickers(loaded, false)}
        </Deferred>

        <ImageListEditor label="Images" items={images} onChange={setImages} max={MAX_IMAGES} upload={productsImageUpload} />

        {Object.keys(problems).length > 0 && <FormAlert>Vérifiez les champs signalés.</FormAlert>}
        <FormAlert>{failure}</FormAlert>
        {refused?.conflict && (
          <EditConflictAlert
            message={refused.message}
            conflict={refused.conflict}
            busy={busy}
            onKeep={saveOver}
            onReload={(record) => {
              onReload(record)
              void revalidator.revalidate()
            }}
          />
        )}
        <FormActions busy={busy} onCancel={close} />
      </form>
    </Modal>
  )
}
