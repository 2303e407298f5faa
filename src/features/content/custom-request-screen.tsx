import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { CheckboxField, FormAlert, hintClass, labelClass, SelectField, SubmitButton, TextareaField, TextField } from '@/components/form'
import { useToast } from '@/components/toast'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { pb } from '@/lib/pocketbase'
import {
  customRequestsBeadSizeValues,
  customRequestsCharmsValues,
  customRequestsClaspTypeValues,
  type CustomRequestsBeadSize,
  type CustomRequestsCharms,
  type CustomRequestsClaspType,
} from '@/lib/pocketbase-types'
import { fetchStones } from './api/content-api'
import { useRemote } from '@/lib/use-remote'
import { emailError, focusFirstInvalid, SEND_ERROR, SENDING_LABEL } from './components/form-texts'
import { useFormSending } from './components/use-form-sending'
import { PageIntro } from './components/page-intro'
import { ImageFileField } from './components/image-file-field'

export const MAX_SECONDARY_STONES = 10
export const TOO_MANY_STONES = 'Vous ne pouvez sélectionner que 10 pierres au maximum.'
export const CUSTOM_REQUEST_SUCCESS =
  'Merci ! Votre demande sur-mesure a bien été envoyée. Nous revenons vers vous très vite pour en parler ensemble.'

const JEWELRY_TYPES = ['Bracelet', 'Collier', 'Pendentif', 'Chevillère'] as const
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

interface RequestValues {
  name: string
  email: string
  jewelry_type: string
  main_stone: string
  secondary_stones: string[]
  bead_size: CustomRequestsBeadSize
  wrist_size: string
  clasp_type: CustomRequestsClaspType
  stainless_steel_elements: boolean
  charms: CustomRequestsCharms[]
  message: string
}

type RequestErrors = Partial<Record<'name' | 'email' | 'wrist_size' | 'image', string>>

const DEFAULTS: RequestValues = {
  name: '',
  email: '',
  jewelry_type: 'Bracelet',
  main_stone: '',
  secondary_stones: [],
  bead_size: '8mm',
  wrist_size: '',
  clasp_type: 'Élastique',
  stainless_steel_elements: false,
  charms: [],
  message: '',
}

const STEPS = [
  {
    title: 'Votre demande',
    text: 'Décrivez le bijou qui vous ressemble : pierres, couleurs, intention. Une photo d’inspiration nous aide beaucoup.',
  },
  {
    title: 'Échange et devis',
    text: 'Nous vous répondons sous 48 heures pour affiner le projet ensemble, puis nous vous envoyons un devis détaillé, sans engagement.',
  },
  {
    title: 'Création',
    text: 'Une fois le devis accepté, votre bijou est façonné à la main dans notre atelier, perle après perle, en une à deux semaines.',
  },
  {
    title: 'Livraison',
    text: 'Votre pièce unique vous est expédiée gratuitement, soigneusement emballée, avec la fiche de ses pierres.',
  },
] as const

function validate(values: RequestValues, image: File | null): RequestErrors {
  const errors: RequestErrors = {}
  if (!values.name.trim()) errors.name = 'Veuillez indiquer votre nom.'
  const email = emailError(values.email)
  if (email) errors.email = email
  if (values.wrist_size.trim()) {
    const size = Number(values.wrist_size.replace(',', '.'))
    if (!Number.isFinite(size) || size < 10 || size > 30) errors.wrist_size = 'Indiquez un tour de poignet entre 10 et 30 cm.'
  }
  if (image && !IMAGE_TYPES.includes(image.type)) errors.image = 'Formats acceptés : JPEG, PNG, GIF ou WebP.'
  return errors
}

function toFormData(values: RequestValues, image: File | null): FormData {
  const data = new FormData()
  data.append('name', values.name.trim())
  data.append('email', values.email.trim())
  data.append('jewelry_type', values.jewelry_type)
  data.append('main_stone', values.main_stone)
  data.append('secondary_stones', JSON.stringify(values.secondary_stones))
  data.append('bead_size', values.bead_size)
  if (values.wrist_size.trim()) data.append('wrist_size', String(Number(values.wrist_size.replace(',', '.'))))
  data.append('clasp_type', values.clasp_type)
  data.append('stainless_steel_elements', String(values.stainless_steel_elements))
  for (const charm of values.charms) data.append('charms', charm)
  data.append('message', values.message.trim())
  if (image) data.append('image', image)
  return data
}

