import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react'
import { SubmitButton, TextField, TextareaField } from '@/components/form'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDate } from '@/lib/format'
import { pb } from '@/lib/pocketbase'
import { useAdminList } from '../api/use-admin-list'
import { useDeleteRecord } from '../api/use-delete-record'
import { AdminPage } from '../components/admin-page'
import { DataTable, type Column } from '../components/data-table'
import { timeOf, useAdminTable } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { REQUIRED_TEXT } from '../components/form-texts'
import { ListError } from '../components/list-error'
import { RowActions } from '../components/row-actions'
import { ColorField } from './color-field'
import type { ReferenceField, ReferenceFieldName, ReferenceListConfig } from './reference-lists'

type Values = Partial<Record<ReferenceFieldName, string>>

interface ReferenceRecord {
  id: string
  created: string
  name: string
  hex_code?: string
  description?: string
}

function emptyValues(config: ReferenceListConfig): Values {
  return Object.fromEntries(config.fields.map((field) => [field.name, '']))
}

/**
 * One reference list (materials, colors, stone properties, chakras, astrological signs): a form
 * and a table, configured by `config`. Successes and failures are toasts with the texts of docs/product/screens.md#admin-reference-lists
 * (ADR 0025); a failed save keeps the form as typed; the list reloads after every change.
 */
export function ReferenceListScreen({ config }: { config: ReferenceListConfig }) {
  const toast = useToast()
  const list = useAdminList(config.collection, { sort: config.sort })
  const [draft, setDraft] = useState<Values>(() => emptyValues(config))
  const [editing, setEditing] = useState<{ id: string; values: Values } | null>(null)
  const [errors, setErrors] = useState<Values>({})
  const [saving, setSaving] = useState(false)
  const firstEditField = useRef<HTMLInputElement>(null)
  const { texts } = config

  // A failed load is announced once per failure (the red text above the table stays).
  const { status } = list
  useEffect(() => {
    if (status === 'error') toast.show(texts.loadFailed, { tone: 'error' })
  }, [status, texts.loadFailed, toast])

  // Editing: the form (or the edit panel) gets the row's values, the page goes back up to it.
  useEffect(() => {
    if (!editing?.id) return
    window.scrollTo({ top: 0, behavior: 'smooth' })
    firstEditField.current?.focus({ preventScroll: true })
  }, [editing?.id])

  const rows = list.items as ReferenceRecord[]
  const { deleting, remove: removeRecord } = useDeleteRecord(config.collection, {
    confirm: texts.confirmDelete,
    failure: texts.deleteFailed,
    onDeleted: list.reload,
  })

  function startEdit(record: ReferenceRecord) {
    setErrors({})
    setEditing({ id: record.id, values: Object.fromEntries(config.fields.map((field) => [field.name, record[field.name] ?? ''])) })
  }

  function cancel() {
    setErrors({})
    setEditing(null)
    if (config.layout === 'form') setDraft(emptyValues(config))
  }

  async function save(id: string | null, values: Values) {
    const trimmed: Values = Object.fromEntries(config.fields.map((field) => [field.name, (values[field.name] ?? '').trim()]))
    const missing = config.fields.filter((field) => field.required && !trimmed[field.name])
    if (config.layout === 'inline' && missing.length > 0) return // docs/product/rules.md#validation: blank material names are skipped
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field.name, REQUIRED_TEXT])))
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (id) await pb.collection(config.collection).update(id, trimmed)
      else await pb.collection(config.collection).create(trimmed)
      toast.show(id ? texts.updated : texts.created, { tone: 'success' })
      if (id) setEditing(null)
      else setDraft(emptyValues(config))
      list.reload()
    } catch (error: unknown) {
      console.error(texts.saveFailed, error)
      toast.show(texts.saveFailed, { tone: 'error' })
    } finally {
      setSaving(false)
    }
  }

  async function remove(record: ReferenceRecord) {
    if ((await removeRecord(record.id)) && editing?.id === record.id) cancel()
  }

  const columns: Column<ReferenceRecord>[] = [
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
    ...config.fields
      .filter((field) => field.name !== 'name')
      .map((field): Column<ReferenceRecord> => ({
        header: field.kind === 'color' ? 'Couleur' : field.label,
        className: field.kind === 'textarea' ? 'max-w-md' : undefined,
        cell: (row) =>
          field.kind === 'color' ? (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-6 rounded-full border border-line-strong"
                style={{ backgroundColor: row.hex_code }}
              />
              <span className="font-mono text-xs">{row.hex_code}</span>
            </span>
          ) : (
            <span className="line-clamp-2 text-ink-muted">{row[field.name]}</span>
          ),
      })),
    { header: 'Créé le', cell: (row) => formatDate(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions name={row.name} onEdit={() => startEdit(row)} onDelete={() => void remove(row)} deleting={deleting === row.id} />
      ),
    },
  ]

  const table = useAdminTable(rows, { columns, searchText: (row) => [row.name, row.hex_code, row.description].join(' ') })

  const formValues = config.layout === 'form' && editing ? editing.values : draft
  const setFormValues = config.layout === 'form' && editing ? (v: Values) => setEditing({ ...editing, values: v }) : setDraft

  return (
    <AdminPage heading={config.heading}>
      {config.layout === 'inline' ? (
        <>
          <ReferenceForm
            config={config}
            title={texts.add}
            values={draft}
            onChange={setDraft}
            onSubmit={() => void save(null, draft)}
            submitLabel="Ajouter"
            busy={saving && !editing}
            errors={{}}
            inline
          />
          {editing && (
            <ReferenceForm
              config={config}
              title={texts.edit}
              values={editing.values}
              onChange={(values) => setEditing({ ...editing, values })}
              onSubmit={() => void save(editing.id, editing.values)}
              onCancel={cancel}
              submitLabel="Enregistrer"
              busy={saving}
              errors={{}}
              firstFieldRef={firstEditField}
            />
          )}
        </>
      ) : (
        <ReferenceForm
          config={config}
          title={editing ? texts.edit : texts.add}
          values={formValues}
          onChange={setFormValues}
          onSubmit={() => void save(editing?.id ?? null, formValues)}
          onCancel={cancel}
          submitLabel={editing ? 'Mettre à jour' : 'Ajouter'}
          busy={saving}
          errors={errors}
          firstFieldRef={firstEditField}
        />
      )}

      <div className="space-y-3">
        <ListError>{status === 'error' ? texts.loadFailed : null}</ListError>
        <TableToolbar {...table.toolbar} searchLabel={texts.search} />
        <DataTable
          {...table.sorting}
          caption={texts.caption}
          columns={columns}
          rows={table.rows}
          status={status}
          empty={table.empty(texts.empty)}
        />
      </div>
    </AdminPage>
  )
}

