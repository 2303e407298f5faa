import { useRef, useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { FormAlert, SelectField, TextareaField, TextField } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { stonesImageUpload, type StonesRecord, stonesTextMax } from '@/lib/pocketbase-types'
import { useDialogSave } from '../api/use-dialog-save'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import type { Column } from '../components/data-table'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { EditableTable } from '../components/list-tables'
import { FormActions } from '../components/form-actions'
import { HtmlField } from '../components/html-field'
import { imageColumn } from '../components/image-column'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { Modal } from '../components/modal'
import { STONE_TEXTS, type loader } from './stones-data'
import { BEAD_LOOK_LABELS, stoneSchema } from './stones-schema'

/**
 * The stone's add / edit dialog: name and virtues (required), the HTML description with its
 * preview (the field is `description`: docs/product/rules.md#records), its beads' colour and look, one image. Multipart, so the image goes along.
 */
function StoneForm({ stone, dialog }: { stone: StonesRecord | null; dialog: EditDialog<StonesRecord> }) {
  const [description, setDescription] = useState(stone?.description ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(stone?.image, (file) => fileUrl(stone, file, { thumb: '100x100' })),
  )
  const { formRef, errors, sendMultipart, failure, busy, clear, close, versionInput, conflict } = useDialogSave(stoneSchema, {
    opened: stone?.updated ?? '',
    onSaved: dialog.saved,
    onClose: dialog.close,
    onReload: dialog.reload,
    extra: images,
  })
  const nameInput = useRef<HTMLInputElement>(null)

  return (
    <Modal title={stone ? 'Modifier la pierre' : 'Ajouter une pierre'} onClose={close} initialFocus={nameInput} wide>
      <form ref={formRef} noValidate onSubmit={sendMultipart((body) => appendSingleImage(body, 'image', images))} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={stone?.id ?? ''} />
        <input {...versionInput} />
        {/* A message shown on a field goes as soon as it is filled in. */}
        <TextField
          ref={nameInput}
          label="Nom"
          name="name"
          maxLength={stonesTextMax.name}
          required
          autoComplete="off"
          defaultValue={stone?.name ?? ''}
          onChange={(event) => event.target.value.trim() && clear('name')}
          error={errors.name}
        />
        <TextareaField
          label="Vertus"
          name="virtues"
          maxLength={stonesTextMax.virtues}
          required
          rows={3}
          defaultValue={stone?.virtues ?? ''}
          onChange={(event) => event.target.value.trim() && clear('virtues')}
          error={errors.virtues}
        />
        <HtmlField label="Description" name="description" value={description} onChange={setDescription} />
        {/* How its beads are drawn in the composer on /sur-mesure (docs/adr/0126). */}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Couleur des perles"
            name="bead_color"
            type="color"
            defaultValue={stone?.bead_color || '#b9b1a6'}
            className="h-11 cursor-pointer p-1"
            error={errors.bead_color}
          />
          <SelectField label="Aspect des perles" name="bead_look" defaultValue={stone?.bead_look ?? ''} error={errors.bead_look}>
            <option value="">Non précisé</option>
            {Object.entries(BEAD_LOOK_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} upload={stonesImageUpload} />
        <FormAlert>{failure}</FormAlert>
        {conflict && <EditConflictAlert {...conflict} />}
        <FormActions busy={busy} onCancel={close} />
      </form>
    </Modal>
  )
}

const COLUMNS: Column<StonesRecord>[] = [
  imageColumn((row) => row.image),
  { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
  {
    header: 'Vertus',
    className: 'max-w-md',
    cell: (row) => <span className="line-clamp-2 text-ink-muted">{row.virtues}</span>,
    sortValue: (row) => row.virtues,
  },
]

/** /dashboard/stones: the stones of the encyclopedia (by name, as the public page) and their dialog. */
export function StonesScreen() {
  const { stones } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<StonesRecord>({ created: 'Pierre créée avec succès !', updated: 'Pierre mise à jour avec succès !' })

  return (
    <AdminPage heading="Pierres" action={{ label: 'Ajouter une pierre', onClick: dialog.openNew }}>
      <EditableTable
        value={stones}
        texts={STONE_TEXTS}
        columns={COLUMNS}
        rowName={(row) => row.name}
        searchText={(row) => `${row.name} ${row.virtues}`}
        onEdit={dialog.openEdit}
      />
      {dialog.editing && <StoneForm key={dialog.formKey} stone={dialog.editing === 'new' ? null : dialog.editing} dialog={dialog} />}
    </AdminPage>
  )
}
