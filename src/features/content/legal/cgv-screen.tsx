import { Link } from 'react-router-dom'
import { usePageMeta } from '@/lib/document-title'
import { DEFAULT_DELIVERY_TIME, type ShopIdentity } from '@/lib/shop-identity'
import { FictionalIdentityNote, Mediator, SellerIdentification } from './identity-parts'
import { contactEmail, LEGAL_TEXTS_UPDATED, sellerName } from './identity-text'
import { LegalPage, type LegalSection } from './legal-page'
import { CgvWithdrawalFunction } from './cgv-withdrawal-function'
import { CgvDeliveryZones } from './cgv-delivery-zones'
import { CgvWithdrawalForm, CgvWithdrawalFormMention, WITHDRAWAL_FORM_ID } from './cgv-withdrawal-form'
import { paths } from '@/lib/paths'

function cgvSections(identity: ShopIdentity | null): LegalSection[] {
  const name = sellerName(identity)
  const email = contactEmail(identity)
  const withdrawalDays = identity?.withdrawal_days && identity.withdrawal_days >= 14 ? identity.withdrawal_days : 14
  const deliveryTime = identity?.delivery_time?.trim() || DEFAULT_DELIVERY_TIME
  return [
    {
      title: 'Identification du vendeur',
      body: <SellerIdentification identity={identity} lead="Le site est édité par" />,
    },
    {
      title: 'Objet et champ d’application',
      body: (
        <p>
          Les présentes conditions générales de vente (CGV) régissent toute commande passée sur le site par un client consommateur. Elles
          prévalent sur tout autre document. Le client les accepte en validant sa commande ; la version applicable est celle en ligne au
          jour de la commande.
        </p>
      ),
    },
    {
      title: 'Produits',
      body: (
        <>
          <p>
            Nos bijoux sont façonnés à la main à partir de pierres naturelles. Chaque pierre étant unique, sa couleur, ses inclusions et sa
            taille peuvent légèrement différer des photographies, qui ne sont pas contractuelles. Les pièces uniques n’existent qu’en un
            exemplaire.
          </p>
          <p>
            Les propriétés prêtées aux pierres relèvent de la tradition de la lithothérapie ; elles ne sont pas des propriétés médicales et
            ne remplacent en aucun cas un avis ou un traitement médical.
          </p>
        </>
      ),
    },
    {
      title: 'Prix',
      body: (
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises (TTC). La livraison est offerte dans toutes nos zones de livraison. Le
          prix applicable est celui affiché au moment de la validation de la commande. Nous nous réservons le droit de modifier nos prix à
          tout moment, sans effet sur les commandes déjà validées.
        </p>
      ),
    },
    {
      title: 'Commande',
      body: (
        <p>
          Le client sélectionne ses bijoux, vérifie le contenu de son panier, se connecte à son compte puis, sur la page de paiement,
          vérifie le récapitulatif (total TTC livraison comprise, délai de livraison) et valide sa commande en cliquant sur le bouton «
          Payer … — commande avec obligation de paiement », qui indique le montant dû. La commande est ferme dès la confirmation du paiement
          ; elle apparaît alors dans l’espace « Mon Compte ». Les commandes sont acceptées dans la limite des stocks disponibles ; si un
          article venait à manquer après le paiement, le client en serait informé et intégralement remboursé.
        </p>
      ),
    },
    {
      title: 'Paiement',
      body: (
        <p>
          Le paiement s’effectue par carte bancaire, au moyen de la solution sécurisée de notre prestataire Stripe. Les données de carte
          sont transmises directement à Stripe et ne sont jamais conservées par {name}. Le compte du client est débité au moment de la
          validation de la commande.
        </p>
      ),
    },
    {
      // Gift cards (docs/adr/0117): their validity, stated here and on the card's e-mail.
      title: 'Cartes cadeaux',
      id: 'cartes-cadeaux',
      body: (
        <p>
          Les cartes cadeaux sont vendues aux montants proposés sur la page « Cartes cadeaux ». Chaque carte porte un code unique ; elle est
          valable un an à compter de son achat (la date de fin est indiquée dans l’e-mail qui la transmet) et s’utilise en une ou plusieurs
          fois sur l’ensemble du site. Son solde se consulte à tout moment sur la page « Solde d’une carte cadeau ». Une carte n’est ni
          remboursable ni échangeable contre des espèces une fois utilisée, même en partie ; tant qu’elle n’a pas été utilisée, l’acheteur
          peut exercer son droit de rétractation dans les conditions ci-dessous. La TVA est due lors de l’utilisation de la carte (bon à
          usages multiples, article 256 ter du Code général des impôts).
        </p>
      ),
    },
    {
      title: 'Livraison',
      body: (
        <>
          <CgvDeliveryZones />
          <p>
            La livraison est gratuite. Les bijoux en stock sont expédiés sous {deliveryTime}, les créations sur-mesure dans le délai convenu
            lors du devis. En cas de retard de plus de 30 jours sur la date annoncée, le client peut annuler sa commande et être remboursé
            dans les conditions de l’article L. 216-6 du Code de la consommation. Le risque de perte ou d’endommagement est transféré au
            client à la réception du colis.
          </p>
        </>
      ),
    },
    {
      title: 'Droit de rétractation',
      // The order confirmation e-mail links here (pb_hooks/lib/mail-templates.js).
      id: 'retractation',
      body: (
        <>
          <p>
            Conformément aux articles L. 221-18 et suivants du Code de la consommation, le client dispose de{' '}
            <strong>{withdrawalDays} jours</strong> à compter de la réception de sa commande pour se rétracter, sans avoir à se justifier.
            Il nous en informe par email à <a href={`mailto:${email}`}>{email}</a> ou via la page <Link to={paths.contact}>Contact</Link>,
            puis renvoie le bijou, complet et en parfait état, dans les 14 jours suivants. Les frais de retour sont à sa charge.
          </p>
          <CgvWithdrawalFormMention />
          <CgvWithdrawalFunction />
          <p>
            Nous remboursons la totalité des sommes versées, par le même moyen de paiement, au plus tard 14 jours après avoir été informés
            de la rétractation, ce remboursement pouvant être différé jusqu’à la réception du bijou.
          </p>
          <p>
            <strong>Exception :</strong> conformément à l’article L. 221-28 (3°) du Code de la consommation, le droit de rétractation ne
            s’applique pas aux bijoux confectionnés selon les spécifications du client ou nettement personnalisés, c’est-à-dire aux
            créations sur-mesure.
          </p>
        </>
      ),
    },
    {
      title: 'Garanties légales',
      body: (
        <>
          <p>
            Tous nos bijoux bénéficient de la garantie légale de conformité (articles L. 217-3 et suivants du Code de la consommation) et de
            la garantie contre les vices cachés (articles 1641 et suivants du Code civil).
          </p>
          <p>
            Au titre de la garantie de conformité, le client dispose de deux ans à compter de la délivrance du bien pour agir ; il peut
            choisir entre la réparation et le remplacement, et n’a pas à prouver le défaut apparu dans ce délai. Au titre de la garantie des
            vices cachés, il peut choisir entre la résolution de la vente et une réduction du prix, dans les deux ans suivant la découverte
            du vice.
          </p>
          <p>L’usure normale, les chocs, le contact avec l’eau, les parfums ou les produits chimiques ne sont pas couverts.</p>
        </>
      ),
    },
    {
      title: 'Réclamations et médiation',
      // The EU online dispute resolution platform closed on 20 July 2025: no link to it (docs/adr/0048).
      body: (
        <p>
          Toute réclamation peut être adressée à <a href={`mailto:${email}`}>{email}</a>. À défaut de solution amiable, le client peut
          recourir gratuitement au médiateur de la consommation
          <MediatorClause identity={identity} /> (articles L. 611-1 et suivants du Code de la consommation).
        </p>
      ),
    },
    {
      title: 'Droit applicable',
      body: (
        <p>
          Les présentes CGV sont soumises au droit français. En cas de litige, et après tentative de résolution amiable, les tribunaux
          français sont compétents ; le consommateur peut saisir la juridiction du lieu où il demeurait au moment de la commande.
        </p>
      ),
    },
    {
      title: 'Formulaire de rétractation',
      id: WITHDRAWAL_FORM_ID,
      body: <CgvWithdrawalForm identity={identity} />,
    },
  ]
}

/** ' : Name' (a link to its site) after 'médiateur de la consommation', or nothing when none is set. */
function MediatorClause({ identity }: { identity: ShopIdentity | null }) {
  if (!identity?.mediator_name?.trim()) return null
  return (
    <>
      {' : '}
      <Mediator identity={identity} />
    </>
  )
}

/** `/cgv`: the terms of sale of a small French workshop selling online (docs/product/screens.md#legal-pages), with the shop's identity. */
export function CgvScreen({ identity }: { identity: ShopIdentity | null }) {
  usePageMeta({
    title: 'CGV',
    description:
      'Conditions générales de vente d’Éclat de Pierre : prix TTC, commande, paiement par carte, livraison offerte, droit de rétractation de 14 jours et garanties légales.',
  })
  return (
    <LegalPage
      title="Conditions générales de vente"
      updated={LEGAL_TEXTS_UPDATED}
      intro={<p>Les règles qui encadrent vos achats sur notre boutique, écrites le plus simplement possible.</p>}
      note={<FictionalIdentityNote identity={identity} />}
      sections={cgvSections(identity)}
    />
  )
}
