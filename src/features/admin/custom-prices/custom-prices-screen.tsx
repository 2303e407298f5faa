import { useFetcher, useLoaderData } from 'react-router-dom'
import { controlClass, errorClass, FormAlert, SelectField, TextField } from '@/components/form'
import { useToast } from '@/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import type { CustomPricesRecord, StonesRecord } from '@/lib/pocketbase-types'
import { customPricesBeadSizeValues } from '@/lib/record-constants/custom-prices'
import { useFetcherResult, useFieldErrors, useRowDelete, type WriteResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { DeferredList } from '../components/deferred-list'
import { PRICE_TEXTS, type loader } from './custom-prices-data'

type PriceRecord = CustomPricesRecord & { expand?: { stone?: StonesRecord } }

/** What a row prices, in the owner's words. */
function priceSubject(row: PriceRecord): string {
  switch (row.kind) {
    case 'bead':
      return `Perle de ${String(row.bead_size).replace('mm', ' mm')} — ${row.expand?.stone?.name ?? 'toutes pierres'}`
    case 'clasp':
      return `Fermoir : ${row.option}`
    case 'charm':
      return `Breloque : ${row.option}`
    case 'steel':
      return 'Éléments en acier inoxydable'
    default:
      return 'Main-d’œuvre'
  }
}

/** A price as the field shows it: « 0,90 ». */
const typedPrice = (price: number | undefined) => (price ?? 0).toFixed(2).replace('.', ',')

/** One row of the table: its label and price saved by its own form (the inputs name it with `form`). */
function PriceRow({ row, remove, deleting }: { row: PriceRecord; remove: (id: string) => void; deleting: boolean }) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  const { errors } = useFieldErrors(fetcher.state === 'idle' ? fetcher.data : undefined)
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') toast.show('Tarif enregistré.', { tone: 'success' })
    else if (result.message) toast.show(result.message, { tone: 'error' })
  })
  const formId = `tarif-${row.id}`
  const subject = priceSubject(row)
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="py-3 pr-3 text-left font-medium">
        {subject}
      </th>
      <td className="py-3 pr-3">
        <input
          form={formId}
          name="label"
          aria-label={`Libellé — ${subject}`}
          defaultValue={row.label}
          maxLength={200}
          aria-invalid={errors.label ? true : undefined}
          className={controlClass}
        />
        {errors.label && <p className={errorClass}>{errors.label}</p>}
      </td>
      <td className="py-3 pr-3">
        <input
          form={formId}
          name="price"
          inputMode="decimal"
          aria-label={`Prix en euros — ${subject}`}
          defaultValue={typedPrice(row.price)}
          aria-invalid={errors.price ? true : undefined}
          className={`${controlClass} w-28 text-right tabular-nums`}
        />
        {errors.price && <p className={errorClass}>{errors.price}</p>}
      </td>
      <td className="py-3">
        <fetcher.Form id={formId} method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="id" value={row.id} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={fetcher.state !== 'idle'}
            aria-label={`Enregistrer — ${subject}`}
          >
            Enregistrer
          </button>
          {row.kind === 'bead' && row.stone && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={deleting}
              onClick={() => remove(row.id)}
              aria-label={`Supprimer — ${subject}`}
            >
              Supprimer
            </button>
          )}
        </fetcher.Form>
      </td>
    </tr>
  )
}

/** Adds the bead price of one stone in one size (the others keep the size's price). */
function AddStonePrice({ stones }: { stones: StonesRecord[] }) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const { errors } = useFieldErrors(result?.intent === 'add' ? result : undefined)
  useFetcherResult(fetcher, (answer) => {
    if (answer.status === 'done') toast.show('Tarif ajouté.', { tone: 'success' })
  })
  return (
    <section aria-labelledby="add-stone-price" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="add-stone-price" className="text-xl font-semibold">
        Ajouter un prix de perle pour une pierre
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Les autres pierres gardent le prix « toutes pierres » de leur taille.</p>
      <fetcher.Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-4 sm:items-start">
        <input type="hidden" name="intent" value="add" />
        <SelectField label="Pierre" name="stone" defaultValue="" error={errors.stone}>
          <option value="">Choisir…</option>
          {stones.map((stone) => (
            <option key={stone.id} value={stone.id}>
              {stone.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Taille" name="bead_size" defaultValue="8mm" error={errors.bead_size}>
          {customPricesBeadSizeValues.map((size) => (
            <option key={size} value={size}>
              {size.replace('mm', ' mm')}
            </option>
          ))}
        </SelectField>
        <TextField label="Libellé" name="label" maxLength={200} error={errors.label} />
        <TextField label="Prix (€)" name="price" inputMode="decimal" error={errors.price} />
        <div className="sm:col-span-4">
          <FormAlert>{result?.status === 'error' ? result.message : null}</FormAlert>
          <button type="submit" className={primaryButtonClass} disabled={fetcher.state !== 'idle'}>
            Ajouter ce tarif
          </button>
        </div>
      </fetcher.Form>
    </section>
  )
}

/**
 * /dashboard/tarifs-sur-mesure (docs/adr/0126): the owner's price table, from which the composer on
 * /sur-mesure and the server estimate a bracelet (per bead of each size, or of one stone in one size;
 * per clasp; per charm; the steel elements; the labour).
 */
export function CustomPricesScreen() {
  const { prices, stones } = useLoaderData<typeof loader>()
  const { deleting, remove } = useRowDelete(PRICE_TEXTS.confirmDelete)
  return (
    <AdminPage heading="Tarifs sur-mesure">
      <p className="text-sm text-ink-muted">
        Prix TTC en euros. Ils donnent l’estimation affichée aux visiteurs qui composent un bracelet ; le devis reste le prix définitif.
      </p>
      <DeferredList value={prices} failed={PRICE_TEXTS.loadFailed}>
        {(rows, status) => (
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface px-4">
            <table className="w-full text-sm">
              <caption className="sr-only">Tarifs sur-mesure</caption>
              <thead>
                <tr className="text-left text-ink-muted">
                  <th scope="col" className="py-3 pr-3 font-medium">
                    Élément
                  </th>
                  <th scope="col" className="py-3 pr-3 font-medium">
                    Libellé
                  </th>
                  <th scope="col" className="py-3 pr-3 font-medium">
                    Prix (€)
                  </th>
                  <th scope="col" className="py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {status === 'loading' && (
                  <tr>
                    <td colSpan={4} className="py-3">
                      Chargement...
                    </td>
                  </tr>
                )}
                {(rows as PriceRecord[] | null)?.map((row) => (
                  <PriceRow key={row.id} row={row} remove={remove} deleting={deleting === row.id} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeferredList>
      <DeferredList value={stones} failed="Échec de la récupération des pierres">
        {(list) => list && <AddStonePrice stones={list} />}
      </DeferredList>
    </AdminPage>
  )
}
