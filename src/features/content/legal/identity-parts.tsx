import type { ReactNode } from 'react'
import type { ShopIdentity } from '@/lib/shop-identity'
import { contactEmail, contactPhone, identifiers, legalEntity, registeredOffice, sellerName, vatMention } from './identity-text'

/* The identity's pieces that are elements (docs/adr/0048); the texts are in identity-text.ts. */

const text = (value: string | undefined) => (value ?? '').trim()

/** The consumer mediator: a link to its site when both are set, its name alone, or nothing. */
export function Mediator({ identity }: { identity: ShopIdentity | null }): ReactNode {
  const name = text(identity?.mediator_name)
  const url = text(identity?.mediator_url)
  if (!name) return null
  return url ? <a href={url}>{name}</a> : name
}

/** The demo's made-up identity says so on every legal page. */
export function FictionalIdentityNote({ identity }: { identity: ShopIdentity | null }) {
  if (!identity?.fictional) return null
  return (
    <div
      role="note"
      aria-label="Identité fictive de démonstration"
      className="mt-5 rounded-2xl text-left border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed text-ink dark:border-gold-700 dark:bg-gold-700/15"
    >
      <p className="font-medium">Identité fictive de démonstration</p>
      <p className="mt-1 text-ink-muted">
        Cette boutique est une démonstration : le nom, les numéros d’immatriculation, les hébergeurs et le médiateur cités ici sont inventés
        et ne désignent aucune entreprise réelle.
      </p>
    </div>
  )
}

/**
 * « Le site est édité par X, …, dont le siège est situé … » (or another `lead`), then the contact:
 * only what the identity sets. The CGV and the pro terms open with it.
 */
export function SellerIdentification({ identity, lead }: { identity: ShopIdentity | null; lead: string }) {
  const office = registeredOffice(identity)
  const details = [legalEntity(identity), ...identifiers(identity), vatMention(identity)].filter(Boolean)
  const email = contactEmail(identity)
  return (
    <>
      <p>
        {lead} <strong>{sellerName(identity)}</strong>
        {details.length > 0 && `, ${details.join(', ')}`}
        {office && `, dont le siège est situé ${office}`}.
      </p>
      <p>
        Contact : <a href={`mailto:${email}`}>{email}</a>, {contactPhone(identity)}.
      </p>
    </>
  )
}
