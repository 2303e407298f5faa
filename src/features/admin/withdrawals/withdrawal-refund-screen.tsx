import { useLoaderData, useOutletContext, useParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { formatDateTime } from '@/lib/format'
import { Modal } from '../components/modal'
import { RefundDialog } from '../orders/refund-dialog'
import type { loader } from './withdrawal-refund-data'
import type { WithdrawalRow } from './withdrawals-data'

/** What the withdrawals' screen gives the refund (`<Outlet context>`): the page's rows, how to close. */
export interface WithdrawalsOutlet {
  rows: readonly WithdrawalRow[]
  close: () => void
  /** After the refund: back to the list, with the answer's green toast. */
  done: (notice: string) => void
}

const TEXTS = {
  title: 'Rembourser la commande',
  loading: 'Chargement de la commande…',
  failed: 'Échec de la récupération de la commande à rembourser',
}

/**
 * /dashboard/retractations/:id/rembourser: the orders' refund dialog for a withdrawn order, every
 * piece left chosen (a withdrawal is of the whole order), the pieces going back in stock unless the
 * admin unticks it (they come back to the workshop), the reason written.
 */
export function WithdrawalRefundScreen() {
  const { rows, close, done } = useOutletContext<WithdrawalsOutlet>()
  const { order, notes } = useLoaderData<typeof loader>()
  const { id } = useParams()
  const withdrawal = rows.find((row) => row.order === id)
  const reason = withdrawal ? `Rétractation du ${formatDateTime(withdrawal.declared_at)}` : 'Rétractation'
  return (
    <Deferred
      value={order}
      loading={
        <Modal title={TEXTS.title} onClose={close}>
          <p className="text-sm text-ink-muted">{TEXTS.loading}</p>
        </Modal>
      }
      failed={() => (
        <Modal title={TEXTS.title} onClose={close}>
          <FormAlert>{TEXTS.failed}</FormAlert>
        </Modal>
      )}
    >
      {(order) => (
        <RefundDialog
          order={order}
          notes={notes}
          onRefunded={done}
          onClose={close}
          whole
          reason={reason}
          first={withdrawal?.refund_first || undefined}
        />
      )}
    </Deferred>
  )
}
