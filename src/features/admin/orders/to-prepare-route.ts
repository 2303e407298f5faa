// /dashboard/orders/a-preparer (docs/adr/0050): the route module, loaded lazily by the router.
export { loader } from './to-prepare-data'
// Searching the list does not read the orders again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { ToPrepareScreen as Component } from './to-prepare-screen'
