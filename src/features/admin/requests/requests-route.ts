// /dashboard/requests: the route module, loaded lazily by the router.
export { action, loader } from './requests-data'
// Searching, sorting or filtering the table does not read the requests again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { RequestsScreen as Component } from './requests-screen'
