// /dashboard/identite (docs/adr/0048): the route module, loaded lazily by the router.
export { action, loader, shouldRevalidate } from './identity-data'
export { IdentityScreen as Component } from './identity-screen'
