import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { fetchMyAddresses } from '@/lib/address'
import { formValues } from '@/lib/form-schema'
import { fetchMyGiftCards } from '@/lib/gift-cards'
import { fetchMyOrders } from '@/lib/orders'
import { storedUser } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { fetchMyCustomRequests } from './custom-requests-data'
import { ADDRESS_INTENTS, addressBookAction, type AddressBookResult } from './address-book/address-book-actions'
import { saveSection, SECTION_INTENTS, type SectionResult } from './settings/account-actions'

// /account: the route module, loaded lazily by the router (behind the requireAuth guard).
export { AccountScreen as Component } from './account-screen'

/** The order history and the address book stream in, each under its loading text (`<Deferred>`). */
export function loader({ request }: LoaderFunctionArgs) {
  // The guard let a signed-in user in: the stored session is theirs.
  const userId = storedUser()?.id ?? ''
  return {
    orders: later(fetchMyOrders(userId, request.signal)),
    addresses: later(fetchMyAddresses(request.signal)),
    giftCards: later(fetchMyGiftCards(userId, request.signal)),
    customRequests: later(fetchMyCustomRequests(userId, request.signal)),
  }
}

const isAddressIntent = (intent: unknown) => typeof intent === 'string' && (ADDRESS_INTENTS as readonly string[]).includes(intent)

/** What the action answers, tagged with the `intent` that asked: each form shows its own answer only. */
export type AccountAnswer = (SectionResult | AddressBookResult) & { intent: string }

/**
 * The page's writes, each form naming its `intent`: the address book's (address-book-actions.ts),
 * the settings sections' (settings/account-actions.ts).
 */
export async function action({ request }: ActionFunctionArgs): Promise<AccountAnswer> {
  const data = await request.formData()
  const intent = String(data.get('intent') ?? '')
  const result = isAddressIntent(intent) ? await addressBookAction(formValues(data)) : await saveSection(data)
  return { ...result, intent }
}

/** A settings write (a name, a password…) changes nothing the history shows: it is not read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent')
  if (typeof intent === 'string' && (SECTION_INTENTS as readonly string[]).includes(intent)) return false
  return defaultShouldRevalidate
}
