// /mentions-legales (docs/product/screens.md#legal-pages): the route module, loaded lazily by the router.
import { LegalRoute } from './legal-routes'
import { LegalNoticeScreen } from './legal-notice-screen'

export { loader } from './legal-routes'

export function Component() {
  return <LegalRoute Screen={LegalNoticeScreen} />
}
