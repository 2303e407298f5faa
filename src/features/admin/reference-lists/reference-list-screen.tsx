import { useEffect, useMemo, useRef, useState, type FormEvent, type Ref } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { SubmitButton, TextField, TextareaField, useFocusFirstError } from '@/components/form'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDate } from '@/lib/format'
import { checkForm } from '@/lib/form-schema'
import { settled } from '@/lib/route-data'
import { useFetcherResult, useFieldErrors, useNewResult, type WriteResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { timeOf } from '../components/admin-table'
import type { Column } from '../components/data-table'
import { EditableTable } from '../components/editable-table'
import { ColorField } from './color-field'
import type { referenceLoader, ReferenceRecord } from './reference-list-data'
import type { ReferenceField, ReferenceFieldName, ReferenceListConfig } from './reference-lists'
import { referenceSchema } from './reference-lists-schema'

type Values = Partial<Record<ReferenceFieldName, string>>

function emptyValues(config: ReferenceListConfig): Values {
  return Object.fromEntries(config.fields.map((field) => [field.name, '']))
}

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
    { header: 'Créé le', cell: (row) => formatDate(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
  ]
}

const searchText = (row: ReferenceRecord) => [row.name, row.hex_code, row.description].join(' ')

/**
 * One reference list (materials, colors, stone properties, chakras, astrological signs): a form
 * and a table, configured by `config`; the list comes from the route's loader, the writes go to its
 * action. Successes and failures are toasts with the texts of docs/product/screens.md#admin-reference-lists
 * (ADR 0025); a failed save keeps the form as typed; the list is read again after every change.
 */
export function ReferenceListScreen({ config }: { config: ReferenceListConfig }) {
  const toast = useToast()
  const { items } = useLoaderData() as ReturnType<ReturnType<typeof referenceLoader>>
  const [draft, setDraft] = useState<Values>(() => emptyValues(config))
  const [editing, setEditing] = useState<{ id: string; values: Values } | null>(null)
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

  // Editing: the form (or the edit panel) gets the row's values, the page goes back up to it.
  useEffect(() => {
    if (!editing?.id) return
    window.scrollTo({ top: 0, behavior: 'smooth' })
    firstEditField.current?.focus({ preventScroll: true })
  }, [editing?.id])

  useFetcherResult(fetcher, (result) => {
    if (result.status === 'done') toast.show(savingId ? texts.updated : texts.created, { tone: 'success' })
    else if (result.message) toast.show(result.message, { tone: 'error' })
  })
  // A save done: the panel closes, or the add form empties, with the table that shows the change.
  if (useNewResult(fetcher)?.status === 'done') {
    if (savingId) setEditing(null)
    else setDraft(emptyValues(config))
  }

  function cancel() {
    show({})
    setEditing(null)
    if (config.layout === 'form') setDraft(emptyValues(config))
  }

  function startEdit(record: ReferenceRecord) {
    show({})
    setEditing({ id: record.id, values: Object.fromEntries(config.fields.map((field) => [field.name, record[field.name] ?? ''])) })
  }

  function save(id: string | null, values: Values) {
    const check = checkForm(schema, values)
    if (!check.ok) {
      // docs/product/rules.md#validation: blank material names are skipped
      if (config.layout !== 'inline') show(check.fields)
      return
    }
    show({})
    setSavingId(id)
    void fetcher.submit({ intent: 'save', id: id ?? '', ...(check.values as Record<string, string>) }, { method: 'post' })
  }

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
            onSubmit={() => save(null, draft)}
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
              onSubmit={() => save(editing.id, editing.values)}
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
          onSubmit={() => save(editing?.id ?? null, formValues)}
          onCancel={cancel}
          submitLabel={editing ? 'Mettre à jour' : 'Ajouter'}
          busy={saving}
          errors={errors}
          firstFieldRef={firstEditField}
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
          if (editing?.id === id) cancel()
        }}
      />
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
  formRef,
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
  formRef?: Ref<HTMLFormElement>
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const set = (name: ReferenceFieldName, value: string) => onChange({ ...values, [name]: value })

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={title} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
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
