// /dashboard/retractations (docs/adr/0049, docs/adr/0081): the route module, loaded lazily by the
// router. Paged by the server: a new search, sort, filter or page reads the list again.
export { action, loader } from './withdrawals-data'
export { WithdrawalsScreen as Component } from './withdrawals-screen'
