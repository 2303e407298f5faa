import { SHOP_CONTACT } from '@/lib/shop-info'
import type { ShopIdentity } from '@/lib/shop-identity'
import { contactEmail, registeredOffice, sellerName } from './identity-text'

/** The anchor of the CGV's section holding the form (the withdrawal section links to it). */
export const WITHDRAWAL_FORM_ID = 'formulaire-retractation'

/**
 * The model withdrawal form, word for word (Code de la consommation, annexe à l’article R. 221-1, as
 * the décret n° 2022-424 of 25 March 2022 wrote it), with the shop's name, geographic address and
 * e-mail address where the model asks the trader to insert them (docs/adr/0085). The identity's
 * pieces, else the footer's address and e-mail: the addressee is never left blank.
 */
export function CgvWithdrawalForm({ identity }: { identity: ShopIdentity | null }) {
  const name = identity?.legal_name?.trim() || sellerName(identity)
  const address = registeredOffice(identity) || SHOP_CONTACT.address.slice(1).join(', ')
  const email = contactEmail(identity)
  const line = 'mt-1 h-6 border-b border-dotted border-line-strong'
  return (
    <>
      <p>
        Le client peut, s’il le souhaite, notifier sa rétractation au moyen du modèle de formulaire ci-dessous (il n’y est pas tenu : toute
        déclaration dénuée d’ambiguïté suffit), en le renvoyant par e-mail ou par courrier à l’adresse indiquée.
      </p>
      <figure aria-labelledby="withdrawal-form-title" className="rounded-2xl border border-line bg-surface px-5 py-5 text-ink">
        <p id="withdrawal-form-title" className="font-semibold tracking-wide uppercase">
          Modèle de formulaire de rétractation
        </p>
        <p className="mt-2 text-sm italic">
          (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
        </p>
        <p className="mt-3">
          À l’attention de {name}, {address}, <a href={`mailto:${email}`}>{email}</a> :
        </p>
        <p className="mt-3">
          Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour
          la prestation de services (*) ci-dessous :
        </p>
        <div aria-hidden="true" className={line} />
        <div aria-hidden="true" className={line} />
        <p className="mt-3">Commandé le (*)/reçu le (*) :</p>
        <p className="mt-3">Nom du (des) consommateur(s) :</p>
        <p className="mt-3">Adresse du (des) consommateur(s) :</p>
        <div aria-hidden="true" className={line} />
        <p className="mt-3">Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</p>
        <p className="mt-3">Date :</p>
        <p className="mt-4 text-sm">(*) Rayez la mention inutile.</p>
      </figure>
    </>
  )
}

/** The withdrawal section's pointer to the form (L. 221-5: the consumer is told of the model form). */
export function CgvWithdrawalFormMention() {
  return (
    <p>
      Il peut aussi utiliser le <a href={`#${WITHDRAWAL_FORM_ID}`}>modèle de formulaire de rétractation</a> reproduit à la fin des présentes
      conditions.
    </p>
  )
}
