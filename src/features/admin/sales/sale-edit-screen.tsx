import { useState } from 'react'
import { Form, Link, useLoaderData } from 'react-router-dom'
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { formatPrice } from '@/lib/format'
import { formFailure } from '@/lib/form-errors'
import { formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { SalesRecord } from '@/lib/pocketbase-types'
import { foldText } from '@/lib/search'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { useVersionedRouteForm } from '../api/use-versioned-route-form'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { RelationPicker, type RelationOption, type RelationServer } from '../components/relation-picker'
import { previewSale, SALE_TEXTS, type CategoryOption, type SaleEditData, type SalePreview, type SaleSaveResult } from './sale-edit-data'
import { saleInput, toLocalInput, toStoredDate } from './sale-edit-schema'

const NBSP = '\u00a0'
const linkClass = 'rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline'

/** The products, found by the server's folded search column (docs/adr/0090), 20 at a time. */
const PRODUCTS: RelationServer = {
  search: (typed, signal) =>
    pb
      .collection('products')
      .getList<RelationOption>(1, 20, {
        filter: foldText(typed)
          .split(' ')
          .filter(Boolean)
          .map((word) => pb.filter('search ~ {:word}', { word }))
          .join(' && '),
        sort: 'name',
        fields: 'id,name',
        signal,
        requestKey: null,
      })
      .then((page) => page.items),
  named: (ids, signal) =>
    pb.collection('products').getFullList<RelationOption>({
      filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
      fields: 'id,name',
      signal,
      requestKey: null,
    }),
}

/**
 * /dashboard/soldes/:id (docs/adr/0115): a sale's name, percentage, scope, dates, whether it is on,
 * and the « before » price the owner may type. « Voir les prix de référence » asks the server, before
 * saving, the reference the law imposes per covered product and warns when the « before » price would
 * mislead. Nothing typed is lost on a refusal; leaving with unsaved changes asks first. The save names
 * the version the form opened; one refused because another admin saved the sale since offers
 * « Recharger » and « Garder mon texte » (docs/adr/0083, 0121).
 */
export function SaleEditScreen() {
  const data = useLoaderData() as SaleEditData
  if ('failed' in data) {
    return (
      <AdminPage heading={SALE_TEXTS.edit}>
        <ListError>{SALE_TEXTS.loadFailed}</ListError>
        <Link to={adminPaths.sales} className={linkClass}>
          Retour aux soldes
        </Link>
      </AdminPage>
    )
  }
  return <SaleForm key={data.sale?.updated ?? 'new'} sale={data.sale} categories={data.categories} names={data.names} />
}

function SaleForm({ sale, categories, names }: { sale: SalesRecord | null; categories: CategoryOption[]; names: CategoryOption[] }) {
  const { busy, formRef, errors, head } = useVersionedRouteForm<SaleSaveResult>(sale?.updated ?? '', SALE_TEXTS.saved)
  const [scope, setScope] = useState<string>(sale?.scope ?? 'all')
  const [products, setProducts] = useState<string[]>(sale?.products ?? [])
  const [chosenCategories, setCategories] = useState<string[]>(sale?.categories ?? [])
  const [preview, setPreview] = useState<SalePreview | null>(null)
  const [previewError, setPreviewError] = useState('')
  const [previewing, setPreviewing] = useState(false)
  useUnsavedChanges(formRef, { baseline: sale?.updated ?? '', extra: `${products.join()}|${chosenCategories.join()}` })

  async function showPreview() {
    const form = formRef.current
    if (!form) return
    const data = new FormData(form)
    const typed = formValues(data)
    const chosen = saleInput(data, typed)
    setPreviewing(true)
    setPreviewError('')
    try {
      setPreview(
        await previewSale({
          percent: Number(typed.percent),
          scope: typed.scope ?? '',
          products: chosen.products,
          categories: chosen.categories,
          starts_at: toStoredDate(typed.starts_at ?? ''),
          before_price: Number((typed.before_price ?? '').replace(',', '.')) || 0,
        }),
      )
    } catch (error) {
      setPreview(null)
      setPreviewError(formFailure(error, { fallback: SALE_TEXTS.previewFailed }).message)
    } finally {
      setPreviewing(false)
    }
  }

  return (
    <AdminPage heading={sale ? `${SALE_TEXTS.edit} « ${sale.name} »` : SALE_TEXTS.create}>
      <p className="text-sm text-ink-muted">
        <Link to={adminPaths.sales} className={linkClass}>
          Retour aux soldes
        </Link>
      </p>
      <Form ref={formRef} method="post" noValidate className="space-y-6" aria-label={sale ? SALE_TEXTS.edit : SALE_TEXTS.create}>
        {head}
        <fieldset className="space-y-4 rounded-3xl border border-line bg-surface p-5 sm:p-6">
          <legend className="px-2 text-lg font-semibold text-ink">L’opération</legend>
          <TextField id="sale-name" label="Nom" name="name" maxLength={120} required defaultValue={sale?.name ?? ''} error={errors.name} />
          <TextField
            id="sale-percent"
            label="Réduction (en %)"
            name="percent"
            inputMode="numeric"
            required
            defaultValue={sale ? String(sale.percent) : ''}
            hint="Un nombre entier de 1 à 90, appliqué au prix public."
            error={errors.percent}
          />
          <SelectField
            id="sale-scope"
            label="Porte sur"
            name="scope"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            error={errors.scope}
          >
            <option value="all">Toute la boutique</option>
            <option value="products">Des produits</option>
            <option value="categories">Des catégories</option>
          </SelectField>
          {scope === 'products' && (
            <RelationPicker
              name="products"
              label="Produits"
              options={names}
              selected={products}
              onChange={setProducts}
              emptyText="Aucun produit"
              required
              error={errors.products}
              server={PRODUCTS}
            />
          )}
          {scope === 'categories' && (
            <RelationPicker
              name="categories"
              label="Catégories"
              options={categories}
              selected={chosenCategories}
              onChange={setCategories}
              emptyText="Aucune catégorie"
              required
              error={errors.categories}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="sale-start"
              label="Début"
              name="starts_at"
              type="datetime-local"
              required
              defaultValue={toLocalInput(sale?.starts_at)}
              error={errors.starts_at}
            />
            <TextField
              id="sale-end"
              label="Fin"
              name="ends_at"
              type="datetime-local"
              required
              defaultValue={toLocalInput(sale?.ends_at)}
              error={errors.ends_at}
            />
          </div>
          <CheckboxField
            id="sale-active"
            name="active"
            label="Active (appliquée entre ces dates)"
            defaultChecked={sale ? Boolean(sale.active) : true}
            error={errors.active}
          />
          <TextField
            id="sale-before"
            label="Prix « avant » (facultatif, en €)"
            name="before_price"
            inputMode="decimal"
            defaultValue={sale?.before_price ? String(sale.before_price).replace('.', ',') : ''}
            hint="Jamais affiché : la boutique montre le prix de référence que la loi impose. Il sert à vérifier qu’il ne serait pas trompeur."
            error={errors.before_price}
          />
        </fieldset>
        <section aria-labelledby="sale-preview-title" className="space-y-3 rounded-3xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="sale-preview-title" className="text-lg font-semibold text-ink">
            Prix de référence
          </h2>
          <p className="text-sm text-ink-muted">
            Le prix barré est le plus bas des 30{NBSP}jours avant le début des soldes (article L112-1-1 du Code de la consommation), et le
            pourcentage affiché est calculé sur lui.
          </p>
          <button type="button" className={secondaryButtonClass} onClick={() => void showPreview()} disabled={previewing}>
            {previewing ? 'Calcul en cours…' : 'Voir les prix de référence'}
          </button>
          <FormAlert>{previewError || null}</FormAlert>
          {preview?.misleading ? (
            <p
              role="alert"
              className="rounded-2xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {preview.misleading}
            </p>
          ) : null}
          {preview && (
            <table className="w-full text-sm">
              <caption className="sr-only">Prix de référence par produit</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">Produit</th>
                  <th scope="col" className="text-right">
                    Prix
                  </th>
                  <th scope="col" className="text-right">
                    Prix soldé
                  </th>
                  <th scope="col" className="text-right">
                    Prix de référence
                  </th>
                  <th scope="col" className="text-right">
                    Réduction affichée
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.items.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="text-left font-normal">
                      {row.name}
                      {row.misleading ? ' (prix « avant » trompeur)' : ''}
                    </th>
                    <td className="text-right whitespace-nowrap">{formatPrice(row.price)}</td>
                    <td className="text-right whitespace-nowrap">{formatPrice(row.charged)}</td>
                    <td className="text-right whitespace-nowrap">{formatPrice(row.reference)}</td>
                    <td className="text-right whitespace-nowrap">{row.percent > 0 ? `\u2212${row.percent}${NBSP}%` : 'Aucune'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview?.items.length === 0 && <p className="text-sm text-ink-muted">Aucun produit concerné.</p>}
          {preview?.truncated && <p className="text-sm text-ink-muted">Les 50 premiers produits par nom.</p>}
        </section>
        <SubmitButton busy={busy}>Enregistrer</SubmitButton>
      </Form>
    </AdminPage>
  )
}
