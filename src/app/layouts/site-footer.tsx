import { Link } from 'react-router-dom'
import { GemIcon } from '@/components/icons'
import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop-info'
import { paths } from '@/lib/paths'

const LEGAL_LINKS = [
  { to: paths.terms, label: 'CGV' },
  { to: paths.legalNotice, label: 'Mentions légales' },
  { to: paths.privacy, label: 'Politique de confidentialité' },
  // The online withdrawal function, reachable from every page (docs/adr/0049; the same as lib/withdrawal.ts).
  { to: paths.withdrawal, label: 'Renoncer au contrat ici' },
] as const

/** The content pages a shopper looks for before buying (docs/adr/0101). */
const HELP_LINKS = [
  { to: paths.sizeGuide, label: 'Guide des tailles' },
  { to: paths.deliveryAndReturns, label: 'Livraison et retours' },
  { to: paths.stoneCare, label: 'Entretien des pierres' },
  { to: paths.faq, label: 'FAQ' },
  // Gift cards (docs/adr/0117): their page, its balance page beside it.
  { to: paths.giftCards, label: 'Cartes cadeaux' },
] as const

const footerLink = 'rounded-sm text-on-band transition-colors hover:text-gold-300 underline-offset-4 hover:underline'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto bg-band text-on-band">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:py-14">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-semibold tracking-wide">
            <GemIcon className="size-5 text-gold-300" />
            {SHOP_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-on-band-muted">
            Des bijoux façonnés à la main, une pierre après l’autre, pour accompagner votre équilibre au quotidien.
          </p>
        </div>

        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">Nous écrire</h2>
          <address className="mt-4 space-y-1 text-sm leading-relaxed not-italic text-on-band-muted">
            {SHOP_CONTACT.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a href={`mailto:${SHOP_CONTACT.email}`} className={`mt-3 inline-block ${footerLink}`}>
              {SHOP_CONTACT.email}
            </a>
            <a href={`tel:${SHOP_CONTACT.phoneHref}`} className={`block ${footerLink}`}>
              {SHOP_CONTACT.phone}
            </a>
          </address>
        </div>

        <FooterLinks label="Aide" heading="Aide" links={HELP_LINKS} />

        <FooterLinks label="Informations légales" heading="Informations" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-on-band-muted sm:flex-row sm:justify-between sm:px-6">
          <p>{`© ${year} ${SHOP_NAME}`}</p>
          <p>Façonné avec soin dans notre atelier</p>
        </div>
      </div>
    </footer>
  )
}

/** A column of the footer's links: a named navigation, its heading, its links. */
function FooterLinks({ label, heading, links }: { label: string; heading: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
