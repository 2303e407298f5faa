// The catalogue route's own module (one chunk for both catalogues: the storefront entry names one file to preload).
import { CatalogueScreen } from '@/features/catalogue/catalogue-route'
import { PRO_CATALOGUE } from '@/features/pro/catalogue/pro-catalogue'

/** /espace-pro/catalogue (the route module): the storefront catalogue screen with the pro area's wording and filters. */
export function Component() {
  return <CatalogueScreen {...PRO_CATALOGUE} />
}
