// /dashboard/retractations (docs/adr/0049): the route module, loaded lazily by the router.
export { loader } from './withdrawals-data'
export { WithdrawalsScreen as Component } from './withdrawals-screen'
