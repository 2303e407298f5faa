import { useRef, useState } from 'react'
import { secondaryButtonClass } from '@/components/ui-classes'
import { useSession } from '@/lib/session-context'
import { loadShopIdentity } from '@/lib/shop-identity'
import { vatRate } from '@/lib/vat'
import { ProPageHeader } from '../components'
import { fetchDocumentProducts } from './api'
import { catalogueStones, documentYear, toDocumentRows, type DocumentRow } from './document-rows'
import { saveFile } from './download'
import { buildPriceGridCsv } from './price-grid-csv'

export const DOCUMENT_FAILED = 'Le document n’a pas pu être généré. Vérifiez votre connexion, puis réessayez.'
export const DOCUMENT_GENERATING = 'Préparation du document...'

type DocumentKey = 'catalogue' | 'price-grid-csv' | 'price-grid-pdf' | 'display'

interface DocumentFile {
  key: DocumentKey
  label: string
  fileName: string
  /** Builds the file; pdf-lib is imported only here, when a PDF is asked for. */
  build: (read: () => Promise<DocumentData>) => Promise<{ data: BlobPart; type: string }>
}

/** The catalogue as this pro reads it, and the shop's VAT rate (null: the shop has no identity yet). */
interface DocumentData {
  rows: DocumentRow[]
  rate: number | null
}

const PDF = 'application/pdf'

const pdf = async (make: (m: typeof import('./pdf-documents')) => Promise<Uint8Array>) => {
  const bytes = await make(await import('./pdf-documents'))
  return { data: bytes.slice().buffer, type: PDF }
}

/** The three documents; the catalogue is the year's (`year`: the year it is made in). */
const sections = (year: string): { title: string; text: string; files: DocumentFile[] }[] => [
  {
    title: `Catalogue ${year}`,
    text: 'Tous nos bijoux en photo, exclusivités comprises, avec leur référence, leur description, leur prix public et votre prix professionnel HT et TTC.',
    files: [
      {
        key: 'catalogue',
        label: `Télécharger le catalogue ${year} (PDF)`,
        fileName: `eclat-de-pierre-catalogue-${year}.pdf`,
        build: async (read) => {
          const { rows, rate } = await read()
          const photos = await (await import('./catalogue-photos')).loadCataloguePhotos(rows)
          return pdf((m) => m.buildCataloguePdf(rows, { rate, photos }))
        },
      },
    ],
  },
  {
    title: 'Grille tarifaire',
    text: 'Vos prix professionnels HT et TTC à jour, produit par produit et avec sa référence : en tableur (CSV, ouvrable dans Excel) ou en PDF à imprimer.',
    files: [
      {
        key: 'price-grid-csv',
        label: 'Télécharger la grille tarifaire (CSV)',
        fileName: 'eclat-de-pierre-grille-tarifaire.csv',
        build: async (read) => {
          const { rows, rate } = await read()
          return { data: buildPriceGridCsv(rows, rate), type: 'text/csv;charset=utf-8' }
        },
      },
      {
        key: 'price-grid-pdf',
        label: 'Télécharger la grille tarifaire (PDF)',
        fileName: 'eclat-de-pierre-grille-tarifaire.pdf',
        build: async (read) => {
          const { rows, rate } = await read()
          return pdf((m) => m.buildPriceGridPdf(rows, { rate }))
        },
      },
    ],
  },
  {
    title: 'Matériel de présentation',
    text: 'Les textes de présentation de la maison, des pierres de notre catalogue et de leur entretien, et nos conseils pour mettre les bijoux en valeur en boutique.',
    files: [
      {
        key: 'display',
        label: 'Télécharger le matériel de présentation (PDF)',
        fileName: 'eclat-de-pierre-materiel-de-presentation.pdf',
        build: async (read) => {
          const { rows } = await read()
          return pdf((m) => m.buildDisplayMaterialPdf({ stones: catalogueStones(rows) }))
        },
      },
    ],
  },
]

type Status = { state: 'idle' } | { state: 'generating'; key: DocumentKey } | { state: 'failed'; key: DocumentKey }

/**
 * /espace-pro/informations (docs/product/screens.md#pro-documents): the three documents, made in the browser when asked for, from
 * the pro's own reads of the catalogue (so PocketBase alone decides who sees `price_pro`).
 */
export function DocumentsScreen() {
  const { user } = useSession()
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const year = documentYear()
  const busy = useRef(false)

  const generate = async (file: DocumentFile) => {
    if (busy.current) return
    busy.current = true
    setStatus({ state: 'generating', key: file.key })
    try {
      const { data, type } = await file.build(async () => {
        const [products, identity] = await Promise.all([fetchDocumentProducts(), loadShopIdentity()])
        return { rows: toDocumentRows(products, user), rate: identity ? vatRate(identity) : null }
      })
      saveFile(data, file.fileName, type)
      setStatus({ state: 'idle' })
    } catch {
      setStatus({ state: 'failed', key: file.key })
    } finally {
      busy.current = false
    }
  }

  return (
    <div>
      <ProPageHeader
        heading="Documents & Informations"
        title="Documents"
        intro="Vos documents professionnels, générés à la demande à partir du catalogue du jour."
      />
      <ul className="mt-6 grid gap-4 lg:grid-cols-3">
        {sections(year).map((section) => (
          <li key={section.title} className="flex flex-col rounded-lg border border-line bg-surface p-5">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{section.text}</p>
            <div className="mt-4 flex flex-col gap-2">
              {section.files.map((file) => {
                const generating = status.state === 'generating' && status.key === file.key
                return (
                  <div key={file.key}>
                    <button
                      type="button"
                      onClick={() => void generate(file)}
                      aria-disabled={status.state === 'generating' || undefined}
                      aria-busy={generating || undefined}
                      className={`${secondaryButtonClass} w-full aria-disabled:cursor-wait aria-disabled:opacity-60`}
                    >
                      {file.label}
                    </button>
                    <p role="status" className="mt-1 text-xs text-ink-muted empty:hidden">
                      {generating ? DOCUMENT_GENERATING : ''}
                    </p>
                    {status.state === 'failed' && status.key === file.key && (
                      <p role="alert" className="mt-1 text-sm text-danger-700 dark:text-danger-100">
                        {DOCUMENT_FAILED}
                      </p>
                    )}
                  </div>
                )
              })}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
