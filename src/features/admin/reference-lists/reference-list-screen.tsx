import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent, type Ref } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { SubmitButton, TextField, TextareaField, useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDateTime } from '@/lib/format'
import { settled } from '@/lib/route-data'
import { checkBeforeSending, useFetcherResult, useFieldErrors, useNewResult, type WriteResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { timeOf } from '../components/admin-table'
import type { Column } from '../components/data-table'
import { EditableTable } from '../components/list-tables'
import { ColorField } from './color-field'
import type { referenceLoader, ReferenceRecord } from './reference-list-data'
import { REFERENCE_TEXT_MAX, type ReferenceField, type ReferenceFieldName, type ReferenceListConfig } from './reference-lists'
import { referenceSchema } from './reference-lists-schema'

type Values = Partial<Record<ReferenceFieldName, string>>

type SaveForm = ReturnType<typeof useFetcher<WriteResult>>['Form']

/** A failed read is announced once more in a toast, once per failure (the red text above the table stays). */
function LoadFailedToast({ value, text }: { value: Promise<unknown>; text: string }) {
  const toast = useToast()
  useEffect(() => {
    let left = false
    void settled(value).then((result) => {
      if (!result.ok && !left) toast.show(text, { tone: 'error' })
    })
    return () => {
      left = true
    }
  }, [value, text, toast])
  return null
}

/** The table's columns: the name, the color's swatch and code or the description, the creation date (EditableTable adds the actions). */
function referenceColumns(config: ReferenceListConfig): Column<ReferenceRecord>[] {
  return [
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
    {
      header: 'Créé le',
      cell: (row) => formatDateTime(row.created),
      className: 'whitespace-nowrap',
      sortValue: (row) => timeOf(row.created),
    },
  ]
}

const searchText = (row: ReferenceRecord) => [row.name, row.hex_code, row.description].join(' ')

/**
 * One reference list (materials, colors, stone properties, chakras, astrological signs): a form
 * and a table, configured by `config`; the list comes from the route's loader, the writes go to its
 * action (the form's own entries, checked by the list's schema there and, first, in the browser).
 * Successes and failures are toasts with the texts of docs/product/screens.md#admin-reference-lists
 * (ADR 0025); a failed save keeps the form as typed (its fields hold what was typed, nothing resets
 * them); the list is read again after every change.
 */
export function ReferenceListScreen({ config }: { config: ReferenceListConfig }) {
  const toast = useToast()
  const { items } = useLoaderData() as ReturnType<ReturnType<typeof referenceLoader>>
  /** The row being edited; `opened` counts the clicks on « Modifier », each filling the form again. */
  const [editing, setEditing] = useState<{ record: ReferenceRecord; opened: number } | null>(null)
  /** Counts the add form's resets (a record added, « Annuler »): its fields start empty again. */
  const [added, setAdded] = useState(0)
  const fetcher = useFetcher<WriteResult>()
  const saving = fetcher.state !== 'idle'
  /** The record being saved (null: a new one), to say « créé » or « mis à jour ». */
  const [savingId, setSavingId] = useState<string | null>(null)
  const { errors, refusal, show } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  const firstEditField = useRef<HTMLInputElement>(null)
  const schema = useMemo(() => referenceSchema(config), [config])
  const columns = useMemo(() => referenceColumns(config), [config])
  const { texts } = config
  useFocusFirstError(formRef, refusal)
  // docs/product/rules.md#validation: blank material names are skipped without a word.
  const check = checkBeforeSending(schema, config.layout === 'inline' ? () => {} : show)

  // Editing: the form (or the edit panel) gets the row's values, the page goes back up to it.
  const editingId = editing?.record.id
  useEffect(() => {
    if (!editingId) return
    window.scrollTo({ top: 0, behavior: 'smooth' })
    firstEditField.current?.focus({ preventScroll: true })
  }, [editingId])

  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') toast.show(savingId ? texts.updated : texts.created, { tone: 'success' })
    else if (result.message) toast.show(result.message, { tone: 'error' })
  })
  // A save done: the panel closes, or the add form empties, with the table that shows the change.
  if (useNewResult(fetcher)?.status === 'done') {
    if (savingId) setEditing(null)
    else setAdded((count) => count + 1)
  }

  function cancel() {
    show({})
    setEditing(null)
    if (config.layout === 'form') setAdded((count) => count + 1)
  }

  function startEdit(record: ReferenceRecord) {
    show({})
    setEditing((previous) => ({ record, opened: (previous?.opened ?? 0) + 1 }))
  }

  /** The form's submit: checked first (nothing sent on a refusal), then posted by the fetcher's form. */
  const onSubmit = (id: string | null) => (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return
    show({})
    setSavingId(id)
  }

  const editKey = editing ? `edit-${editing.record.id}-${editing.opened}` : ''
  const common = { config, Form: fetcher.Form, firstFieldRef: firstEditField }

  return (
    <AdminPage heading={config.heading}>
      {config.layout === 'inline' ? (
        <>
          <ReferenceForm
            fieldsKey={`add-${added}`}
            {...common}
            title={texts.add}
            onSubmit={onSubmit(null)}
            submitLabel="Ajouter"
            busy={saving && !editing}
            errors={{}}
            firstFieldRef={undefined}
            inline
          />
          {editing && (
            <ReferenceForm
              fieldsKey={editKey}
              {...common}
              title={texts.edit}
              record={editing.record}
              onSubmit={onSubmit(editing.record.id)}
              onCancel={cancel}
              submitLabel="Enregistrer"
              busy={saving}
              errors={{}}
            />
          )}
        </>
      ) : (
        <ReferenceForm
          fieldsKey={editing ? editKey : `add-${added}`}
          {...common}
          title={editing ? texts.edit : texts.add}
          record={editing?.record}
          onSubmit={onSubmit(editing?.record.id ?? null)}
          onCancel={cancel}
          submitLabel={editing ? 'Mettre à jour' : 'Ajouter'}
          busy={saving}
          errors={errors}
          formRef={formRef}
        />
      )}

      <LoadFailedToast value={items} text={texts.loadFailed} />
      <EditableTable
        value={items}
        texts={texts}
        columns={columns}
        rowName={(row) => row.name}
        searchText={searchText}
        onEdit={startEdit}
        onDeleted={(id) => {
          if (editing?.record.id === id) cancel()
        }}
      />
    </AdminPage>
  )
}

