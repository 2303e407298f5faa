import { useEffect, useRef, useState } from 'react'
import { Form, Link, useLoaderData } from 'react-router-dom'
import { CheckboxField, FormAlert, SubmitButton, TextField, TextareaField } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import type { PagesRecord } from '@/lib/pocketbase-types'
import { faqItems } from '@/lib/content-pages'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { useVersionedRouteForm } from '../api/use-versioned-route-form'
import { AdminPage } from '../components/admin-page'
import { HtmlField } from '../components/html-field'
import { ListError } from '../components/list-error'
import { PAGE_TEXTS, type PageEditData, type PageSaveResult } from './page-edit-data'
import { DESCRIPTION_MAX } from './page-edit-schema'

const linkClass = 'rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline'

/**
 * /dashboard/pages/:id (docs/adr/0101): a content page's title, SEO description, body (HTML with its
 * preview), FAQ and publication. Nothing typed is lost on a refusal; a save over a newer version offers
 * « Recharger » and « Garder mon texte »; leaving with unsaved changes asks first (docs/adr/0083).
 */
export function PageEditScreen() {
  const data = useLoaderData() as PageEditData
  if (!data.page) {
    return (
      <AdminPage heading={PAGE_TEXTS.heading}>
        <ListError>{PAGE_TEXTS.loadFailed}</ListError>
        <Link to={adminPaths.pages} className={linkClass}>
          Retour aux pages
        </Link>
      </AdminPage>
    )
  }
  // A new form after each save or reload: the fields show the page as stored.
  return <PageForm key={data.page.updated} page={data.page} />
}

type FaqRow = { key: number; question: string; answer: string }

function PageForm({ page }: { page: PagesRecord }) {
  const { busy, formRef, failure, errors, head } = useVersionedRouteForm<PageSaveResult>(page.updated, PAGE_TEXTS.saved)
  // The FAQ's fields are named by their position in the action's list, not by their inputs' names:
  // after the shared focus (which falls back to the button), the first of them that is refused.
  useEffect(() => {
    if (!failure || !Object.keys(failure.fields).some((name) => name.startsWith('faq.'))) return
    if (Object.keys(failure.fields).some((name) => !name.startsWith('faq'))) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failure, formRef])
  const [body, setBody] = useState(page.body ?? '')
  const [faq, setFaq] = useState<FaqRow[]>(() => faqItems(page).map((item, key) => ({ ...item, key })))
  /** The next new question's key (the stored ones are keyed by their position). */
  const nextKey = useRef(faqItems(page).length)
  useUnsavedChanges(formRef, { baseline: page.updated, extra: body })
  // The FAQ's items as the action counted them (the empty ones dropped): their errors by position.
  const filled = faq.filter((item) => item.question.trim() !== '' || item.answer.trim() !== '')
  const itemError = (row: FaqRow, field: 'question' | 'answer') => {
    const index = filled.indexOf(row)
    return index === -1 ? undefined : errors[`faq.${index}.${field}`]
  }
  const setRow = (key: number, change: Partial<FaqRow>) =>
    setFaq((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))

  return (
    <AdminPage heading={`${PAGE_TEXTS.heading} « ${page.title} »`}>
      <p className="text-sm text-ink-muted">
        <Link to={adminPaths.pages} className={linkClass}>
          Retour aux pages
        </Link>
        {' · '}
        <a href={`/${page.slug}`} className={linkClass} target="_blank" rel="noreferrer">
          Voir la page /{page.slug}
        </a>
      </p>
      <Form ref={formRef} method="post" noValidate className="space-y-6" aria-label={PAGE_TEXTS.heading}>
        {head}
        <fieldset className="space-y-4 rounded-3xl border border-line bg-surface p-5 sm:p-6">
          <legend className="px-2 text-lg font-semibold text-ink">La page</legend>
          <TextField id="page-title" label="Titre" name="title" maxLength={200} required defaultValue={page.title} error={errors.title} />
          <TextareaField
            id="page-description"
            label="Description pour les moteurs de recherche"
            name="description"
            rows={2}
            maxLength={DESCRIPTION_MAX}
            hint="Une ou deux phrases, montrées sous le titre dans les résultats de recherche."
            defaultValue={page.description ?? ''}
            error={errors.description}
          />
          <CheckboxField
            id="page-published"
            name="published"
            label="Publiée (visible en boutique)"
            defaultChecked={Boolean(page.published)}
            error={errors.published}
          />
          <HtmlField label="Contenu" name="body" value={body} onChange={setBody} rows={14} />
        </fieldset>
        <fieldset className="space-y-4 rounded-3xl border border-line bg-surface p-5 sm:p-6">
          <legend className="px-2 text-lg font-semibold text-ink">Questions et réponses</legend>
          <p className="text-sm text-ink-muted">
            Affichées avant le contenu, chacune dépliable ; les moteurs de recherche les lisent comme une FAQ. Une question laissée vide des
            deux côtés est ignorée.
          </p>
          <FormAlert>{errors.faq}</FormAlert>
          {faq.map((row, index) => (
            <div key={row.key} className="space-y-3 rounded-2xl border border-line p-4">
              <TextField
                id={`page-faq-question-${row.key}`}
                label={`Question ${index + 1}`}
                name="faq_question"
                maxLength={300}
                value={row.question}
                onChange={(event) => setRow(row.key, { question: event.target.value })}
                error={itemError(row, 'question')}
              />
              <TextareaField
                id={`page-faq-answer-${row.key}`}
                label={`Réponse ${index + 1}`}
                name="faq_answer"
                rows={3}
                maxLength={3000}
                value={row.answer}
                onChange={(event) => setRow(row.key, { answer: event.target.value })}
                error={itemError(row, 'answer')}
              />
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setFaq((rows) => rows.filter((other) => other.key !== row.key))}
              >
                Retirer la question {index + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setFaq((rows) => [...rows, { key: nextKey.current++, question: '', answer: '' }])}
          >
            Ajouter une question
          </button>
        </fieldset>
        <SubmitButton busy={busy}>Enregistrer</SubmitButton>
      </Form>
    </AdminPage>
  )
}
