import { useRef, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router-dom'
import { FormAlert, SelectField, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { checkBeforeSending, useFieldErrors } from '../api/record-writes'
import { tableButtonClass } from '../components/data-table'
import { Modal } from '../components/modal'
import {
  bulkPriceSchema,
  productCount as products,
  bulkStockSchema,
  changedPrice,
  parseChange,
  type BulkAction,
  type BulkReport,
  type PriceField,
} from './product-bulk-schema'
import type { ProductRow, ProductsResult } from './products-data'

const TITLES: Record<BulkAction, (count: number) => string> = {
  publish: (count) => `Publier ${products(count)}`,
  hide: (count) => `Masquer ${products(count)}`,
  price: (count) => `Modifier les prix de ${products(count)}`,
  stock: (count) => `Ajouter ou retirer du stock : ${products(count)}`,
}

/** The past participle of each action, agreed with the count (« 3 produits publiés »). */
const DONE: Record<BulkAction, string> = { publish: 'publié', hide: 'masqué', price: 'modifié', stock: 'modifié' }

/** What a product the preview shows (a row of the list: the selection may reach beyond the page). */
export type BulkSample = Pick<ProductRow, 'id' | 'name' | 'price' | 'price_pro'>

/** The server's report: how many were changed, and each refused product with its reason. */
export function BulkReportView({ report }: { report: BulkReport }) {
  const done = report.done.length
  const refused = report.refused.length
  const word = DONE[report.action] + (done > 1 ? 's' : '')
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="font-medium">{done === 0 ? 'Aucun produit n’a été modifié.' : `${products(done)} ${word}.`}</p>
      {refused > 0 && (
        <>
          <p className="font-medium text-danger-700 dark:text-danger-100">
            {refused > 1 ? `${products(refused)} refusés :` : '1 produit refusé :'}
          </p>
          <ul className="max-h-64 space-y-2 overflow-y-auto break-words">
            {report.refused.map((item) => (
              <li key={item.id}>
                <strong>{item.name || 'Produit introuvable'}</strong> : {item.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** « Bracelet Lune : 39,90 € → 43,89 € » for the first two selected products the page shows. */
function PricePreview({
  samples,
  field,
  by,
  direction,
  value,
}: {
  samples: BulkSample[]
  field: PriceField
  by: string
  direction: string
  value: string
}) {
  const amount = parseChange(value)
  if (!(amount > 0) || samples.length === 0) return null
  const signed = direction === 'down' ? -amount : amount
  return (
    <div className="rounded-xl border border-line p-3 text-sm">
      <p className="mb-1 font-medium">Aperçu</p>
      <ul className="space-y-1">
        {samples.slice(0, 2).map((sample) => {
          const old = sample[field] ?? 0
          const label =
            field === 'price_pro' && !old
              ? 'pas de prix professionnel'
              : `${formatPrice(old)} → ${formatPrice(changedPrice(old, by === 'amount' ? 'amount' : 'percent', signed))}`
          return (
            <li key={sample.id} className="break-words">
              {sample.name} : {label}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/**
 * A bulk action on the selected products (docs/adr/0096): its fields, sent to the route's action in one
 * request; the dialog then shows the server's report (changed, refused with their reasons). A refusal
 * of the request keeps every typed value.
 */
export function ProductBulkDialog({
  action,
  ids,
  samples,
  onClose,
}: {
  action: BulkAction
  /** The selected products (all those matching the filter, maybe beyond the page). */
  ids: string[]
  /** The selected rows the page shows, for the price preview. */
  samples: BulkSample[]
  /** With the server's report once there is one. */
  onClose: (report?: BulkReport) => void
}) {
  const fetcher = useFetcher<ProductsResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const { errors, refusal, show, clear } = useFieldErrors(fetcher.data)
  useFocusFirstError(formRef, refusal)
  const [price, setPrice] = useState({ field: 'price' as PriceField, by: 'percent', direction: 'up', value: '' })
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const report = result?.status === 'done' ? result.report : undefined
  const failure = result?.status === 'error' ? result.message : ''
  const check = checkBeforeSending(action === 'price' ? bulkPriceSchema : bulkStockSchema, show)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if ((action === 'price' || action === 'stock') && !check(event)) return
    event.preventDefault()
    void fetcher.submit(new FormData(event.currentTarget), { method: 'post' })
  }

  const title = TITLES[action](ids.length)
  if (report) {
    const close = () => onClose(report)
    return (
      <Modal
        title={title}
        onClose={close}
        footer={
          <button type="button" onClick={close} className={`${primaryButtonClass} min-h-11`}>
            Terminé
          </button>
        }
      >
        <BulkReportView report={report} />
      </Modal>
    )
  }

  const setPriceField = (name: keyof typeof price) => (event: { target: { value: string } }) => {
    setPrice((current) => ({ ...current, [name]: event.target.value }))
    clear(name)
  }

  return (
    <Modal title={title} onClose={() => onClose()}>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="bulk" value={action} />
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <FormAlert>{failure || null}</FormAlert>
        {action === 'publish' && <p className="text-sm">Les produits choisis seront visibles dans la boutique.</p>}
        {action === 'hide' && (
          <p className="text-sm">
            Les produits choisis ne seront plus visibles dans la boutique ni achetables ; leurs fiches sont gardées.
          </p>
        )}
        {action === 'price' && (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <SelectField label="Prix à modifier" name="field" value={price.field} onChange={setPriceField('field')} error={errors.field}>
                <option value="price">Prix public</option>
                <option value="price_pro">Prix professionnel</option>
              </SelectField>
              <SelectField
                label="Sens"
                name="direction"
                value={price.direction}
                onChange={setPriceField('direction')}
                error={errors.direction}
              >
                <option value="up">Augmenter</option>
                <option value="down">Baisser</option>
              </SelectField>
              <SelectField label="Modification" name="by" value={price.by} onChange={setPriceField('by')} error={errors.by}>
                <option value="percent">En pourcentage (%)</option>
                <option value="amount">En euros (€)</option>
              </SelectField>
            </div>
            <TextField
              label={price.by === 'amount' ? 'Montant (€)' : 'Pourcentage (%)'}
              name="value"
              inputMode="decimal"
              autoComplete="off"
              value={price.value}
              onChange={setPriceField('value')}
              error={errors.value}
              hint="Arrondi au centime. Un produit dont le nouveau prix enfreindrait une règle de sa fiche est refusé et n’est pas modifié."
            />
            <PricePreview samples={samples} {...price} />
          </>
        )}
        {action === 'stock' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Sens" name="direction" defaultValue="add" error={errors.direction}>
              <option value="add">Ajouter</option>
              <option value="remove">Retirer</option>
            </SelectField>
            <TextField
              label="Nombre de pièces"
              name="quantity"
              inputMode="numeric"
              autoComplete="off"
              error={errors.quantity}
              onChange={() => clear('quantity')}
              hint="Ajouté au stock du moment : une vente faite entre-temps reste vendue."
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={() => onClose()} className={`${secondaryButtonClass} min-h-11`}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyLabel="Modification…">
            {action === 'publish' ? 'Publier' : action === 'hide' ? 'Masquer' : 'Appliquer'}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </Modal>
  )
}

const BUTTONS: Array<[BulkAction, string]> = [
  ['publish', 'Publier'],
  ['hide', 'Masquer'],
  ['price', 'Modifier les prix'],
  ['stock', 'Ajouter / retirer du stock'],
]

/**
 * The products list's bulk actions for the selected rows (inside the list's SelectionBar), each
 * opening its dialog. `onDone` gets the ids the server changed, once its report is closed.
 */
export function ProductBulkActions({ ids, samples, onDone }: { ids: string[]; samples: BulkSample[]; onDone?: (done: string[]) => void }) {
  const [open, setOpen] = useState<BulkAction | null>(null)
  // The selection as it was when the dialog opened: a list re-read behind it does not change it.
  const [chosen, setChosen] = useState<{ ids: string[]; samples: BulkSample[] }>({ ids, samples })
  return (
    <>
      {BUTTONS.map(([action, label]) => (
        <button
          key={action}
          type="button"
          onClick={() => {
            setChosen({ ids, samples })
            setOpen(action)
          }}
          className={tableButtonClass}
        >
          {label}
        </button>
      ))}
      {open && (
        <ProductBulkDialog
          action={open}
          ids={chosen.ids}
          samples={chosen.samples}
          onClose={(report) => {
            setOpen(null)
            if (report) onDone?.(report.done.map((item) => item.id))
          }}
        />
      )}
    </>
  )
}
