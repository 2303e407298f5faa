import { usePageMeta } from '@/lib/document-title'
import type { ShopIdentity } from '@/lib/shop-identity'
import { FictionalIdentityNote } from './identity-parts'
import { contactEmail, identifiers, LEGAL_TEXTS_UPDATED, registeredOffice, sellerName } from './identity-text'
import { LegalPage, type LegalSection } from './legal-page'
import { PERSONAL_DATA } from './personal-data'

/** 'Legal name, office (SIRET …)': what the identity sets. */
function Controller({ identity }: { identity: ShopIdentity | null }) {
  const name = identity?.legal_name?.trim() || sellerName(identity)
  const office = registeredOffice(identity)
  const siret = identifiers(identity).find((identifier) => identifier.startsWith('SIRET'))
  const email = contactEmail(identity)
  return (
    <p>
      {name}
      {office && `, ${office}`}
      {siret && ` (${siret})`}. Pour toute question sur vos données : <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
}

/** The processors: the hosts by name when the identity names them. */
function Recipients({ identity }: { identity: ShopIdentity | null }) {
  const dataHost = identity?.data_host_name?.trim()
  const siteHost = identity?.host_name?.trim()
  return (
    <p>
      Vos données ne sont lues que par l’équipe de {sellerName(identity)}. Elles sont confiées, pour ce seul besoin, à nos sous-traitants :
      l’hébergeur de la boutique{dataHost && ` (${dataHost})`}, l’hébergeur du site
      {siteHost && ` (${siteHost})`} et Stripe pour le paiement. Elles ne sont jamais vendues ni cédées à des fins publicitaires.
    </p>
  )
}

/** Each datum the shop keeps: what, why, on which basis, for how long (personal-data.ts). */
function PersonalData() {
  return (
    <>
      <p>Pour chaque donnée que nous conservons : ce qu’elle contient, pourquoi, sur quelle base légale et combien de temps.</p>
      {PERSONAL_DATA.map((entry) => (
        <article key={entry.key} aria-labelledby={`donnees-${entry.key}`} className="rounded-2xl border border-line px-5 py-4">
          <h3 id={`donnees-${entry.key}`} className="text-lg font-semibold text-ink">
            {entry.title}
          </h3>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr] [&_dt]:font-medium [&_dt]:text-ink">
            <dt>Données</dt>
            <dd>{entry.data}</dd>
            <dt>Finalité</dt>
            <dd>{entry.purpose}</dd>
            <dt>Base légale</dt>
            <dd>{entry.basis}</dd>
            <dt>Conservation</dt>
            <dd>{entry.retention}</dd>
          </dl>
        </article>
      ))}
    </>
  )
}

const privacySections = (identity: ShopIdentity | null): LegalSection[] => [
  {
    title: 'Responsable du traitement',
    body: <Controller identity={identity} />,
  },
  {
    title: 'Données collectées',
    body: <PersonalData />,
  },
  {
    title: 'Destinataires',
    body: <Recipients identity={identity} />,
  },
  {
    title: 'Vos droits',
    body: (
      <>
        <p>
          Conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez d’un
          droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de
          définir des directives sur leur sort après votre décès.
        </p>
        <p>
          Écrivez-nous à <a href={`mailto:${contactEmail(identity)}`}>{contactEmail(identity)}</a> : nous répondons dans un délai d’un mois.
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (
          <a href="https://www.cnil.fr/fr/plaintes">www.cnil.fr</a>).
        </p>
      </>
    ),
  },
  {
    title: 'Cookies et stockage local',
    body: (
      <>
        <p>
          Le site n’utilise aucun cookie, ni publicitaire ni de mesure d’audience, aucun outil de mesure extérieur, et ne vous suit pas d’un
          site à l’autre.
        </p>
        <p>Il enregistre seulement, dans le stockage local de votre navigateur, ce qui est nécessaire à son fonctionnement :</p>
        <ul>
          <li>votre session de connexion, tant que vous ne vous déconnectez pas ;</li>
          <li>le contenu de votre panier ;</li>
          <li>votre choix de thème (clair ou sombre) ;</li>
          <li>
            dans le stockage de la session de l’onglet, ce que vous avez commencé à saisir au paiement (vos adresses), effacé à la fermeture
            de l’onglet.
          </li>
        </ul>
        <p>Ces éléments, strictement nécessaires, ne demandent pas de consentement ; vous pouvez les effacer depuis votre navigateur.</p>
      </>
    ),
  },
  {
    // docs/adr/0123: what the beacon sends and the server keeps (pb_hooks/lib/audience.js), and the
    // CNIL's conditions for measuring an audience without consent that this meets.
    title: 'Mesure d’audience',
    body: (
      <>
        <p>
          Pour savoir quelles pages sont lues et comment on nous trouve, la boutique compte elle-même ses visites, sur son propre serveur,
          sans cookie ni service extérieur. À chaque page affichée, votre navigateur lui envoie :
        </p>
        <ul>
          <li>
            l’adresse de la page, sans ses paramètres (sauf ceux d’une campagne, « utm_ », par exemple d’une publication ou d’un e-mail) ;
          </li>
          <li>le site d’où vous arrivez, réduit à son nom (par exemple « google.fr »), et si la page ouvre votre visite ;</li>
          <li>la taille de votre écran, réduite à une catégorie : mobile, tablette ou ordinateur.</li>
        </ul>
        <p>
          Rien ne vous identifie : aucun cookie, aucun identifiant, ni votre adresse IP ni votre navigateur ne sont enregistrés, et rien
          n’est écrit dans votre navigateur. Deux pages vues par la même personne ne peuvent pas être reliées entre elles. Ces comptes ne
          servent qu’aux statistiques de la boutique : ils ne sont ni croisés avec d’autres données ni transmis à quiconque.
        </p>
        <p>
          Les pages vues sont conservées 13 mois ; au-delà, il n’en reste que des totaux par jour. Les pages de votre compte, de l’espace
          professionnel et de l’administration ne sont jamais comptées.
        </p>
        <p>
          Vous pouvez vous y opposer : si votre navigateur envoie le signal « Do Not Track » ou « Global Privacy Control », rien n’est
          envoyé. Cette mesure remplit les conditions de la CNIL pour se passer de votre consentement (lignes directrices « cookies et
          autres traceurs » du 17 septembre 2020, article 5).
        </p>
      </>
    ),
  },
]

/** `/politique-confidentialite`: what is collected, why, for how long, and your GDPR rights (docs/product/screens.md#legal-pages). */
export function PrivacyScreen({ identity }: { identity: ShopIdentity | null }) {
  usePageMeta({
    title: 'Politique de confidentialité',
    description:
      'Politique de confidentialité d’Éclat de Pierre : données collectées, finalités, durées de conservation, destinataires, vos droits RGPD et stockage local sans pistage.',
  })
  return (
    <LegalPage
      title="Politique de confidentialité"
      updated={LEGAL_TEXTS_UPDATED}
      intro={<p>Quelles données nous recueillons, pourquoi, combien de temps, et comment exercer vos droits.</p>}
      note={<FictionalIdentityNote identity={identity} />}
      sections={privacySections(identity)}
    />
  )
}
