import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, TextareaField, TextField } from '@/components/form'
import { fileUrl } from '@/lib/file-url'
import { formatDate } from '@/lib/format'
import { pb } from '@/lib/pocketbase'
import type { ArticlesRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
import { useDeleteRecord } from '../api/use-delete-record'
import { useEditDialog } from '../api/use-edit-dialog'
import { useSubmit } from '../api/use-submit'
import { AdminPage } from '../components/admin-page'
import { timeOf, useAdminTable } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { DataTable, type Column } from '../components/data-table'
import { FormActions } from '../components/form-actions'
import { REQUIRED_TEXT } from '../components/form-texts'
import { HtmlField } from '../components/html-field'
import { appendSingleImage, storedImageItems, type ImageItem } from '../components/image-items'
import { ImageListEditor } from '../components/image-list-editor'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { RowActions } from '../components/row-actions'

/** The article's add / edit dialog: title (required), free-text category, excerpt, HTML content, one image. */
function ArticleForm({ article, onClose, onSaved }: { article: ArticlesRecord | null; onClose: () => void; onSaved: () => void }) {
  const [title, setTitle] = useState(article?.title ?? '')
  const [category, setCategory] = useState(article?.category ?? '')
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? '')
  const [content, setContent] = useState(article?.content ?? '')
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImageItems(article?.image, (file) => fileUrl(article, file, { thumb: '100x100' })),
  )
  const [titleProblem, setTitleProblem] = useState<string | undefined>()
  const submit = useSubmit()
  const titleInput = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = title.trim() ? undefined : REQUIRED_TEXT
    setTitleProblem(problem)
    if (problem) return
    const body = new FormData()
    body.append('title', title.trim())
    body.append('category', category.trim())
    body.append('excerpt', excerpt.trim())
    body.append('content', content)
    appendSingleImage(body, 'image', images)
    const ok = await submit.run(
      () => (article ? pb.collection('articles').update(article.id, body) : pb.collection('articles').create(body)),
      "Échec de l'enregistrement de l'article. ",
    )
    if (ok) onSaved()
  }

  return (
    <Modal title={article ? "Modifier l'article" : 'Ajouter un article'} onClose={onClose} initialFocus={titleInput} wide>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          ref={titleInput}
          label="Titre"
          name="title"
          required
          autoComplete="off"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleProblem}
        />
        <TextField
          label="Catégorie"
          name="category"
          autoComplete="off"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          hint="Texte libre, par exemple « Lithothérapie »."
        />
        <TextareaField label="Extrait" name="excerpt" rows={3} value={excerpt} onChange={(event) => setExcerpt(event.target.value)} />
        <HtmlField label="Contenu" name="content" value={content} onChange={setContent} rows={12} />
        <ImageListEditor label="Image" items={images} onChange={setImages} max={1} />
        <FormAlert>{submit.error}</FormAlert>
        <FormActions busy={submit.busy} onCancel={onClose} />
      </form>
    </Modal>
  )
}

const QUERY = { sort: '-created' } as const

/** /dashboard/articles: the blog's articles, newest first (docs/product/rules.md#lists-and-reads), and their dialog. */
export function ArticlesScreen() {
  const list = useAdminList('articles', QUERY)
  const dialog = useEditDialog<ArticlesRecord>({
    created: 'Article créé avec succès !',
    updated: 'Article mis à jour avec succès !',
    onSaved: list.reload,
  })
  const { deleting, remove } = useDeleteRecord('articles', {
    confirm: 'Êtes-vous sûr de vouloir supprimer cet article ?',
    failure: "Échec de la suppression de l'article",
    onDeleted: list.reload,
  })

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
        <RowActions
          name={row.title}
          onEdit={() => dialog.openEdit(row)}
          onDelete={() => void remove(row.id)}
          deleting={deleting === row.id}
        />
      ),
    },
  ]

  const table = useAdminTable(list.items, { columns, searchText: (row) => `${row.title} ${row.category ?? ''}` })

  return (
    <AdminPage heading="Articles" action={{ label: 'Ajouter un article', onClick: dialog.openNew }}>
      <div className="space-y-3">
        <ListError>{list.status === 'error' ? 'Échec de la récupération des articles' : null}</ListError>
        <TableToolbar {...table.toolbar} searchLabel="Rechercher un article" />
        <DataTable
          {...table.sorting}
          caption="Liste des articles"
          columns={columns}
          rows={table.rows}
          status={list.status}
          empty={table.empty('Aucun article pour le moment.')}
        />
      </div>
      {dialog.editing && (
        <ArticleForm article={dialog.editing === 'new' ? null : dialog.editing} onClose={dialog.close} onSaved={dialog.saved} />
      )}
    </AdminPage>
  )
}
