// /dashboard/users: the route module, loaded lazily by the router.
export { loader } from './users-data'
// Searching, sorting or filtering the table does not read the people again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { UsersScreen as Component } from './users-screen'
