import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { fetchMyOrders } from '@/lib/orders'
import { storedUser } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { saveSection, SECTION_INTENTS } from './settings/account-actions'

// /account: the route module, loaded lazily by the router (behind the requireAuth guard).
export { AccountScreen as Component } from './account-screen'

/** The order history streams in under its loading text (`<Deferred>` in orders-section.tsx). */
export function loader({ request }: LoaderFunctionArgs) {
  // The guard let a signed-in user in: the stored session is theirs.
  const userId = storedUser()?.id ?? ''
  return { orders: later(fetchMyOrders(userId, request.signal)) }
}

/** The settings sections' writes (settings/account-actions.ts), each naming its `intent`. */
export async function action({ request }: ActionFunctionArgs) {
  return saveSection(await request.formData())
}

/** A settings write (a name, a password…) changes nothing the history shows: it is not read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent')
  if (typeof intent === 'string' && (SECTION_INTENTS as readonly string[]).includes(intent)) return false
  return defaultShouldRevalidate
}
