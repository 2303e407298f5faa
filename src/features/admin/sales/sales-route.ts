// /dashboard/soldes: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0092, docs/adr/0115): a new sort, filter or page reads the page again.
export { loader } from './sales-data'
export { SalesScreen as Component } from './sales-screen'
