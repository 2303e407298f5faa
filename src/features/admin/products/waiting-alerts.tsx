// How many people wait for this product to come back (docs/adr/0107): one row of the admin-only view
// `stock_alert_waiting`, read for this product alone; no row means nobody waits.
import { ClientResponseError } from 'pocketbase'
import { useEffect, useState } from 'react'
import { pb } from '@/lib/pocketbase'

const WAITING_TEXTS = {
  none: 'Aucune alerte de retour en stock en attente.',
  one: '1 personne attend le retour en stock de cette pièce.',
  many: (count: number) => `${count}\u00a0personnes attendent le retour en stock de cette pièce.`,
  failed: 'Échec de la récupération des alertes de retour en stock',
}

function waitingText(count: number): string {
  if (count <= 0) return WAITING_TEXTS.none
  return count === 1 ? WAITING_TEXTS.one : WAITING_TEXTS.many(count)
}

export function WaitingAlerts({ productId }: { productId: string }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    pb.collection('stock_alert_waiting')
      .getOne(productId, { fields: 'id,waiting', signal: controller.signal, requestKey: null })
      .then((row) => setText(waitingText(Number(row.waiting) || 0)))
      .catch((error: unknown) => {
        if (error instanceof ClientResponseError && error.isAbort) return
        if (error instanceof ClientResponseError && error.status === 404) setText(WAITING_TEXTS.none)
        else setText(WAITING_TEXTS.failed)
      })
    return () => controller.abort()
  }, [productId])
  if (text === null) return null
  return <p className="text-sm text-ink-muted">{text}</p>
}
