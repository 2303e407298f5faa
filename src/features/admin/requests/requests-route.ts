// /dashboard/requests: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0092, docs/adr/0100): a new search, sort, filter or page reads the page again.
export { action, loader } from './requests-data'
export { RequestsScreen as Component } from './requests-screen'
