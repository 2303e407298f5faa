import { useRef, useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { FormAlert, TextareaField, TextField } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { formatDateTime } from '@/lib/format'
import { paths } from '@/lib/paths'
import { articlesImageUpload, type ArticlesRecord, articlesTextMax } from '@/lib/pocketbase-types'
import { slugify } from '@/lib/slugify'
import { useDialogSave } from '../api/use-dialog-save'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { timeOf } from '../components/admin-table'
import type { Column } from '../components/data-table'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { EditableTable } from '../components/list-tables'
import { FormActions } from '../components/form-actions'
import { HtmlField } from '../components/html-field'
import { imageColumn } from '../components/image-column'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { Modal } from '../components/modal'
import { ARTICLE_TEXTS, type loader } from './articles-data'
import { articleSchema } from './articles-schema'

/** The article's add / edit dialog: title (required), free-text category, excerpt, HTML content, one image. */
function ArticleForm({ article, dialog }: { article: ArticlesRecord | null; dialog: EditDialog<ArticlesRecord> }) {
  const [content, setContent] = useState(article?.content ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(article?.image, (file) => fileUrl(article, file, { thumb: '100x100' })),
  )
  const { formRef, errors, sendMultipart, failure, busy, close, versionInput, conflict } = useDialogSave(articleSchema, {
    opened: article?.updated ?? '',
    onSaved: dialog.saved,
    onClose: dialog.close,
    onReload: dialog.reload,
    extra: images,
  })
  const titleInput = useRef<HTMLInputElement>(null)
  const slugInput = useRef<HTMLInputElement>(null)

  return (
    <Modal title={article ? "Modifier l'article" : 'Ajouter un article'} onClose={close} initialFocus={titleInput} wide>
      <form ref={formRef} noValidate onSubmit={sendMultipart((body) => appendSingleImage(body, 'image', images))} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={article?.id ?? ''} />
        <input {...versionInput} />
        <TextField
          ref={titleInput}
          label="Titre"
          name="title"
          maxLength={articlesTextMax.title}
          required
          autoComplete="off"
          defaultValue={article?.title ?? ''}
          // As the product's name its slug (docs/product/rules.md#article-form): the title writes the address again.
          onChange={(event) => {
            if (slugInput.current) slugInput.current.value = slugify(event.target.value)
          }}
          error={errors.title}
        />
        <TextField
          ref={slugInput}
          label="Slug"
          name="slug"
          maxLength={articlesTextMax.slug}
          autoComplete="off"
          defaultValue={article?.slug ?? ''}
          hint={`Adresse de l’article (${paths.article.replace(':slug', '…')}), générée depuis le titre ; modifiable, mais refaite à chaque changement du titre. L’ancienne adresse mène toujours à l’article.`}
          error={errors.slug}
        />
        <TextField
          label="Catégorie"
          name="category"
          maxLength={articlesTextMax.category}
          autoComplete="off"
          defaultValue={article?.category ?? ''}
          hint="Texte libre, par exemple « Lithothérapie »."
          error={errors.category}
        />
        <TextareaField
          label="Extrait"
          name="excerpt"
          maxLength={articlesTextMax.excerpt}
          rows={3}
          defaultValue={article?.excerpt ?? ''}
          error={errors.excerpt}
        />
        <HtmlField label="Contenu" name="content" value={content} onChange={setContent} rows={12} />
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} upload={articlesImageUpload} />
        <FormAlert>{failure}</FormAlert>
        {conflict && <EditConflictAlert {...conflict} />}
        <FormActions busy={busy} onCancel={close} />
      </form>
    </Modal>
  )
}

const COLUMNS: Column<ArticlesRecord>[] = [
  imageColumn((row) => row.image),
  { header: 'Titre', cell: (row) => <span className="font-medium">{row.title}</span>, sortValue: (row) => row.title },
  { header: 'Catégorie', cell: (row) => row.category || '—', sortValue: (row) => row.category },
  {
    header: 'Publié le',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.created),
    sortValue: (row) => timeOf(row.created),
  },
]

/** /dashboard/articles: the blog's articles, newest first, 50 a page from the server (docs/adr/0100), and their dialog. */
export function ArticlesScreen() {
  const { articles } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<ArticlesRecord>({ created: 'Article créé avec succès !', updated: 'Article mis à jour avec succès !' })

  return (
    <AdminPage heading="Articles" action={{ label: 'Ajouter un article', onClick: dialog.openNew }}>
      <EditableTable
        value={articles}
        paging={{ noun: ['article', 'articles'], label: 'Pages des articles' }}
        texts={ARTICLE_TEXTS}
        columns={COLUMNS}
        rowName={(row) => row.title}
        searchText={(row) => `${row.title} ${row.category ?? ''}`}
        onEdit={dialog.openEdit}
      />
      {dialog.editing && <ArticleForm key={dialog.formKey} article={dialog.editing === 'new' ? null : dialog.editing} dialog={dialog} />}
    </AdminPage>
  )
}
