import { useRef, useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { FormAlert, TextField } from '@/components/form'
import { formatDateTime } from '@/lib/format'
import { categoriesTextMax, type CategoriesRecord } from '@/lib/pocketbase-types'
import { slugify } from '@/lib/slugify'
import { useDialogSave } from '../api/use-dialog-save'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { timeOf } from '../components/admin-table'
import type { Column } from '../components/data-table'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { EditableTable } from '../components/list-tables'
import { FormActions } from '../components/form-actions'
import { Modal } from '../components/modal'
import { CATEGORY_TEXTS, type loader } from './categories-data'
import { categorySchema } from './categories-schema'

/** The category's add / edit dialog: name and slug, the slug remade from the name as for products. */
function CategoryForm({ category, dialog }: { category: CategoriesRecord | null; dialog: EditDialog<CategoriesRecord> }) {
  const [name, setName] = useState(category?.name ?? '')
  const [slug, setSlug] = useState(category?.slug ?? '')
  const { fetcher, formRef, errors, check, failure, busy, close, versionInput, conflict } = useDialogSave(categorySchema, {
    opened: category?.updated ?? '',
    onSaved: dialog.saved,
    onClose: dialog.close,
    onReload: dialog.reload,
  })
  const nameInput = useRef<HTMLInputElement>(null)

  return (
    <Modal title={category ? 'Modifier la catégorie' : 'Ajouter une catégorie'} onClose={close} initialFocus={nameInput}>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={check} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={category?.id ?? ''} />
        <input {...versionInput} />
        <TextField
          ref={nameInput}
          label="Nom"
          name="name"
          maxLength={categoriesTextMax.name}
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
          maxLength={categoriesTextMax.slug}
          required
          autoComplete="off"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          hint="Généré depuis le nom ; modifiable, mais refait à chaque changement du nom."
          error={errors.slug}
        />
        <FormAlert>{failure}</FormAlert>
        {conflict && <EditConflictAlert {...conflict} />}
        <FormActions busy={busy} onCancel={close} />
      </fetcher.Form>
    </Modal>
  )
}

const COLUMNS: Column<CategoriesRecord>[] = [
  { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
  { header: 'Slug', cell: (row) => <span className="font-mono text-xs">{row.slug}</span>, sortValue: (row) => row.slug },
  {
    header: 'Créée le',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.created),
    sortValue: (row) => timeOf(row.created),
  },
]

/** /dashboard/categories: the table (newest first, docs/product/rules.md#lists-and-reads) and the add / edit dialog. */
export function CategoriesScreen() {
  const { categories } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<CategoriesRecord>({
    created: 'Catégorie créée avec succès !',
    updated: 'Catégorie mise à jour avec succès !',
  })

  return (
    <AdminPage heading="Catégories" action={{ label: 'Ajouter une catégorie', onClick: dialog.openNew }}>
      <EditableTable
        value={categories}
        texts={CATEGORY_TEXTS}
        columns={COLUMNS}
        rowName={(row) => row.name}
        searchText={(row) => `${row.name} ${row.slug}`}
        onEdit={dialog.openEdit}
      />
      {dialog.editing && <CategoryForm key={dialog.formKey} category={dialog.editing === 'new' ? null : dialog.editing} dialog={dialog} />}
    </AdminPage>
  )
}
