import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { CheckboxField, FormAlert, SelectField, TextareaField, TextField } from '@/components/form'
import { useToast } from '@/components/toast'
import { formatDate, formatPrice } from '@/lib/format'
import { discountCodesTextMax } from '@/lib/pocketbase-types'
import { PAGE_SIZE } from '../api/list-page'
import { useFetcherResult, type WriteResult } from '../api/record-writes'
import { useDialogSave } from '../api/use-dialog-save'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { timeOf, type TableFilter } from '../components/admin-table'
import { tableButtonClass, tableDangerButtonClass, type Column } from '../components/data-table'
import { DeferredList } from '../components/deferred-list'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { FormActions } from '../components/form-actions'
import { ListTable } from '../components/list-tables'
import { Modal } from '../components/modal'
import { RelationPicker, type RelationOption } from '../components/relation-picker'
import { DISCOUNT_CODES_TEXTS, type DiscountCodeRow, type loader } from './discount-codes-data'
import { discountCodeFormSchema } from './discount-codes-schema'
import { firstOptions, TARGET_SERVERS, type TargetField } from './target-options'

const SCOPES = [
  { value: 'order', label: 'Toute la commande' },
  { value: 'categories', label: 'Des catégories' },
  { value: 'products', label: 'Des produits' },
  { value: 'stones', label: 'Des pierres' },
] as const

const AUDIENCES = [
  { value: 'all', label: 'Particuliers et professionnels' },
  { value: 'retail', label: 'Particuliers seulement' },
  { value: 'pro', label: 'Professionnels seulement' },
] as const

const TARGET_LABELS: Record<TargetField, { label: string; empty: string }> = {
  categories: { label: 'Catégories concernées', empty: 'Aucune catégorie trouvée' },
  products: { label: 'Produits concernés', empty: 'Aucun produit trouvé' },
  stones: { label: 'Pierres concernées', empty: 'Aucune pierre trouvée' },
}

/** « 10 % » or « 5,00 € », and what it applies to. */
function termsText(row: DiscountCodeRow): string {
  const value = row.kind === 'percent' ? `${String(row.value).replace('.', ',')}\u00a0%` : formatPrice(row.value)
  const scope = SCOPES.find((scope) => scope.value === row.scope)?.label.toLowerCase() ?? ''
  const minimum = row.min_basket ? `, dès ${formatPrice(row.min_basket)}` : ''
  return `${value} sur ${scope}${minimum}`
}

function datesText(row: DiscountCodeRow): string {
  if (row.starts_at && row.ends_at) return `du ${formatDate(row.starts_at)} au ${formatDate(row.ends_at)}`
  if (row.ends_at) return `jusqu’au ${formatDate(row.ends_at)}`
  if (row.starts_at) return `à partir du ${formatDate(row.starts_at)}`
  return 'sans limite'
}

function statusText(row: DiscountCodeRow): string {
  if (!row.active) return 'Désactivé'
  const now = Date.now()
  if (row.ends_at && (timeOf(row.ends_at) ?? 0) <= now) return 'Expiré'
  if (row.starts_at && (timeOf(row.starts_at) ?? 0) > now) return 'À venir'
  if (row.max_uses && (row.uses ?? 0) >= row.max_uses) return 'Épuisé'
  return 'Actif'
}

const STATUS_FILTER: TableFilter<DiscountCodeRow> = {
  label: 'Statut',
  options: [
    { value: 'active', label: 'Actifs' },
    { value: 'inactive', label: 'Désactivés' },
  ],
  matches: (row, value) => (value === 'active') === Boolean(row.active),
}

const COLUMNS: Column<DiscountCodeRow>[] = [
  {
    header: 'Code',
    card: 'title',
    cell: (row) => <span className="font-mono text-xs font-medium whitespace-nowrap">{row.code}</span>,
    sortValue: (row) => row.code,
  },
  { header: 'Remise', cell: termsText },
  { header: 'Fin', cell: datesText, sortValue: (row) => timeOf(row.ends_at ?? '') },
  {
    header: 'Utilisations',
    className: 'text-right whitespace-nowrap',
    cell: (row) => (
      <>
        {row.uses ?? 0}
        {row.max_uses ? ` / ${row.max_uses}` : ''}
        {(row.held ?? 0) > 0 && <span className="block text-xs text-ink-muted">{row.held} en cours de paiement</span>}
      </>
    ),
    sortValue: (row) => row.uses ?? 0,
  },
  {
    header: 'Montant remisé',
    className: 'text-right whitespace-nowrap',
    cell: (row) => formatPrice(row.discounted ?? 0),
    sortValue: (row) => row.discounted ?? 0,
  },
  { header: 'Statut', cell: statusText },
]

