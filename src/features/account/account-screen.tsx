import { useLoaderData } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { useSession } from '@/lib/session-context'
import type { loader } from './account-route'
import { AddressBookSection } from './address-book'
import { FavoritesLink } from './favorites/favorites-link'
import { CustomRequestsSection } from './custom-requests-section'
import { GiftCardsSection } from './gift-cards-section'
import { OrdersSection } from './orders-section'
import { ProApplicationCard } from './pro-application-card'
import { ProAreaCard } from './pro-area-card'
import { DeleteAccountSection } from './settings/delete-account-section'
import { EmailSection } from './settings/email-section'
import { NewsletterSection } from './settings/newsletter-section'
import { PasswordSection } from './settings/password-section'
import { ProfileSection } from './settings/profile-section'
import { VerificationBanner } from './settings/verification-banner'

/**
 * /account (docs/product/screens.md#account 'Mon Compte'): email, creation date, logout and the order history, then the
 * account's settings (docs/product/screens.md#account: the address book, name, e-mail, password, deletion). Behind the requireAuth guard; its data and writes: account-route.ts.
 */
export function AccountScreen() {
  usePageMeta({ title: 'Mon compte', description: 'Votre compte Éclat de Pierre : vos informations et l’historique de vos commandes.' })
  const { user } = useSession()
  const { orders, addresses, giftCards, customRequests } = useLoaderData<typeof loader>()
  if (!user) return <LoadingScreen />

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <p className="eyebrow">Espace client</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Mon Compte</h1>
      {!user.verified && <VerificationBanner user={user} />}
      <ProAreaCard user={user} />
      <FavoritesLink className="mt-6" />

      <div className="mt-10 grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        {/* The invitation to apply as a pro comes after the customer's own information (issue 24). */}
        <div className="min-w-0">
          <ProfileSection user={user} />
          <ProApplicationCard user={user} />
        </div>
        <OrdersSection orders={orders} />
      </div>

      <CustomRequestsSection requests={customRequests} className="mt-12" />
      <GiftCardsSection cards={giftCards} className="mt-12" />
      <AddressBookSection addresses={addresses} className="mt-12" />

      <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:items-start">
        <EmailSection user={user} />
        <PasswordSection />
        <NewsletterSection />
        <div className="lg:col-span-2">
          <DeleteAccountSection user={user} />
        </div>
      </div>
    </div>
  )
}
