// /dashboard/users/:id (docs/adr/0060): the route module, loaded lazily by the router.
export { action, loader } from './customer-data'
export { CustomerScreen as Component } from './customer-screen'
