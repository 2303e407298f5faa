import { Suspense, use, type ComponentType } from 'react'
import { useLoaderData } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { settled } from '@/lib/route-data'
import { loadShopIdentity, type ShopIdentity } from '@/lib/shop-identity'
import { CgvScreen } from './cgv-screen'
import { LegalNoticeScreen } from './legal-notice-screen'
import { PrivacyScreen } from './privacy-screen'
import { ProTermsScreen } from './pro-terms-screen'

/*
 * The route module of the three legal pages (one chunk: they share the loader and most of their
 * code; each route takes `loader` and its own component) (docs/architecture.md#from-a-url-to-its-code): one loader reads the shop's identity (once per
 * session, docs/adr/0048) while the page's code arrives; each page waits for it under 'Chargement...'.
 * An identity that cannot be read leaves its pieces out of the sentences: the pages still show.
 */

export function loader(): { identity: Promise<ShopIdentity | null> } {
  const identity = loadShopIdentity().catch((error: unknown) => {
    console.warn('Identité de la boutique indisponible', error)
    return null
  })
  return { identity }
}

type IdentityScreen = ComponentType<{ identity: ShopIdentity | null }>

function WithIdentity({ identity, Screen }: { identity: Promise<ShopIdentity | null>; Screen: IdentityScreen }) {
  // `settled`: a page the server rendered hands the identity over already read (docs/adr/0076).
  const read = use(settled(identity))
  return <Screen identity={read.ok ? read.data : null} />
}

/** A legal page under 'Chargement...' until the shop's identity is read. */
function LegalRoute({ Screen }: { Screen: IdentityScreen }) {
  const { identity } = useLoaderData<typeof loader>()
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WithIdentity identity={identity} Screen={Screen} />
    </Suspense>
  )
}

export function CgvRoute() {
  return <LegalRoute Screen={CgvScreen} />
}

export function LegalNoticeRoute() {
  return <LegalRoute Screen={LegalNoticeScreen} />
}

export function PrivacyRoute() {
  return <LegalRoute Screen={PrivacyScreen} />
}

export function ProTermsRoute() {
  return <LegalRoute Screen={ProTermsScreen} />
}
