import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop-info'

/**
 * The company identifiers the legal pages quote. PLACEHOLDERS, shown as such (`[SIRET]`), until
 * the owner supplies them (docs/adr/0019).
 */
export const COMPANY = {
  name: SHOP_NAME,
  legalForm: '[Forme juridique et capital social]',
  siret: '[SIRET]',
  rcs: '[RCS Ville et numéro]',
  vat: '[N° TVA intracommunautaire]',
  director: '[Nom du directeur de la publication]',
  address: SHOP_CONTACT.address.join(', '),
  email: SHOP_CONTACT.email,
  phone: SHOP_CONTACT.phone,
  apiHost: '[Hébergeur de la base de données (PocketBase) : nom, adresse, téléphone]',
  staticHost: '[Hébergeur du site : nom, adresse, téléphone]',
  mediator: '[Nom et site du médiateur de la consommation]',
  updated: '21 novembre 2026',
} as const
