/**
 * The shop's public details, in one place (header, footer, contact page).
 * PLACEHOLDERS until the owner supplies the real ones.
 */
export const SHOP_NAME = 'Éclat de Pierre'

export const SHOP_CONTACT = {
  address: ['Atelier Éclat de Pierre', '12 rue des Lapidaires', '69001 Lyon'],
  email: 'bonjour@eclat-de-pierre.fr',
  phone: '04 78 00 00 00',
  /** The same number in E.164 for `tel:` links. */
  phoneHref: '+33478000000',
} as const

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/eclatdepierre' },
  { name: 'Facebook', href: 'https://www.facebook.com/eclatdepierre' },
  { name: 'Pinterest', href: 'https://www.pinterest.fr/eclatdepierre' },
] as const

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name']
