import { Suspense } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { fetchMyAddresses } from '@/lib/address'
import { storedUser } from '@/lib/pocketbase'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { isPro } from '@/lib/roles'
import { fetchCompanyOnFile, type CompanyOnFile } from './api'
import { fetchPaymentTerms, type PaymentTermsAccount } from './payment-terms'
import { loadShopIdentity, type ShopIdentity } from '@/lib/shop-identity'
import { checkCart, isCustomer } from './cart-check'
import { CheckoutScreen } from './checkout-screen'
import { fetchQuoteLine, quotePaymentOf, type QuoteLineResult } from './quote-line'

/*
 * The /checkout route module (docs/architecture.md#from-a-url-to-its-code): the loader starts reading the customer's address book,
 * the shop's delivery time and the cart's products while the screen's code arrives; the screen waits
 * for the first two under 'Chargement...'.
 */

/** Only a stored customer session has an address book; an unreadable book is an empty one (a new address is asked). */
export function loader({ request }: LoaderFunctionArgs) {
  // The delivery time shown before the order button (docs/adr/0048); unreadable: the default one.
  const identity: Promise<ShopIdentity | null> = loadShopIdentity().catch((error: unknown) => {
    console.warn('Identité de la boutique indisponible', error)
    return null
  })
  // Paying a quote (docs/adr/0128): its line, priced by the server, instead of the cart's.
  const payment = quotePaymentOf(request.url)
  const quote: Promise<QuoteLineResult> | null = payment && isCustomer() ? fetchQuoteLine(payment, request.signal) : null
  const cart = payment ? null : checkCart(request.signal)
  const none = Promise.resolve<CompanyOnFile | null>(null)
  if (!isCustomer()) return { addresses: Promise.resolve<AddressesRecord[]>([]), identity, cart, company: none, quote }
  const addresses = fetchMyAddresses(request.signal).catch((error: unknown) => {
    console.warn('Carnet d’adresses indisponible', error)
    return [] as AddressesRecord[]
  })
  // A pro's company on file, shown and pre-filled (the server bills it anyway: docs/adr/0080).
  const user = storedUser()
  const company =
    user && isPro(user)
      ? fetchCompanyOnFile(user.id, request.signal).catch((error: unknown) => {
          console.warn('Société du compte professionnel indisponible', error)
          return null
        })
      : none
  // A pro's payment on invoice (docs/adr/0131): unreadable, the card alone is offered.
  const paymentTerms: Promise<PaymentTermsAccount | null> | null =
    user && isPro(user) && !payment
      ? fetchPaymentTerms(request.signal).catch((error: unknown) => {
          console.warn('Conditions de paiement indisponibles', error)
          return null
        })
      : null
  return { addresses, identity, cart, company, quote, paymentTerms }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  const { addresses, identity, cart, company, quote } = data
  const paymentTerms = 'paymentTerms' in data ? data.paymentTerms : null
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CheckoutScreen
        addresses={addresses}
        identity={identity}
        cartCheck={cart}
        company={company}
        quote={quote}
        paymentTerms={paymentTerms}
      />
    </Suspense>
  )
}
