// /dashboard/paiements: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0131): a new search, filter, sort or page reads the page again, and so does a payment.
export { action, loader } from './payments-data'
export { PaymentsScreen as Component } from './payments-screen'
