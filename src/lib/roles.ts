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

/** The public price charged now: the sale price during a sale (docs/adr/0115), else `price`. */
export function chargedPrice(product: { price: number; charged_price?: number | null }): number {
  const charged = product.charged_price
  return typeof charged === 'number' && Number.isFinite(charged) && charged > 0 ? charged : product.price
}

/**
 * The unit price that applies to this user: the price charged now (the sale price during a sale,
 * docs/adr/0115); for pro/admin, their `price_pro` when it exists and is lower.
 */
export function applicablePrice(
  product: { price: number; price_pro?: number | null; charged_price?: number | null },
  user: MaybeUser,
): number {
  const pro = product.price_pro
  const charged = chargedPrice(product)
  if (seesProPrice(user) && typeof pro === 'number' && Number.isFinite(pro) && pro > 0) return Math.min(pro, charged)
  return charged
}

/** Where the header's 'Mon compte' link leads: admin → /dashboard, signed in → /account, else /login. */
export function accountPath(user: MaybeUser): string {
  if (!user) return paths.login
  return isAdmin(user) ? paths.admin : paths.account
}
