import type { ReactNode } from 'react'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'

const ORDER_TEXTS = {
  loading: 'Chargement de la commande…',
  loadFailed: 'Échec de la récupération de la commande',
}

/**
 * An order read by its own route (the list holds a page of a few fields, docs/adr/0092): `children`
 * draws it; meanwhile, and after a failure, a dialog titled `title` says so.
 */
export function OrderRead({
  order,
  title,
  onClose,
  children,
}: {
  order: Promise<OrdersRecord>
  title: string
  onClose: () => void
  children: (order: OrdersRecord) => ReactNode
}) {
  return (
    <Deferred
      value={order}
      loading={
        <Modal title={title} onClose={onClose}>
          <p className="text-sm text-ink-muted">{ORDER_TEXTS.loading}</p>
        </Modal>
      }
      failed={() => (
        <Modal title={title} onClose={onClose}>
          <FormAlert>{ORDER_TEXTS.loadFailed}</FormAlert>
        </Modal>
      )}
    >
      {children}
    </Deferred>
  )
}
