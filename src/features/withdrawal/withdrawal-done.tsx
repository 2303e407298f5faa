import { paths } from '@/lib/paths'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { FormAlert } from '@/components/form'
import { SHOP_CONTACT } from '@/lib/shop-info'
import type { Withdrawal } from './withdrawal-api'
import { clearWithdrawalDraft } from './withdrawal-draft'

/** After « Confirmer la rétractation »: the declaration, its date and time, where the acknowledgement went. */
export function WithdrawalDone({ withdrawal, already }: { withdrawal: Withdrawal; already: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // Recorded: nothing is left to keep for a reload.
  useEffect(() => clearWithdrawalDraft(), [])
  const number = `n° ${withdrawal.order.number}`

  return (
    <section aria-labelledby="withdrawal-done" className="space-y-4">
      <h2 id="withdrawal-done" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {already ? 'Votre rétractation est déjà enregistrée' : 'Votre rétractation est enregistrée'}
      </h2>
      <FormAlert tone="success">
        {already
          ? `Votre rétractation de la commande ${number} a été enregistrée le ${withdrawal.declaredAtText} (heure de Paris). L’accusé de réception a été envoyé à ${withdrawal.email}.`
          : `Nous avons reçu votre rétractation de la commande ${number} le ${withdrawal.declaredAtText} (heure de Paris). Un accusé de réception vient d’être envoyé à ${withdrawal.email}.`}
      </FormAlert>
      <p>
        Si vous avez reçu les bijoux, renvoyez-les-nous, complets et en parfait état, au plus tard 14 jours après votre déclaration, à
        l’adresse : {SHOP_CONTACT.address.join(', ')}. Nous vous rembourserons par le même moyen de paiement, au plus tard 14 jours après
        votre déclaration ; le remboursement peut attendre la réception des bijoux.
      </p>
      <p className="text-sm text-ink-muted">
        Vous ne trouvez pas l’e-mail ? Regardez dans vos courriers indésirables, ou{' '}
        <Link to={paths.contact} className="text-accent underline underline-offset-4">
          écrivez-nous
        </Link>
        .
      </p>
    </section>
  )
}
