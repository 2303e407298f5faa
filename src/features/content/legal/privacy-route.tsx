// /politique-confidentialite (docs/product/screens.md#legal-pages): the route module, loaded lazily by the router.
import { LegalRoute } from './legal-routes'
import { PrivacyScreen } from './privacy-screen'

export { loader } from './legal-routes'

export function Component() {
  return <LegalRoute Screen={PrivacyScreen} />
}