/**
 * The add form (no `record`) or the edit form of `record`: its fields start from the record's values,
 * and start again (empty, or another record's) when `fieldsKey` changes; the form itself stays.
 */
function ReferenceForm({
  config,
  Form,
  fieldsKey,
  title,
  record,
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  errors,
  inline = false,
  firstFieldRef,
  formRef,
}: {
  config: ReferenceListConfig
  Form: SaveForm
  fieldsKey: string
  title: string
  record?: ReferenceRecord
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onCancel?: () => void
  submitLabel: string
  busy: boolean
  errors: Values
  inline?: boolean
  firstFieldRef?: Ref<HTMLInputElement>
  formRef?: Ref<HTMLFormElement>
}) {
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={record?.id ?? ''} />
      <h2 className="mb-4 text-xl font-semibold text-ink">{title}</h2>
      <div className={inline ? 'flex flex-col gap-3 sm:flex-row sm:items-end' : 'grid gap-4 sm:grid-cols-2'}>
        <Fragment key={fieldsKey}>
          {config.fields.map((field, index) => (
            <FieldControl
              key={field.name}
              field={field}
              maxLength={REFERENCE_TEXT_MAX[config.collection][field.name]}
              defaultValue={record?.[field.name] ?? ''}
              error={errors[field.name]}
              inputRef={index === 0 ? firstFieldRef : undefined}
              className={inline ? 'flex-1' : field.kind === 'textarea' ? 'sm:col-span-2' : ''}
            />
          ))}
        </Fragment>
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
    </Form>
  )
}

function FieldControl({
  field,
  maxLength,
  defaultValue,
  error,
  inputRef,
  className,
}: {
  field: ReferenceField
  /** The schema's limit for this field (REFERENCE_TEXT_MAX). */
  maxLength?: number
  defaultValue: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
  className?: string
}) {
  if (field.kind === 'textarea') {
    return (
      <TextareaField
        label={field.label}
        name={field.name}
        maxLength={maxLength}
        defaultValue={defaultValue}
        rows={3}
        error={error}
        fieldClassName={className}
      />
    )
  }
  if (field.kind === 'color') {
    return (
      <ColorField label={field.label} defaultValue={defaultValue} error={error} placeholder={field.placeholder} className={className} />
    )
  }
  return (
    <TextField
      ref={inputRef}
      label={field.label}
      name={field.name}
      maxLength={maxLength}
      defaultValue={defaultValue}
      required={field.required}
      placeholder={field.placeholder}
      autoComplete="off"
      error={error}
      fieldClassName={className}
    />
  )
}
