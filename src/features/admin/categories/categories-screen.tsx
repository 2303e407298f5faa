import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, TextField } from '@/components/form'
import { formatDate } from '@/lib/format'
import { pb } from '@/lib/pocketbase'
import type { CategoriesRecord } from '@/lib/pocketbase-types'
import { slugify } from '@/lib/slugify'
import { useAdminList } from '../api/use-admin-list'
import { useDeleteRecord } from '../api/use-delete-record'
import { useEditDialog } from '../api/use-edit-dialog'
import { useSubmit } from '../api/use-submit'
import { AdminPage } from '../components/admin-page'
import { timeOf, useAdminTable } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { DataTable, type Column } from '../components/data-table'
import { FormActions } from '../components/form-actions'
import { REQUIRED_TEXT } from '../components/form-texts'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'

/** The category's add / edit dialog: name and slug, the slug remade from the name as for products. */
function CategoryForm({ category, onClose, onSaved }: { category: CategoriesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(category?.name ?? '')
  const [slug, setSlug] = useState(category?.slug ?? '')
  const [problems, setProblems] = useState<{ name?: string; slug?: string }>({})
  const submit = useSubmit()
  const nameInput = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = { name: name.trim() ? undefined : REQUIRED_TEXT, slug: slug.trim() ? undefined : REQUIRED_TEXT }
    setProblems(found)
    if (found.name || found.slug) return
    const body = { name: name.trim(), slug: slug.trim() }
    const ok = await submit.run(
      () => (category ? pb.collection('categories').update(category.id, body) : pb.collection('categories').create(body)),
      'Échec de la sauvegarde de la catégorie. ',
    )
    if (ok) onSaved()
  }

  return (
    <Modal title={category ? 'Modifier la catégorie' : 'Ajouter une catégorie'} onClose={onClose} initialFocus={nameInput}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
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
          error={problems.name}
        />
        <TextField
          label="Slug"
          name="slug"
          required
          autoComplete="off"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          hint="Généré depuis le nom ; modifiable, mais refait à chaque changement du nom."
          error={problems.slug}
        />
        <FormAlert>{submit.error}</FormAlert>
        <FormActions busy={submit.busy} onCancel={onClose} />
      </form>
    </Modal>
  )
}

const QUERY = { sort: '-created' } as const

/** /dashboard/categories: the table (newest first, docs/product/rules.md#lists-and-reads) and the add / edit dialog. */
export function CategoriesScreen() {
  const list = useAdminList('categories', QUERY)
  const dialog = useEditDialog<CategoriesRecord>({
    created: 'Catégorie créée avec succès !',
    updated: 'Catégorie mise à jour avec succès !',
    onSaved: list.reload,
  })
  const { deleting, remove } = useDeleteRecord('categories', {
    confirm: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?',
    failure: 'Échec de la suppression de la catégorie',
    onDeleted: list.reload,
  })

  const columns: Column<CategoriesRecord>[] = [
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
    { header: 'Slug', cell: (row) => <span className="font-mono text-xs">{row.slug}</span>, sortValue: (row) => row.slug },
    { header: 'Créée le', className: 'whitespace-nowrap', cell: (row) => formatDate(row.created), sortValue: (row) => timeOf(row.created) },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => dialog.openEdit(row)}
          onDelete={() => void remove(row.id)}
          deleting={deleting === row.id}
        />
      ),
    },
  ]

  const table = useAdminTable(list.items, { columns, searchText: (row) => `${row.name} ${row.slug}` })

  return (
    <AdminPage heading="Catégories" action={{ label: 'Ajouter une catégorie', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <ListError>{list.status === 'error' ? 'Échec de la récupération des catégories' : null}</ListError>
        <TableToolbar {...table.toolbar} searchLabel="Rechercher une catégorie" />
        <DataTable
          {...table.sorting}
          caption="Liste des catégories"
          columns={columns}
          rows={table.rows}
          status={list.status}
          empty={table.empty('Aucune catégorie pour le moment.')}
        />
      </div>
      {dialog.editing && (
        <CategoryForm category={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
