import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react'
import { Form, Link, useLoaderData, useSubmit } from 'react-router-dom'
import * as v from 'valibot'
import { Deferred } from '@/components/deferred'
import { CheckboxField, hintClass, labelClass, SelectField, TextareaField, TextField } from '@/components/form'
import { useToast } from '@/components/toast'
import {
  customRequestsBeadSizeValues,
  customRequestsCharmsValues,
  customRequestsClaspTypeValues,
  type CustomRequestsBeadSize,
  type CustomRequestsClaspType,
  customRequestsTextMax,
} from '@/lib/pocketbase-types'
import { paths } from '@/lib/paths'
import { uploadHint } from '@/lib/upload-limits'
import { ImageFileField } from './components/image-file-field'
import { PublicFormFooter } from './components/public-form-footer'
import { SenderFields } from './components/sender-fields'
import { usePublicForm } from './components/use-public-form'
import type { loader } from './custom-request-route'
import { IMAGE_UPLOAD, inspirationImage, JEWELRY_TYPES, MAX_SECONDARY_STONES, TOO_MANY_STONES } from './custom-request-schema'

export const CUSTOM_REQUEST_SUCCESS =
  'Merci ! Votre demande sur-mesure a bien été envoyée. Nous revenons vers vous très vite pour en parler ensemble.'

const STONES_LOADING = 'Chargement des pierres...'

/**
 * The live preview (drawing, description, estimate: docs/adr/0126), a chunk of its own, loaded when
 * its area comes near the screen or at the visitor's first choice: /sur-mesure's first visit stays
 * within its budget (DESIGN §9). Its area keeps its height meanwhile (no layout shift).
 */
const CustomRequestPreview = lazy(() => import('./custom-request-preview'))

/** Where what is typed is kept until it is sent (the tab's sessionStorage, docs/adr/0082). */
export const CUSTOM_REQUEST_DRAFT = 'formDraft:custom-request'

/**
 * The custom request's form (docs/product/rules.md#custom-requests), sent by the route's action.
 * Each success starts a new form (its defaults back); a failure keeps everything chosen.
 */
export function CustomRequestForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const form = usePublicForm(formRef, CUSTOM_REQUEST_DRAFT)
  // Remounted on each success: the choices below start from their defaults again.
  return <Fields key={form.formKey} formRef={formRef} form={form} />
}

