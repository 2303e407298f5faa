import { useRef, useState, type FormEvent } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import type { StonesRecord } from '@/lib/pocketbase-types'
import { checkBeforeSending, useFetcherResult, useFieldErrors, useRowDelete, type WriteResult } from '../api/record-writes'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { useAdminTable } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { FormActions } from '../components/form-actions'
import { HtmlField } from '../components/html-field'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'
import { TableToolbar } from '../components/table-toolbar'
import { STONE_TEXTS, type loader } from './stones-data'
import { stoneSchema } from './stones-schema'

/**
 * The stone's add / edit dialog: name and virtues (required), the HTML description with its
 * preview (the field is `description`: docs/product/rules.md#records), one image. Multipart, so the image goes along.
 */
function StoneForm({ stone, onClose, onSaved }: { stone: StonesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [description, setDescription] = useState(stone?.description ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(stone?.image, (file) => fileUrl(stone, file, { thumb: '100x100' })),
  )
  const fetcher = useFetcher<WriteResult>()
  const failure = fetcher.data?.status === 'error' ? fetcher.data : undefined
  const { errors, refusal, show, clear } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  useFocusFirstError(formRef, refusal)
  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const check = checkBeforeSending(stoneSchema, show)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!check(event)) return
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    appendSingleImage(body, 'image', images)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }

  return (
    <Modal title={stone ? 'Modifier la pierre' : 'Ajouter une pierre'} onClose={onClose} initialFocus={nameInput} wide>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={stone?.id ?? ''} />
        {/* A message shown on a field goes as soon as it is filled in. */}
        <TextField
          ref={nameInput}
          label="Nom"
          name="name"
          required
          autoComplete="off"
          defaultValue={stone?.name ?? ''}
          onChange={(event) => event.target.value.trim() && clear('name')}
          error={errors.name}
        />
        <TextareaField
          label="Vertus"
          name="virtues"
          required
          rows={3}
          defaultValue={stone?.virtues ?? ''}
          onChange={(event) => event.target.value.trim() && clear('virtues')}
          error={errors.virtues}
        />
        <HtmlField label="Description" name="description" value={description} onChange={setDescription} />
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} />
        <FormAlert>{failure?.message}</FormAlert>
        <FormActions busy={fetcher.state !== 'idle'} onCancel={onClose} />
      </form>
    </Modal>
  )
}

function StonesTable({ items, status, dialog }: { items: StonesRecord[]; status: ListStatus; dialog: EditDialog<StonesRecord> }) {
  const { deleting, remove } = useRowDelete('Êtes-vous sûr de vouloir supprimer cette pierre ?')
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
        <RowActions name={row.name} onEdit={() => dialog.openEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
      ),
    },
  ]
  const table = useAdminTable(items, { columns, searchText: (row) => `${row.name} ${row.virtues}` })
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher une pierre" />
      <DataTable
        {...table.sorting}
        caption="Liste des pierres"
        columns={columns}
        rows={table.rows}
        status={status}
        empty={table.empty('Aucune pierre pour le moment.')}
      />
    </>
  )
}

/** /dashboard/stones: the stones of the encyclopedia (by name, as the public page) and their dialog. */
export function StonesScreen() {
  const { stones } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<StonesRecord>({ created: 'Pierre créée avec succès !', updated: 'Pierre mise à jour avec succès !' })

  return (
    <AdminPage heading="Pierres" action={{ label: 'Ajouter une pierre', onClick: dialog.openNew }}>
      <DeferredList value={stones} failed={STONE_TEXTS.loadFailed}>
        {(items, status) => <StonesTable items={items} status={status} dialog={dialog} />}
      </DeferredList>
      {dialog.editing && (
        <StoneForm stone={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
