import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, TextareaField, TextField } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { pb } from '@/lib/pocketbase'
import type { StonesRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
import { useDeleteRecord } from '../api/use-delete-record'
import { useEditDialog } from '../api/use-edit-dialog'
import { useSubmit } from '../api/use-submit'
import { AdminPage } from '../components/admin-page'
import { useAdminTable } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { DataTable, type Column } from '../components/data-table'
import { FormActions } from '../components/form-actions'
import { REQUIRED_TEXT } from '../components/form-texts'
import { HtmlField } from '../components/html-field'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'

/**
 * The stone's add / edit dialog: name and virtues (required), the HTML description with its
 * preview (the field is `description`: docs/product/rules.md#records), one image. Multipart, so the image goes along.
 */
function StoneForm({ stone, onClose, onSaved }: { stone: StonesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(stone?.name ?? '')
  const [virtues, setVirtues] = useState(stone?.virtues ?? '')
  const [description, setDescription] = useState(stone?.description ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(stone?.image, (file) => fileUrl(stone, file, { thumb: '100x100' })),
  )
  const [problems, setProblems] = useState<{ name?: string; virtues?: string }>({})
  const submit = useSubmit()
  const nameInput = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = { name: name.trim() ? undefined : REQUIRED_TEXT, virtues: virtues.trim() ? undefined : REQUIRED_TEXT }
    setProblems(found)
    if (found.name || found.virtues) return
    const body = new FormData()
    body.append('name', name.trim())
    body.append('virtues', virtues.trim())
    body.append('description', description)
    appendSingleImage(body, 'image', images)
    const ok = await submit.run(
      () => (stone ? pb.collection('stones').update(stone.id, body) : pb.collection('stones').create(body)),
      "Échec de l'enregistrement de la pierre. ",
    )
    if (ok) onSaved()
  }

  return (
    <Modal title={stone ? 'Modifier la pierre' : 'Ajouter une pierre'} onClose={onClose} initialFocus={nameInput} wide>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {/* A message shown on a field goes as soon as it is filled in. */}
        <TextField
          ref={nameInput}
          label="Nom"
          name="name"
          required
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            if (event.target.value.trim()) setProblems((shown) => ({ ...shown, name: undefined }))
          }}
          error={problems.name}
        />
        <TextareaField
          label="Vertus"
          name="virtues"
          required
          rows={3}
          value={virtues}
          onChange={(event) => {
            setVirtues(event.target.value)
            if (event.target.value.trim()) setProblems((shown) => ({ ...shown, virtues: undefined }))
          }}
          error={problems.virtues}
        />
        <HtmlField label="Description" name="description" value={description} onChange={setDescription} />
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} />
        <FormAlert>{submit.error}</FormAlert>
        <FormActions busy={submit.busy} onCancel={onClose} />
      </form>
    </Modal>
  )
}

const QUERY = { sort: 'name' } as const

/** /dashboard/stones: the stones of the encyclopedia (by name, as the public page) and their dialog. */
export function StonesScreen() {
  const list = useAdminList('stones', QUERY)
  const dialog = useEditDialog<StonesRecord>({
    created: 'Pierre créée avec succès !',
    updated: 'Pierre mise à jour avec succès !',
    onSaved: list.reload,
  })
  const { deleting, remove } = useDeleteRecord('stones', {
    confirm: 'Êtes-vous sûr de vouloir supprimer cette pierre ?',
    failure: 'Échec de la suppression de la pierre',
    onDeleted: list.reload,
  })

  const columns: Column<StonesRecord>[] = [
    {
      header: 'Image',
      className: 'w-20',
      cell: (row) => (
        <img
          src={fileUrl(row, row.image, { thumb: '100x100' })}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-lg border border-line object-cover"
        />
      ),
    },
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
    {
      header: 'Vertus',
      className: 'max-w-md',
      cell: (row) => <span className="line-clamp-2 text-ink-muted">{row.virtues}</span>,
      sortValue: (row) => row.virtues,
    },
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

  const table = useAdminTable(list.items, { columns, searchText: (row) => `${row.name} ${row.virtues}` })

  return (
    <AdminPage heading="Pierres" action={{ label: 'Ajouter une pierre', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <ListError>{list.status === 'error' ? 'Échec de la récupération des pierres' : null}</ListError>
        <TableToolbar {...table.toolbar} searchLabel="Rechercher une pierre" />
        <DataTable
          {...table.sorting}
          caption="Liste des pierres"
          columns={columns}
          rows={table.rows}
          status={list.status}
          empty={table.empty('Aucune pierre pour le moment.')}
        />
      </div>
      {dialog.editing && (
        <StoneForm stone={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