function Fields({ formRef, form }: { formRef: RefObject<HTMLFormElement | null>; form: ReturnType<typeof usePublicForm> }) {
  const { stones } = useLoaderData<typeof loader>()
  const toast = useToast()
  const { defaults } = form
  // What the form draws from the choices (the counter, the pills): the inputs still carry the values.
  const [secondary, setSecondary] = useState<string[]>(() => defaults.list('secondary_stones').slice(0, MAX_SECONDARY_STONES))
  const [beadSize, setBeadSize] = useState<CustomRequestsBeadSize>(() =>
    oneOf(customRequestsBeadSizeValues, defaults.text('bead_size'), '8mm'),
  )
  const [clasp, setClasp] = useState<CustomRequestsClaspType>(() =>
    oneOf(customRequestsClaspTypeValues, defaults.text('clasp_type'), 'Élastique'),
  )
  const [image, setImage] = useState<{ file: File | null; error?: string }>({ file: null })
  // The preview: loaded once near the screen or at a first choice (it then follows the form itself).
  const [wanted, setWanted] = useState(false)
  const previewRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!window.IntersectionObserver) return
    const observer = new IntersectionObserver(([area]) => area?.isIntersecting && setWanted(true), { rootMargin: '200px' })
    observer.observe(previewRef.current as Element)
    return () => observer.disconnect()
  }, [])

  function toggleSecondary(name: string, checked: boolean) {
    if (checked && secondary.length >= MAX_SECONDARY_STONES) {
      toast.show(TOO_MANY_STONES, { tone: 'error' })
      return
    }
    setSecondary(checked ? [...secondary, name] : secondary.filter((s) => s !== name))
  }

  // The image goes as the picker gave it, and no empty file part when none is chosen.
  const submit = useSubmit()
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.sending) return
    const data = new FormData(event.currentTarget)
    if (image.file) data.set('image', image.file)
    else data.delete('image')
    void submit(data, { method: 'post', encType: 'multipart/form-data' })
  }

  function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    // The schema's own rule, at once: the visitor need not send the form to learn the format is refused.
    const check = v.safeParse(inspirationImage, file)
    if (check.success) return setImage({ file })
    // Refused before any upload: the file is not kept, the same one may be picked again once changed.
    event.target.value = ''
    setImage({ file: null, error: check.issues[0].message })
  }
  // A file cannot be kept through a reload (docs/adr/0082): say so, until another one is picked.
  const lostImage = image.file === null && !image.error ? defaults.files[0] : undefined

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onChange={(event) => {
        form.onChange(event)
        setWanted(true)
      }}
      onSubmit={send}
      className="mt-8 grid gap-8"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-display text-xl font-semibold">Vos coordonnées</legend>
        <SenderFields nameMax={customRequestsTextMax.name} defaults={defaults} fieldError={form.fieldError} />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-display text-xl font-semibold">Votre bijou</legend>
        <SelectField
          label="Type de bijou"
          name="jewelry_type"
          defaultValue={defaults.text('jewelry_type', 'Bracelet')}
          error={form.fieldError('jewelry_type')}
        >
          {JEWELRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <Deferred
          value={stones}
          loading={
            <SelectField label="Pierre principale" name="main_stone" defaultValue="" disabled>
              <option value="">{STONES_LOADING}</option>
            </SelectField>
          }
          failed={() => (
            <TextField
              label="Pierre principale"
              name="main_stone"
              maxLength={customRequestsTextMax.main_stone}
              defaultValue={defaults.text('main_stone')}
              hint="La liste des pierres n’a pas pu être chargée : écrivez le nom de la pierre souhaitée."
            />
          )}
        >
          {(list) => (
            <SelectField label="Pierre principale" name="main_stone" defaultValue={defaults.text('main_stone')}>
              <option value="">Laissez-nous vous conseiller</option>
              {list.map((stone) => (
                <option key={stone.name} value={stone.name}>
                  {stone.name}
                </option>
              ))}
            </SelectField>
          )}
        </Deferred>

        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>Pierres secondaires</legend>
          {/* Sent in the order they were chosen (the boxes below only choose). */}
          {secondary.map((name) => (
            <input key={name} type="hidden" name="secondary_stones" value={name} />
          ))}
          <p className={hintClass} aria-live="polite">
            {`Jusqu’à ${MAX_SECONDARY_STONES} pierres : ${secondary.length} sélectionnée${secondary.length > 1 ? 's' : ''}.`}
          </p>
          <Deferred
            value={stones}
            loading={<p className="mt-3 text-sm text-ink-muted">{STONES_LOADING}</p>}
            failed={(retry) => (
              <p className="mt-3 text-sm text-ink-muted">
                La liste des pierres n’a pas pu être chargée : citez vos pierres secondaires dans votre message.{' '}
                <button type="button" onClick={retry} className="font-medium text-accent underline underline-offset-4">
                  Réessayer
                </button>
              </p>
            )}
          >
            {(list) =>
              list.length > 0 && (
                <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {list.map(({ name }) => {
                    const checked = secondary.includes(name)
                    return (
                      <li key={name}>
                        <label
                          className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${checked ? 'border-accent bg-accent-soft text-ink' : 'border-line bg-surface-raised text-ink hover:border-line-strong'}`}
                        >
                          <input
                            type="checkbox"
                            value={name}
                            checked={checked}
                            onChange={(e) => toggleSecondary(name, e.target.checked)}
                            className="size-4 shrink-0 accent-[var(--ep-accent)]"
                          />
                          {name}
                        </label>
                      </li>
                    )
                  })}
                </ul>
              )
            }
          </Deferred>
        </fieldset>

        <ChoiceGroup
          legend="Taille des perles"
          name="bead_size"
          options={customRequestsBeadSizeValues}
          value={beadSize}
          onChange={setBeadSize}
        />
        <div>
          <TextField
            label="Tour de poignet (cm)"
            name="wrist_size"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={defaults.text('wrist_size')}
            hint="Entre 10 et 30 cm, par exemple 16,5. Mesurez votre poignet au ras de l’os, sans serrer."
            error={form.fieldError('wrist_size')}
          />
          <p className="mt-1 text-sm">
            <Link to={paths.sizeGuide} className="rounded-sm font-medium text-accent underline underline-offset-4">
              Guide des tailles
            </Link>
          </p>
        </div>
        <ChoiceGroup legend="Fermoir" name="clasp_type" options={customRequestsClaspTypeValues} value={clasp} onChange={setClasp} />
        <div className="flex items-end pb-2">
          <CheckboxField
            label="Éléments en acier inoxydable"
            name="stainless_steel_elements"
            defaultChecked={defaults.text('stainless_steel_elements') !== ''}
          />
        </div>

        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>Breloques</legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {customRequestsCharmsValues.map((charm) => (
              <CheckboxField
                key={charm}
                label={charm}
                name="charms"
                value={charm}
                defaultChecked={defaults.list('charms').includes(charm)}
              />
            ))}
          </div>
        </fieldset>
      </fieldset>

      {/* The composer's pattern and preview (docs/adr/0126); its height kept while it loads. */}
      <div ref={previewRef} className="min-h-[40rem] sm:min-h-[30rem]">
        {wanted && (
          <Suspense>
            <CustomRequestPreview form={formRef} />
          </Suspense>
        )}
      </div>

      <fieldset className="grid gap-5">
        <legend className="mb-4 font-display text-xl font-semibold">Votre message</legend>
        <TextareaField
          label="Message"
          name="message"
          maxLength={customRequestsTextMax.message}
          rows={6}
          defaultValue={defaults.text('message')}
          hint="L’intention du bijou, les couleurs que vous aimez, une occasion particulière…"
          error={form.fieldError('message')}
        />
        <ImageFileField
          id="custom-request-image"
          label="Image d’inspiration (facultatif)"
          accept={IMAGE_UPLOAD.mimeTypes.join(',')}
          hint={
            lostImage
              ? `${uploadHint(IMAGE_UPLOAD)} L’image « ${lostImage} » n’a pas pu être gardée au rechargement de la page : choisissez-la à nouveau.`
              : uploadHint(IMAGE_UPLOAD)
          }
          error={image.error ?? form.fieldError('image')}
          file={image.file}
          onChange={pickImage}
        />
      </fieldset>

      <PublicFormFooter
        form={form}
        success={CUSTOM_REQUEST_SUCCESS}
        purpose="Vos coordonnées et votre demande servent seulement à imaginer votre bijou avec vous et à vous répondre."
      >
        Envoyer ma demande
      </PublicFormFooter>
    </Form>
  )
}

/** `value` when it is one of `options`, else `fallback` (a draft from another version of the form). */
function oneOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return (options as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Radio buttons drawn as pills (bead size, clasp; the preview's pattern). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly T[]
  labels?: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${value === option ? 'border-accent bg-accent-soft font-medium text-ink' : 'border-line-strong bg-surface-raised text-ink hover:border-ink-muted'}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-[var(--ep-accent)]"
            />
            {labels ? labels[option] : option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