function ReferenceForm({
  config,
  title,
  values,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  errors,
  inline = false,
  firstFieldRef,
}: {
  config: ReferenceListConfig
  title: string
  values: Values
  onChange: (values: Values) => void
  onSubmit: () => void
  onCancel?: () => void
  submitLabel: string
  busy: boolean
  errors: Values
  inline?: boolean
  firstFieldRef?: Ref<HTMLInputElement>
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const set = (name: ReferenceFieldName, value: string) => onChange({ ...values, [name]: value })

  return (
    <form noValidate onSubmit={submit} aria-label={title} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-ink">{title}</h2>
      <div className={inline ? 'flex flex-col gap-3 sm:flex-row sm:items-end' : 'grid gap-4 sm:grid-cols-2'}>
        {config.fields.map((field, index) => (
          <FieldControl
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value)}
            error={errors[field.name]}
            inputRef={index === 0 ? firstFieldRef : undefined}
            className={inline ? 'flex-1' : field.kind === 'textarea' ? 'sm:col-span-2' : ''}
          />
        ))}
        <div className={`flex flex-wrap gap-3 ${inline ? '' : 'sm:col-span-2'}`}>
          <SubmitButton busy={busy} busyLabel="Enregistrement...">
            {submitLabel}
          </SubmitButton>
          {onCancel && (
            <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
              Annuler
            </button>
          )}
        </div>
      </div>
    </form>
  )
}

function FieldControl({
  field,
  value,
  onChange,
  error,
  inputRef,
  className,
}: {
  field: ReferenceField
  value: string
  onChange: (value: string) => void
  error?: string
  inputRef?: Ref<HTMLInputElement>
  className?: string
}) {
  if (field.kind === 'textarea') {
    return (
      <TextareaField
        label={field.label}
        name={field.name}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        fieldClassName={className}
      />
    )
  }
  if (field.kind === 'color') {
    return (
      <ColorField
        label={field.label}
        value={value}
        onChange={onChange}
        error={error}
        placeholder={field.placeholder}
        className={className}
      />
    )
  }
  return (
    <TextField
      ref={inputRef}
      label={field.label}
      name={field.name}
      value={value}
      required={field.required}
      placeholder={field.placeholder}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      error={error}
      fieldClassName={className}
    />
  )
}