/** Custom request: 'Votre Bijou, Votre Âme', the form of docs/product/rules.md#custom-requests (saved to `custom_requests`) and the four steps. */
export function CustomRequestScreen() {
  usePageMeta({
    title: 'Sur-mesure',
    description:
      'Créez votre bijou sur-mesure en pierres naturelles : choisissez vos pierres, la taille des perles, le fermoir et les breloques, nous le façonnons à la main pour vous.',
  })
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<RequestValues>(DEFAULTS)
  const [image, setImage] = useState<File | null>(null)
  const [fileKey, setFileKey] = useState(0)
  const [errors, setErrors] = useState<RequestErrors>({})
  const { status, sending, edited, send } = useFormSending()
  const stones = useRemote(fetchStones)
  const stoneNames = stones.state.status === 'success' ? stones.state.data.map((stone) => stone.name) : []

  function set<K extends keyof RequestValues>(field: K, value: RequestValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }))
    edited()
  }

  function toggleSecondary(name: string, checked: boolean) {
    if (checked && values.secondary_stones.length >= MAX_SECONDARY_STONES) {
      toast.show(TOO_MANY_STONES, { tone: 'error' })
      return
    }
    set('secondary_stones', checked ? [...values.secondary_stones, name] : values.secondary_stones.filter((s) => s !== name))
  }

  function toggleCharm(charm: CustomRequestsCharms, checked: boolean) {
    set('charms', checked ? [...values.charms, charm] : values.charms.filter((c) => c !== charm))
  }

  function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    setImage(file)
    setErrors((current) => ({
      ...current,
      image: file && !IMAGE_TYPES.includes(file.type) ? 'Formats acceptés : JPEG, PNG, GIF ou WebP.' : undefined,
    }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const found = validate(values, image)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current)
      return
    }
    if (await send(() => pb.collection('custom_requests').create(toFormData(values, image)))) {
      setValues(DEFAULTS)
      setImage(null)
      setFileKey((key) => key + 1)
    }
  }

  return (
    <>
      <PageIntro eyebrow="Création sur-mesure" title="Votre Bijou, Votre Âme">
        <p>Un bijou pensé pour vous seul·e : vous choisissez les pierres et l’intention, nous le façonnons à la main dans notre atelier.</p>
      </PageIntro>

      <section aria-labelledby="steps-title" className="border-b border-line bg-surface">
        <div className={`${containerClass} py-12 md:py-14`}>
          <h2 id="steps-title" className="text-center text-3xl font-semibold">
            Comment ça se passe ?
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-line bg-canvas p-6">
                <span aria-hidden="true" className="font-display text-4xl font-semibold text-highlight">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-xl font-semibold">
                  <span className="sr-only">{`Étape ${index + 1} : `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className={`${containerClass} py-12 md:py-16`}>
        <section aria-labelledby="request-form-title" className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6 sm:p-10">
          <h2 id="request-form-title" className="text-3xl font-semibold">
            Décrivez votre bijou
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            Les champs marqués d’une étoile sont obligatoires ; tout le reste nous aide à vous conseiller.
          </p>

          <form ref={formRef} noValidate onSubmit={submit} className="mt-8 grid gap-8">
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-4 font-display text-xl font-semibold">Vos coordonnées</legend>
              <TextField
                label="Nom"
                name="name"
                autoComplete="name"
                required
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                error={errors.name}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                error={errors.email}
              />
            </fieldset>

            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-4 font-display text-xl font-semibold">Votre bijou</legend>
              <SelectField
                label="Type de bijou"
                name="jewelry_type"
                value={values.jewelry_type}
                onChange={(e) => set('jewelry_type', e.target.value)}
              >
                {JEWELRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </SelectField>
              {stones.state.status === 'error' ? (
                <TextField
                  label="Pierre principale"
                  name="main_stone"
                  value={values.main_stone}
                  onChange={(e) => set('main_stone', e.target.value)}
                  hint="La liste des pierres n’a pas pu être chargée : écrivez le nom de la pierre souhaitée."
                />
              ) : (
                <SelectField
                  label="Pierre principale"
                  name="main_stone"
                  value={values.main_stone}
                  disabled={stones.state.status === 'loading'}
                  onChange={(e) => set('main_stone', e.target.value)}
                >
                  <option value="">
                    {stones.state.status === 'loading' ? 'Chargement des pierres...' : 'Laissez-nous vous conseiller'}
                  </option>
                  {stoneNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </SelectField>
              )}

              <fieldset className="sm:col-span-2">
                <legend className={labelClass}>Pierres secondaires</legend>
                <p className={hintClass} aria-live="polite">
                  {`Jusqu’à ${MAX_SECONDARY_STONES} pierres : ${values.secondary_stones.length} sélectionnée${values.secondary_stones.length > 1 ? 's' : ''}.`}
                </p>
                {stones.state.status === 'loading' && <p className="mt-3 text-sm text-ink-muted">Chargement des pierres...</p>}
                {stones.state.status === 'error' && (
                  <p className="mt-3 text-sm text-ink-muted">
                    La liste des pierres n’a pas pu être chargée : citez vos pierres secondaires dans votre message.{' '}
                    <button type="button" onClick={stones.retry} className="font-medium text-accent underline underline-offset-4">
                      Réessayer
                    </button>
                  </p>
                )}
                {stoneNames.length > 0 && (
                  <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {stoneNames.map((name) => {
                      const checked = values.secondary_stones.includes(name)
                      return (
                        <li key={name}>
                          <label
                            className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${checked ? 'border-accent bg-accent-soft text-ink' : 'border-line bg-surface-raised text-ink hover:border-line-strong'}`}
                          >
                            <input
                              type="checkbox"
                              name="secondary_stones"
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
                )}
              </fieldset>

              <ChoiceGroup
                legend="Taille des perles"
                name="bead_size"
                options={customRequestsBeadSizeValues}
                value={values.bead_size}
                onChange={(value) => set('bead_size', value)}
              />
              <TextField
                label="Tour de poignet (cm)"
                name="wrist_size"
                type="number"
                inputMode="decimal"
                min={10}
                max={30}
                step={0.5}
                value={values.wrist_size}
                onChange={(e) => set('wrist_size', e.target.value)}
                hint="Mesurez votre poignet au ras de l’os, sans serrer."
                error={errors.wrist_size}
              />
              <ChoiceGroup
                legend="Fermoir"
                name="clasp_type"
                options={customRequestsClaspTypeValues}
                value={values.clasp_type}
                onChange={(value) => set('clasp_type', value)}
              />
              <div className="flex items-end pb-2">
                <CheckboxField
                  label="Éléments en acier inoxydable"
                  name="stainless_steel_elements"
                  checked={values.stainless_steel_elements}
                  onChange={(e) => set('stainless_steel_elements', e.target.checked)}
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
                      checked={values.charms.includes(charm)}
                      onChange={(e) => toggleCharm(charm, e.target.checked)}
                    />
                  ))}
                </div>
              </fieldset>
            </fieldset>

            <fieldset className="grid gap-5">
              <legend className="mb-4 font-display text-xl font-semibold">Votre message</legend>
              <TextareaField
                label="Message"
                name="message"
                rows={6}
                value={values.message}
                onChange={(e) => set('message', e.target.value)}
                hint="L’intention du bijou, les couleurs que vous aimez, une occasion particulière…"
              />
              <ImageFileField
                key={fileKey}
                id="custom-request-image"
                label="Image d’inspiration (facultatif)"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hint="JPEG, PNG, GIF ou WebP."
                error={errors.image}
                file={image}
                onChange={pickImage}
              />
            </fieldset>

            <div className="flex flex-col gap-4">
              <FormAlert tone="error">{status === 'error' ? SEND_ERROR : null}</FormAlert>
              <FormAlert tone="success">{status === 'success' ? CUSTOM_REQUEST_SUCCESS : null}</FormAlert>
              <SubmitButton busy={sending} busyLabel={SENDING_LABEL} className="self-start">
                Envoyer ma demande
              </SubmitButton>
            </div>
          </form>
        </section>
      </div>
    </>
  )
}

/** Radio buttons drawn as pills (bead size, clasp). */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly T[]
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
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
