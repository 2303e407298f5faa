import { useEffect, useRef, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router-dom'
import { SubmitButton } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { CONFIRM_WITHDRAWAL } from '@/lib/withdrawal'
import type { WithdrawalSummary, WithdrawalValues } from './withdrawal-api'
import { writeWithdrawalDraft } from './withdrawal-draft'
import { OrderLineName } from '@/components/order-line-name'

function HiddenValues({ values }: { values: WithdrawalValues }) {
  return (
    <>
      <input type="hidden" name="name" value={values.name} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="order" value={values.order} />
    </>
  )
}

const CONFIRM_FORM = 'withdrawal-confirm'

/**
 * An order paid by gift card and bank card: the customer chooses which is refunded first (docs/adr/0134).
 * The radios belong to the confirmation's form (`form` attribute), which sends the choice.
 */
function RefundFirstChoice({ giftCardPaid, total }: { giftCardPaid: number; total: number }) {
  return (
    <fieldset className="mt-5 space-y-2 text-sm">
      <legend className="font-semibold">Remboursement</legend>
      <p className="text-ink-muted">
        Votre commande a été payée {formatPrice(giftCardPaid)} par carte cadeau et {formatPrice(total - giftCardPaid)} par carte bancaire.
        Où souhaitez-vous être remboursé en premier ?
      </p>
      <label className="flex min-h-11 items-center gap-3">
        <input type="radio" name="refund_first" value="gift_card" form={CONFIRM_FORM} defaultChecked />
        Sur la carte cadeau d’abord
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="radio" name="refund_first" value="bank_card" form={CONFIRM_FORM} />
        Sur ma carte bancaire d’abord
      </label>
    </fieldset>
  )
}

/** Step 2: what will be declared, then « Confirmer la rétractation » (a separate step, D. 221-5). */
export function WithdrawalSummaryStep({ values, summary }: { values: WithdrawalValues; summary: WithdrawalSummary }) {
  const navigation = useNavigation()
  const confirming = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'confirm'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // A reload at this step finds what was typed (withdrawal-draft.ts).
  useEffect(() => writeWithdrawalDraft(values), [values])
  // Sent once: a second click before the button shows it is busy (a double click) would send a second
  // declaration, whose « déjà enregistrée » answer would replace the first one's success.
  const sent = useRef(false)
  const sendOnce = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) event.preventDefault()
    sent.current = true
  }
  const { order } = summary

  return (
    <section aria-labelledby="withdrawal-summary">
      <h2 id="withdrawal-summary" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Vérifiez votre déclaration
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Étape 2 sur 2</p>
      <p className="mt-4">
        Vous déclarez renoncer au contrat portant sur la commande <strong>n° {order.number}</strong> du {order.createdText}, pour la
        commande entière.
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-3xl border border-line bg-surface p-6 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">Nom</dt>
        <dd>{values.name}</dd>
        <dt className="text-ink-muted">Accusé de réception à</dt>
        <dd className="break-all">{values.email}</dd>
        <dt className="text-ink-muted">Articles</dt>
        <dd>
          <ul className="space-y-1">
            {order.items
              .filter((item) => !item.made_to_order)
              .map((item, index) => (
                <li key={`${item.id}-${index}`}>
                  {item.quantity} × <OrderLineName item={item} />
                </li>
              ))}
          </ul>
        </dd>
        {summary.excluded && summary.excluded.length > 0 && (
          <>
            <dt className="text-ink-muted">Non concernés</dt>
            <dd>
              <ul className="space-y-1">
                {summary.excluded.map((line) => (
                  <li key={line.name}>
                    {line.name} : {line.reason}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt className="text-ink-muted">Total payé</dt>
        <dd className="tabular-nums">{formatPrice(order.total)}</dd>
        <dt className="text-ink-muted">Délai</dt>
        <dd>
          {summary.deadlineText
            ? `Jusqu’au ${summary.deadlineText} inclus.`
            : `Votre commande n’est pas encore expédiée : le délai de ${summary.days} jours courra à partir de sa réception.`}
        </dd>
      </dl>
      {!!order.giftCardPaid && <RefundFirstChoice giftCardPaid={order.giftCardPaid} total={order.total} />}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Form id={CONFIRM_FORM} method="post" aria-label={CONFIRM_WITHDRAWAL} onSubmit={sendOnce}>
          <input type="hidden" name="intent" value="confirm" />
          <HiddenValues values={values} />
          <SubmitButton busy={confirming} busyLabel="Enregistrement..." className="w-full sm:w-auto">
            {CONFIRM_WITHDRAWAL}
          </SubmitButton>
        </Form>
        <Form method="post" aria-label="Modifier la déclaration">
          <input type="hidden" name="intent" value="edit" />
          <HiddenValues values={values} />
          <button
            type="submit"
            className={`${secondaryButtonClass} min-h-11 w-full sm:w-auto`}
            disabled={navigation.state === 'submitting'}
          >
            Modifier
          </button>
        </Form>
      </div>
    </section>
  )
}
