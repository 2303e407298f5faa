// /dashboard/orders (docs/adr/0050, docs/adr/0051): the route module, loaded lazily by the router.
// Paged by the server (docs/adr/0092): a new search, sort, filter or page reads the page again.
export { action, loader } from './orders-data'
export { OrdersScreen as Component } from './orders-screen'
