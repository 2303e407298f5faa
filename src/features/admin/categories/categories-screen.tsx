import { useRef, useState } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, TextField, useFocusFirstError } from '@/components/form'
import { formatDate } from '@/lib/format'
import type { CategoriesRecord } from '@/lib/pocketbase-types'
import { slugify } from '@/lib/slugify'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { checkBeforeSending, useFetcherResult, useFieldErrors, useRowDelete, type WriteResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { timeOf, useAdminTable } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { FormActions } from '../components/form-actions'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'
import { TableToolbar } from '../components/table-toolbar'
import { CATEGORY_TEXTS, type loader } from './categories-data'
import { categorySchema } from './categories-schema'

/** The category's add / edit dialog: name and slug, the slug remade from the name as for products. */
function CategoryForm({ category, onClose, onSaved }: { category: CategoriesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(category?.name ?? '')
  const [slug, setSlug] = useState(category?.slug ?? '')
  const fetcher = useFetcher<WriteResult>()
  const failure = fetcher.data?.status === 'error' ? fetcher.data : undefined
  const { errors, refusal, show } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  useFocusFirstError(formRef, refusal)
  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())

  return (
    <Modal title={category ? 'Modifier la catégorie' : 'Ajouter une catégorie'} onClose={onClose} initialFocus={nameInput}>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={checkBeforeSending(categorySchema, show)} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={category?.id ?? ''} />
        <TextField
          ref={nameInput}
          label="Nom"
          name="name"
          required
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setSlug(slugify(event.target.value))
          }}
          error={errors.name}
        />
        <TextField
          label="Slug"
          name="slug"
          required
          autoComplete="off"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          hint="Généré depuis le nom ; modifiable, mais refait à chaque changement du nom."
          error={errors.slug}
        />
        <FormAlert>{failure?.message}</FormAlert>
        <FormActions busy={fetcher.state !== 'idle'} onCancel={onClose} />
      </fetcher.Form>
    </Modal>
  )
}

function CategoriesTable({
  items,
  status,
  dialog,
}: {
  items: CategoriesRecord[]
  status: ListStatus
  dialog: EditDialog<CategoriesRecord>
}) {
  const { deleting, remove } = useRowDelete('Êtes-vous sûr de vouloir supprimer cette catégorie ?')
  const columns: Column<CategoriesRecord>[] = [
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
    { header: 'Slug', cell: (row) => <span className="font-mono text-xs">{row.slug}</span>, sortValue: (row) => row.slug },
    { header: 'Créée le', className: 'whitespace-nowrap', cell: (row) => formatDate(row.created), sortValue: (row) => timeOf(row.created) },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions name={row.name} onEdit={() => dialog.openEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
      ),
    },
  ]
  const table = useAdminTable(items, { columns, searchText: (row) => `${row.name} ${row.slug}` })
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher une catégorie" />
      <DataTable
        {...table.sorting}
        caption="Liste des catégories"
        columns={columns}
        rows={table.rows}
        status={status}
        empty={table.empty('Aucune catégorie pour le moment.')}
      />
    </>
  )
}

/** /dashboard/categories: the table (newest first, docs/product/rules.md#lists-and-reads) and the add / edit dialog. */
export function CategoriesScreen() {
  const { categories } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<CategoriesRecord>({
    created: 'Catégorie créée avec succès !',
    updated: 'Catégorie mise à jour avec succès !',
  })

  return (
    <AdminPage heading="Catégories" action={{ label: 'Ajouter une catégorie', onClick: dialog.openNew }}>
      <DeferredList value={categories} failed={CATEGORY_TEXTS.loadFailed}>
        {(items, status) => <CategoriesTable items={items} status={status} dialog={dialog} />}
      </DeferredList>
      {dialog.editing && (
        <CategoryForm category={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
