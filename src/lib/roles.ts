import { paths } from './paths'
import type { UsersRecord } from './pocketbase-types'

type MaybeUser = Pick<UsersRecord, 'role'> | null | undefined

export function isAdmin(user: MaybeUser): boolean {
  return user?.role === 'admin'
}

/** A professional buyer (role `professionnel`). */
export function isPro(user: MaybeUser): boolean {
  return user?.role === 'professionnel'
}

/** Pro and admin users see, and pay, the pro price where a product has one (docs/product/rules.md#pro-price). */
export function seesProPrice(user: MaybeUser): boolean {
  return isPro(user) || isAdmin(user)
}

/** Who may enter the pro area (/espace-pro). */
export function canEnterProArea(user: MaybeUser): boolean {
  return seesProPrice(user)
}

/** A price that is set: a finite number above 0 (a field left empty holds 0 or nothing). */
const isSet = (price: number | null | undefined): price is number => Number.isFinite(price) && price! > 0

/** The public price charged now: the sale price during a sale (docs/adr/0115), else `price`. */
export function chargedPrice(product: { price: number; charged_price?: number | null }): number {
  return isSet(product.charged_price) ? product.charged_price : product.price
}

/**
 * The unit price that applies to this user: the price charged now (the sale price during a sale,
 * docs/adr/0115); for pro/admin, their `price_pro` when it exists and is lower.
 */
export function applicablePrice(
  product: { price: number; price_pro?: number | null; charged_price?: number | null },
  user: MaybeUser,
): number {
  const charged = chargedPrice(product)
  return seesProPrice(user) && isSet(product.price_pro) ? Math.min(product.price_pro, charged) : charged
}

/** Where the header's 'Mon compte' link leads: admin → /dashboard, signed in → /account, else /login. */
export function accountPath(user: MaybeUser): string {
  if (!user) return paths.login
  return isAdmin(user) ? paths.admin : paths.account
}
