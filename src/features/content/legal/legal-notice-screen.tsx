import { Link } from 'react-router-dom'
import { usePageMeta } from '@/lib/document-title'
import { COMPANY } from './company'
import { LegalPage, type LegalSection } from './legal-page'

const SECTIONS: LegalSection[] = [
  {
    title: 'Éditeur du site',
    body: (
      <ul>
        <li>
          <strong>{COMPANY.name}</strong>, {COMPANY.legalForm}
        </li>
        <li>Siège : {COMPANY.address}</li>
        <li>
          SIRET : {COMPANY.siret} – {COMPANY.rcs}
        </li>
        <li>TVA intracommunautaire : {COMPANY.vat}</li>
        <li>
          Contact : <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> – {COMPANY.phone}
        </li>
        <li>Directeur de la publication : {COMPANY.director}</li>
      </ul>
    ),
  },
  {
    title: 'Hébergement',
    body: (
      <ul>
        <li>Site (fichiers de l’application) : {COMPANY.staticHost}</li>
        <li>Données de la boutique (comptes, commandes, messages, serveur PocketBase) : {COMPANY.apiHost}</li>
        <li>Paiements : Stripe Payments Europe Ltd, 1 Grand Canal Street Lower, Dublin 2, Irlande.</li>
      </ul>
    ),
  },
  {
    title: 'Propriété intellectuelle',
    body: (
      <p>
        L’ensemble du site (textes, photographies, illustrations, logo, créations de bijoux présentées) est la propriété de{' '}
        {COMPANY.name} ou de ses auteurs et est protégé par le Code de la propriété intellectuelle. Toute reproduction ou
        représentation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon.
      </p>
    ),
  },
  {
    title: 'Responsabilité',
    body: (
      <p>
        Nous veillons à l’exactitude des informations publiées, sans pouvoir garantir l’absence d’erreur. Les vertus
        attribuées aux pierres relèvent de la tradition de la lithothérapie et ne constituent ni un diagnostic ni un
        traitement médical. Les liens vers d’autres sites n’engagent pas notre responsabilité quant à leur contenu.
      </p>
    ),
  },
  {
    title: 'Données personnelles',
    body: (
      <p>
        Le traitement de vos données est décrit dans notre <Link to="/politique-confidentialite">politique de
        confidentialité</Link>. Les conditions de vente figurent dans nos <Link to="/cgv">CGV</Link>.
      </p>
    ),
  },
]

/** `/mentions-legales`: publisher, hosts, intellectual property (DESIGN §6.8). */
export function LegalNoticeScreen() {
  usePageMeta({
    title: 'Mentions légales',
    description: 'Mentions légales du site Éclat de Pierre : éditeur, directeur de la publication, hébergeurs et propriété intellectuelle.',
  })
  return (
    <LegalPage
      title="Mentions légales"
      updated={COMPANY.updated}
      intro={<p>Qui édite ce site, où il est hébergé et à qui appartiennent ses contenus.</p>}
      sections={SECTIONS}
    />
  )
}
