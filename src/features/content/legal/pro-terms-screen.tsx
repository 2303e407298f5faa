import { Link } from 'react-router-dom'
import { usePageMeta } from '@/lib/document-title'
import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import { DEFAULT_DELIVERY_TIME, type ShopIdentity } from '@/lib/shop-identity'
import { FictionalIdentityNote, SellerIdentification } from './identity-parts'
import { contactEmail, LEGAL_TEXTS_UPDATED, sellerName } from './identity-text'
import { LegalPage, type LegalSection } from './legal-page'

// Its own page, apart from the consumers' CGV (cgv-screen.tsx): the pro space and a B2B order link
// here (docs/adr/0080). Filled from the shop's identity like the CGV (docs/adr/0048).

const text = (value: string | undefined | null) => (value ?? '').trim()

function proTermsSections(identity: ShopIdentity | null): LegalSection[] {
  const name = sellerName(identity)
  const email = contactEmail(identity)
  const deliveryTime = text(identity?.delivery_time) || DEFAULT_DELIVERY_TIME
  const paymentTerms = text(identity?.payment_terms).replace(/\.$/, '') || 'paiement comptant à la commande'
  const transferDays = identity?.payment_terms_days || 30
  const penalties = text(identity?.late_penalty_rate).replace(/\.$/, '') || 'trois fois le taux d’intérêt légal'
  const minimumOrder = Math.max(0, Number(identity?.pro_min_order) || 0)
  const vat = identity?.vat_exempt
    ? 'TVA non applicable, art. 293 B du CGI : le prix HT est le prix payé.'
    : 'La TVA au taux en vigueur s’ajoute au prix HT ; le prix TTC est le prix payé.'
  return [
    { title: 'Identification du vendeur', body: <SellerIdentification identity={identity} lead="Le vendeur est" /> },
    {
      title: 'Champ d’application',
      body: (
        <p>
          Les présentes conditions générales de vente professionnelles régissent les commandes passées depuis un compte professionnel de la
          boutique, ouvert à une entreprise après examen de sa demande (dénomination, numéro SIREN ou SIRET, numéro de TVA
          intracommunautaire). L’acheteur professionnel commande pour les besoins de son activité : les conditions générales de vente aux
          consommateurs (<Link to={paths.terms}>CGV</Link>) ne s’appliquent pas à ces commandes, ni les dispositions du Code de la
          consommation réservées aux consommateurs.
        </p>
      ),
    },
    {
      title: 'Prix',
      body: (
        <p>
          Les prix professionnels sont affichés dans l’espace professionnel, hors taxes et toutes taxes comprises. {vat} La livraison est
          offerte. Le prix applicable est celui affiché au moment de la validation de la commande.
        </p>
      ),
    },
    {
      // docs/adr/0132: the server prices and refuses exactly this (pb_hooks/lib/pro-tiers.js).
      title: 'Prix par quantité et minimums',
      id: 'quantites',
      body: (
        <>
          <p>
            Certains bijoux ont des prix professionnels par quantité, affichés sous leur prix dans l’espace professionnel (par exemple « 10
            pièces et plus : 18,00 € »). Le prix unitaire d’une ligne de commande est celui du palier qu’atteint la quantité de cette ligne
            ; chaque taille d’un bijou forme sa propre ligne et compte pour elle-même. Le prix professionnel, ou le prix soldé pendant des
            soldes, s’applique quand il est plus bas.
          </p>
          <p>
            Un bijou peut demander une quantité minimum par commande, indiquée avec son prix (« Minimum 5 pièces pour les professionnels » :
            ses différentes tailles comptent ensemble).{' '}
            {minimumOrder > 0
              ? `Une commande professionnelle atteint au moins ${formatPrice(minimumOrder)}${identity?.vat_exempt ? '' : ' HT'} d’articles, après la remise d’un éventuel code promo.`
              : 'Aucun montant minimum de commande n’est demandé.'}{' '}
            Une commande qui n’atteint pas un minimum est refusée avant le paiement, avec ce qui manque.
          </p>
        </>
      ),
    },
    {
      title: 'Commande et facture',
      body: (
        <p>
          La commande est ferme dès la confirmation du paiement. Chaque commande donne lieu à une facture au nom de l’entreprise, avec la
          dénomination, le numéro SIREN ou SIRET et le numéro de TVA intracommunautaire enregistrés avec le compte professionnel, même
          lorsque l’adresse de facturation est celle de livraison. La facture se télécharge depuis la page de la commande, dans « Mon Compte
          ».
        </p>
      ),
    },
    {
      title: 'Paiement',
      id: 'paiement',
      body: (
        <>
          <p>
            Conditions de paiement : {paymentTerms}, par carte bancaire au moyen de la solution sécurisée de notre prestataire Stripe. Pas
            d’escompte pour paiement anticipé.
          </p>
          {/* Payment on invoice (docs/adr/0131). */}
          <p>
            Paiement sur facture : un compte professionnel que nous y autorisons peut choisir « Virement à {transferDays} jours » à la
            commande, dans la limite de l’encours convenu avec lui ; une commande qui le dépasserait est refusée. La commande est alors
            confirmée aussitôt et sa facture, payable par virement dans les {transferDays} jours de sa date, indique l’échéance et nos
            coordonnées bancaires. Un rappel est envoyé cinq jours avant l’échéance, puis après celle-ci.
          </p>
          <p>
            Tout retard de paiement entraîne de plein droit des pénalités au taux de {penalties}, ainsi qu’une indemnité forfaitaire pour
            frais de recouvrement de 40 € (articles L. 441-10 et D. 441-5 du Code de commerce).
          </p>
        </>
      ),
    },
    {
      title: 'Livraison',
      body: (
        <p>
          Les bijoux en stock sont expédiés sous {deliveryTime}. L’acheteur vérifie le colis à sa réception et adresse ses éventuelles
          réserves au transporteur dans les trois jours, par lettre recommandée (article L. 133-3 du Code de commerce), avec copie à{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      ),
    },
    {
      title: 'Réserve de propriété',
      body: <p>Les bijoux restent la propriété de {name} jusqu’au paiement intégral de leur prix.</p>,
    },
    {
      title: 'Pas de droit de rétractation',
      id: 'retractation',
      body: (
        <p>
          Le droit de rétractation est réservé aux consommateurs : une commande professionnelle ne peut pas être annulée en ligne, et la
          fonction « Renoncer au contrat ici » ne lui est pas proposée. Par exception, une entreprise de cinq salariés au plus qui achète
          hors du champ de son activité principale en bénéficie (article L. 221-3 du Code de la consommation) : elle nous écrit alors à{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      ),
    },
    {
      title: 'Garanties',
      body: (
        <p>
          Les bijoux bénéficient de la garantie des vices cachés (articles 1641 et suivants du Code civil). Un défaut apparent de conformité
          est signalé par écrit dans les huit jours suivant la réception ; passé ce délai, les bijoux sont réputés acceptés.
        </p>
      ),
    },
    {
      title: 'Droit applicable et litiges',
      body: (
        <p>
          Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, tout litige relève du tribunal de commerce
          dans le ressort duquel se trouve le siège du vendeur.
        </p>
      ),
    },
  ]
}

/** `/cgv-professionnels`: the terms of sale to professional buyers (docs/product/screens.md#legal-pages), with the shop's identity. */
export function ProTermsScreen({ identity }: { identity: ShopIdentity | null }) {
  usePageMeta({
    title: 'CGV professionnelles',
    description:
      'Conditions générales de vente professionnelles d’Éclat de Pierre : prix HT et TTC, prix par quantité et minimums, facture au nom de l’entreprise, paiement, livraison, réserve de propriété.',
  })
  return (
    <LegalPage
      title="Conditions générales de vente professionnelles"
      updated={LEGAL_TEXTS_UPDATED}
      intro={<p>Les règles qui encadrent les achats des professionnels depuis leur espace, pour les besoins de leur activité.</p>}
      note={<FictionalIdentityNote identity={identity} />}
      sections={proTermsSections(identity)}
    />
  )
}
