// /dashboard/emails (docs/adr/0033): the route module, loaded lazily by the router.
export { action, loader } from './emails-data'
export { EmailsScreen as Component } from './emails-screen'
