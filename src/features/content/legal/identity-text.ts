import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop-info'
import { groupIdentifier, identityAddress, type ShopIdentity } from '@/lib/shop-identity'

/*
 * The pieces of the shop's identity the legal pages quote (docs/adr/0048). A piece the owner has not
 * set is left out of the sentence: never printed empty, never as a bracketed placeholder.
 */

/** When the legal texts themselves last changed (not the identity: its values are the owner's). */
export const LEGAL_TEXTS_UPDATED = '29 novembre 2026'

const text = (value: string | undefined) => (value ?? '').trim()

/** The name the shop trades under. */
export function sellerName(identity: ShopIdentity | null): string {
  return text(identity?.trade_name) || text(identity?.legal_name) || SHOP_NAME
}

/** The contact address: the identity's, else the one the footer shows. */
export function contactEmail(identity: ShopIdentity | null): string {
  return text(identity?.email) || SHOP_CONTACT.email
}

export function contactPhone(identity: ShopIdentity | null): string {
  return text(identity?.phone) || SHOP_CONTACT.phone
}

/** 'Atelier X, Entreprise individuelle au capital de 1 000 €', with what is set. */
export function legalEntity(identity: ShopIdentity | null): string {
  const form = [text(identity?.legal_form), text(identity?.share_capital) && `au capital de ${text(identity?.share_capital)}`]
    .filter(Boolean)
    .join(' ')
  const name = text(identity?.legal_name)
  return [name && name !== sellerName(identity) ? name : '', form].filter(Boolean).join(', ')
}

/** 'TVA non applicable, art. 293 B du CGI', or the VAT number, or nothing. */
export function vatMention(identity: ShopIdentity | null): string {
  if (!identity) return ''
  if (identity.vat_exempt) return 'TVA non applicable, art. 293 B du CGI'
  return text(identity.vat_number) ? `N° de TVA intracommunautaire : ${text(identity.vat_number)}` : ''
}

/** The company identifiers that are set: 'SIREN 000 000 000', 'SIRET …', the registration. */
export function identifiers(identity: ShopIdentity | null): string[] {
  return [
    text(identity?.siren) && `SIREN ${groupIdentifier(text(identity?.siren))}`,
    text(identity?.siret) && `SIRET ${groupIdentifier(text(identity?.siret))}`,
    text(identity?.registration),
  ].filter(Boolean)
}

export function registeredOffice(identity: ShopIdentity | null): string {
  return identityAddress(identity)
}

/** 'Name, address, phone' of a host, with what is set; empty when the name is not. */
export function hostLine(name: string | undefined, address: string | undefined, phone: string | undefined): string {
  if (!text(name)) return ''
  return [text(name), text(address), text(phone) && `tél. ${text(phone)}`].filter(Boolean).join(', ')
}
