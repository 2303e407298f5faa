// /cgv (docs/product/screens.md#legal-pages): the route module, loaded lazily by the router.
import { LegalRoute } from './legal-routes'
import { CgvScreen } from './cgv-screen'

export { loader } from './legal-routes'

export function Component() {
  return <LegalRoute Screen={CgvScreen} />
}
