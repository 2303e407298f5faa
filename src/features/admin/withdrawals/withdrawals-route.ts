// /dashboard/retractations (docs/adr/0049): the route module, loaded lazily by the router.
export { loader } from './withdrawals-data'
// Searching, sorting or filtering the table does not read the declarations again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { WithdrawalsScreen as Component } from './withdrawals-screen'
