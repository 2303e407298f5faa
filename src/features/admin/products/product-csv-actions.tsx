import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { saveBlob } from '@/lib/order-documents'
import { pb } from '@/lib/pocketbase'

const CSV_TEXTS = {
  exportFailed: 'Échec de l’export des produits. Réessayez dans quelques instants.',
  exported: (file: string) => `Export téléchargé : ${file}`,
}

/** `produits-2026-11-28.csv`: the name the server gives (Content-Disposition), else today's. */
function fileName(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return named?.[1] ?? `produits-${new Date().toISOString().slice(0, 10)}.csv`
}

/**
 * « Exporter (CSV) » and « Importer (CSV) » above the products table (docs/adr/0099): the export is
 * downloaded with the admin's token (as the accounting export), the import is its own screen.
 */
export function ProductCsvActions() {
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    if (busy) return
    setBusy(true)
    try {
      const response = await fetch(pb.buildURL('/api/shop/products/export.csv'), { headers: { Authorization: pb.authStore.token } })
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null
        toast.show(answer?.message || CSV_TEXTS.exportFailed, { tone: 'error', duration: 0 })
        return
      }
      const file = fileName(response)
      saveBlob(await response.blob(), file)
      toast.show(CSV_TEXTS.exported(file), { tone: 'success' })
    } catch (error) {
      console.error('Products export:', error)
      toast.show(CSV_TEXTS.exportFailed, { tone: 'error', duration: 0 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={secondaryButtonClass} aria-busy={busy || undefined} onClick={() => void download()}>
        {busy ? 'Export…' : 'Exporter (CSV)'}
      </button>
      <Link to={adminPaths.productsImport} className={secondaryButtonClass}>
        Importer (CSV)
      </Link>
    </div>
  )
}
