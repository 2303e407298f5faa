import { Link } from 'react-router-dom'
import { usePageMeta } from '@/lib/document-title'
import type { ShopIdentity } from '@/lib/shop-identity'
import { FictionalIdentityNote } from './identity-parts'
import {
  contactEmail,
  contactPhone,
  hostLine,
  identifiers,
  LEGAL_TEXTS_UPDATED,
  legalEntity,
  registeredOffice,
  sellerName,
  vatMention,
} from './identity-text'
import { LegalPage, type LegalSection } from './legal-page'
import { paths } from '@/lib/paths'

/** The publisher's lines that the identity sets (a missing one is left out, never shown empty). */
function Publisher({ identity }: { identity: ShopIdentity | null }) {
  const entity = legalEntity(identity)
  const office = registeredOffice(identity)
  const ids = identifiers(identity)
  const vat = vatMention(identity)
  const director = identity?.publication_director?.trim()
  const email = contactEmail(identity)
  return (
    <ul>
      <li>
        <strong>{sellerName(identity)}</strong>
        {entity && `, ${entity}`}
      </li>
      {office && <li>Siège : {office}</li>}
      {ids.length > 0 && <li>{ids.join(' – ')}</li>}
      {vat && <li>{vat}</li>}
      <li>
        Contact : <a href={`mailto:${email}`}>{email}</a> – {contactPhone(identity)}
      </li>
      {director && <li>Directeur de la publication : {director}</li>}
    </ul>
  )
}

function Hosts({ identity }: { identity: ShopIdentity | null }) {
  const site = hostLine(identity?.host_name, identity?.host_address, identity?.host_phone)
  const data = hostLine(identity?.data_host_name, identity?.data_host_address, identity?.data_host_phone)
  return (
    <ul>
      {site && <li>Site (fichiers de l’application) : {site}</li>}
      {data && <li>Données de la boutique (comptes, commandes, messages, serveur PocketBase) : {data}</li>}
      <li>Paiements : Stripe Payments Europe Ltd, 1 Grand Canal Street Lower, Dublin 2, Irlande.</li>
    </ul>
  )
}

const legalNoticeSections = (identity: ShopIdentity | null): LegalSection[] => [
  { title: 'Éditeur du site', body: <Publisher identity={identity} /> },
  { title: 'Hébergement', body: <Hosts identity={identity} /> },
  {
    title: 'Propriété intellectuelle',
    body: (
      <p>
        L’ensemble du site (textes, photographies, illustrations, logo, créations de bijoux présentées) est la propriété de{' '}
        {sellerName(identity)} ou de ses auteurs et est protégé par le Code de la propriété intellectuelle. Toute reproduction ou
        représentation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon.
      </p>
    ),
  },
  {
    title: 'Responsabilité',
    body: (
      <p>
        Nous veillons à l’exactitude des informations publiées, sans pouvoir garantir l’absence d’erreur. Les vertus attribuées aux pierres
        relèvent de la tradition de la lithothérapie et ne constituent ni un diagnostic ni un traitement médical. Les liens vers d’autres
        sites n’engagent pas notre responsabilité quant à leur contenu.
      </p>
    ),
  },
  {
    title: 'Données personnelles',
    body: (
      <p>
        Le traitement de vos données est décrit dans notre <Link to={paths.privacy}>politique de confidentialité</Link>. Les conditions de
        vente figurent dans nos <Link to={paths.terms}>CGV</Link>.
      </p>
    ),
  },
]

/** `/mentions-legales`: publisher, hosts, intellectual property (docs/product/screens.md#legal-pages). */
export function LegalNoticeScreen({ identity }: { identity: ShopIdentity | null }) {
  usePageMeta({
    title: 'Mentions légales',
    description: 'Mentions légales du site Éclat de Pierre : éditeur, directeur de la publication, hébergeurs et propriété intellectuelle.',
  })
  return (
    <LegalPage
      title="Mentions légales"
      updated={LEGAL_TEXTS_UPDATED}
      intro={<p>Qui édite ce site, où il est hébergé et à qui appartiennent ses contenus.</p>}
      note={<FictionalIdentityNote identity={identity} />}
      sections={legalNoticeSections(identity)}
    />
  )
}
