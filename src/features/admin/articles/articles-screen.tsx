import { useRef, useState, type FormEvent } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { formatDate } from '@/lib/format'
import type { ArticlesRecord } from '@/lib/pocketbase-types'
import { checkBeforeSending, useFetcherResult, useFieldErrors, useRowDelete, type WriteResult } from '../api/record-writes'
import { useEditDialog, type EditDialog } from '../api/use-edit-dialog'
import { AdminPage } from '../components/admin-page'
import { timeOf, useAdminTable } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { FormActions } from '../components/form-actions'
import { HtmlField } from '../components/html-field'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'
import { TableToolbar } from '../components/table-toolbar'
import { ARTICLE_TEXTS, type loader } from './articles-data'
import { articleSchema } from './articles-schema'

/** The article's add / edit dialog: title (required), free-text category, excerpt, HTML content, one image. */
function ArticleForm({ article, onClose, onSaved }: { article: ArticlesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [content, setContent] = useState(article?.content ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(article?.image, (file) => fileUrl(article, file, { thumb: '100x100' })),
  )
  const fetcher = useFetcher<WriteResult>()
  const failure = fetcher.data?.status === 'error' ? fetcher.data : undefined
  const { errors, refusal, show } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  useFocusFirstError(formRef, refusal)
  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const check = checkBeforeSending(articleSchema, show)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!check(event)) return
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    appendSingleImage(body, 'image', images)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }

  return (
    <Modal title={article ? "Modifier l'article" : 'Ajouter un article'} onClose={onClose} initialFocus={titleInput} wide>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={article?.id ?? ''} />
        <TextField
          ref={titleInput}
          label="Titre"
          name="title"
          required
          autoComplete="off"
          defaultValue={article?.title ?? ''}
          error={errors.title}
        />
        <TextField
          label="Catégorie"
          name="category"
          autoComplete="off"
          defaultValue={article?.category ?? ''}
          hint="Texte libre, par exemple « Lithothérapie »."
          error={errors.category}
        />
        <TextareaField label="Extrait" name="excerpt" rows={3} defaultValue={article?.excerpt ?? ''} error={errors.excerpt} />
        <HtmlField label="Contenu" name="content" value={content} onChange={setContent} rows={12} />
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} />
        <FormAlert>{failure?.message}</FormAlert>
        <FormActions busy={fetcher.state !== 'idle'} onCancel={onClose} />
      </form>
    </Modal>
  )
}

function ArticlesTable({ items, status, dialog }: { items: ArticlesRecord[]; status: ListStatus; dialog: EditDialog<ArticlesRecord> }) {
  const { deleting, remove } = useRowDelete('Êtes-vous sûr de vouloir supprimer cet article ?')
  const columns: Column<ArticlesRecord>[] = [
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
    { header: 'Titre', cell: (row) => <span className="font-medium">{row.title}</span>, sortValue: (row) => row.title },
    { header: 'Catégorie', cell: (row) => row.category || '—', sortValue: (row) => row.category },
    {
      header: 'Publié le',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.created),
      sortValue: (row) => timeOf(row.created),
    },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions name={row.title} onEdit={() => dialog.openEdit(row)} onDelete={() => remove(row.id)} deleting={deleting === row.id} />
      ),
    },
  ]
  const table = useAdminTable(items, { columns, searchText: (row) => `${row.title} ${row.category ?? ''}` })
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher un article" />
      <DataTable
        {...table.sorting}
        caption="Liste des articles"
        columns={columns}
        rows={table.rows}
        status={status}
        empty={table.empty('Aucun article pour le moment.')}
      />
    </>
  )
}

/** /dashboard/articles: the blog's articles, newest first (docs/product/rules.md#lists-and-reads), and their dialog. */
export function ArticlesScreen() {
  const { articles } = useLoaderData<typeof loader>()
  const dialog = useEditDialog<ArticlesRecord>({ created: 'Article créé avec succès !', updated: 'Article mis à jour avec succès !' })

  return (
    <AdminPage heading="Articles" action={{ label: 'Ajouter un article', onClick: dialog.openNew }}>
      <DeferredList value={articles} failed={ARTICLE_TEXTS.loadFailed}>
        {(items, status) => <ArticlesTable items={items} status={status} dialog={dialog} />}
      </DeferredList>
      {dialog.editing && (
        <ArticleForm article={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
