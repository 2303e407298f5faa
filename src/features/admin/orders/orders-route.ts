// /dashboard/orders (docs/adr/0050, docs/adr/0051): the route module, loaded lazily by the router.
export { action, loader } from './orders-data'
// Searching, sorting or filtering the table does not read the orders again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { OrdersScreen as Component } from './orders-screen'