/** A stored instant → the `datetime-local` entry in the admin's time ('' for none). */
function localEntry(stored: string | undefined): string {
  if (!stored) return ''
  const date = new Date(stored.replace(' ', 'T'))
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The picker of the scope's targets: the first page of its list, then the server's search. */
function TargetPicker({
  field,
  selected,
  onChange,
  error,
}: {
  field: TargetField
  selected: string[]
  onChange: (ids: string[]) => void
  error?: string
}) {
  const [loaded, setLoaded] = useState<{ field: TargetField; items: RelationOption[]; partial: boolean } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    firstOptions(field, controller.signal).then(
      (page) => setLoaded({ field, ...page }),
      () => {
        if (!controller.signal.aborted) setLoaded({ field, items: [], partial: true })
      },
    )
    return () => controller.abort()
  }, [field])
  const current = loaded?.field === field ? loaded : null
  return (
    <RelationPicker
      name={field}
      label={TARGET_LABELS[field].label}
      options={current?.items ?? []}
      selected={selected}
      onChange={onChange}
      emptyText={TARGET_LABELS[field].empty}
      loading={!current}
      required
      error={error}
      server={current?.partial ? TARGET_SERVERS[field] : undefined}
    />
  )
}

/** The code's add / edit dialog: every term (docs/adr/0116), the server's French refusals under each field. */
function DiscountCodeForm({ code, dialog }: { code: DiscountCodeRow | null; dialog: EditDialog<DiscountCodeRow> }) {
  const { fetcher, formRef, errors, check, failure, busy, close, versionInput, conflict } = useDialogSave(discountCodeFormSchema, {
    opened: code?.updated ?? '',
    onSaved: dialog.saved,
    onClose: dialog.close,
    onReload: dialog.reload,
  })
  const [scope, setScope] = useState<string>(code?.scope ?? 'order')
  const [kind, setKind] = useState<string>(code?.kind ?? 'percent')
  const [targets, setTargets] = useState<Record<TargetField, string[]>>({
    categories: code?.categories ?? [],
    products: code?.products ?? [],
    stones: code?.stones ?? [],
  })
  const codeInput = useRef<HTMLInputElement>(null)
  const target = scope === 'order' ? null : (scope as TargetField)

  return (
    <Modal title={code ? `Modifier le code ${code.code}` : 'Ajouter un code promo'} onClose={close} initialFocus={codeInput} wide>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={check} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={code?.id ?? ''} />
        <input {...versionInput} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={codeInput}
            label="Code"
            name="code"
            required
            maxLength={discountCodesTextMax.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={code?.code ?? ''}
            hint="Lettres, chiffres, « - » ou « _ » ; les majuscules et minuscules ne comptent pas."
            error={errors.code}
          />
          <SelectField label="Public" name="audience" defaultValue={code?.audience ?? 'all'} error={errors.audience}>
            {AUDIENCES.map((audience) => (
              <option key={audience.value} value={audience.value}>
                {audience.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Type de remise"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            error={errors.kind}
          >
            <option value="percent">Pourcentage</option>
            <option value="amount">Montant fixe</option>
          </SelectField>
          <TextField
            label={kind === 'percent' ? 'Pourcentage (%)' : 'Montant (€)'}
            name="value"
            required
            inputMode="decimal"
            autoComplete="off"
            defaultValue={code ? String(code.value).replace('.', ',') : ''}
            error={errors.value}
          />
          <SelectField
            label="S’applique à"
            name="scope"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            error={errors.scope}
          >
            {SCOPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Montant minimum du panier (€)"
            name="min_basket"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={code?.min_basket ? String(code.min_basket).replace('.', ',') : ''}
            hint="Sur les articles avant la remise ; vide : aucun minimum."
            error={errors.min_basket}
          />
        </div>
        {target && (
          <TargetPicker
            key={target}
            field={target}
            selected={targets[target]}
            onChange={(ids) => setTargets((current) => ({ ...current, [target]: ids }))}
            error={errors[target]}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Début"
            name="starts_at"
            type="datetime-local"
            defaultValue={localEntry(code?.starts_at)}
            error={errors.starts_at}
          />
          <TextField label="Fin" name="ends_at" type="datetime-local" defaultValue={localEntry(code?.ends_at)} error={errors.ends_at} />
          <TextField
            label="Nombre total d’utilisations"
            name="max_uses"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={code?.max_uses ? String(code.max_uses) : ''}
            hint="Vide : sans limite."
            error={errors.max_uses}
          />
          <TextField
            label="Utilisations par client"
            name="max_uses_per_customer"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={code?.max_uses_per_customer ? String(code.max_uses_per_customer) : ''}
            hint="Vide : sans limite."
            error={errors.max_uses_per_customer}
          />
        </div>
        <CheckboxField label="Réservé à la première commande" name="first_order_only" defaultChecked={code?.first_order_only ?? false} />
        <CheckboxField
          label="Cumulable avec les soldes"
          name="combinable_with_sales"
          defaultChecked={code?.combinable_with_sales ?? false}
          hint="Sinon, les articles soldés ne sont pas remisés."
        />
        <CheckboxField label="Actif" name="active" defaultChecked={code?.active ?? true} />
        <TextareaField
          label="Note interne"
          name="note"
          rows={2}
          maxLength={discountCodesTextMax.note}
          defaultValue={code?.note ?? ''}
          error={errors.note}
        />
        <FormAlert>{failure}</FormAlert>
        {conflict && <EditConflictAlert {...conflict} />}
        <FormActions busy={busy} onCancel={close} />
      </fetcher.Form>
    </Modal>
  )
}

/** « Désactiver »: the code stops at once; the page is read again. */
function DeactivateButton({ row }: { row: DiscountCodeRow }) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  useFetcherResult(fetcher, (result) =>
    toast.show(result.status === 'error' ? result.message : DISCOUNT_CODES_TEXTS.deactivated, {
      tone: result.status === 'error' ? 'error' : 'success',
    }),
  )
  if (!row.active) return null
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="deactivate" />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" className={tableButtonClass} disabled={fetcher.state !== 'idle'} aria-label={`Désactiver le code ${row.code}`}>
        Désactiver
      </button>
    </fetcher.Form>
  )
}

/**
 * /dashboard/codes-promo (docs/adr/0116): the discount codes, 50 a page from the server, newest
 * first, found by code or note; their terms, uses and the amount discounted on paid orders; a code is
 * added or edited in a dialog, deactivated at once, deleted while it has never served.
 */
export function DiscountCodesScreen() {
  const { page } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<DiscountCodeRow>({ created: 'Code promo créé.', updated: 'Code promo mis à jour.' })
  return (
    <AdminPage heading="Codes promo" action={{ label: 'Ajouter un code', onClick: dialog.openNew }}>
      <DeferredList value={page} failed={DISCOUNT_CODES_TEXTS.loadFailed}>
        {(loaded, status) => (
          <ListTable
            items={loaded?.items ?? []}
            status={status}
            paged={loaded && { ...loaded, noun: ['code', 'codes'], label: 'Pages des codes promo' }}
            texts={{ ...DISCOUNT_CODES_TEXTS, caption: `Codes promo, ${PAGE_SIZE} par page, du plus récent au plus ancien` }}
            columns={COLUMNS}
            searchText={(row) => `${row.code} ${row.note ?? ''}`}
            filter={STATUS_FILTER}
            actions={(row, { remove, deleting }) => (
              <span className="inline-flex gap-2">
                <button
                  type="button"
                  className={tableButtonClass}
                  aria-label={`Modifier le code ${row.code}`}
                  onClick={() => dialog.openEdit(row)}
                >
                  Modifier
                </button>
                <DeactivateButton row={row} />
                <button
                  type="button"
                  className={tableDangerButtonClass}
                  aria-label={`Supprimer le code ${row.code}`}
                  disabled={deleting === row.id}
                  onClick={() => remove(row.id)}
                >
                  Supprimer
                </button>
              </span>
            )}
          />
        )}
      </DeferredList>
      {dialog.editing && <DiscountCodeForm key={dialog.formKey} code={dialog.editing === 'new' ? null : dialog.editing} dialog={dialog} />}
    </AdminPage>
  )
}
