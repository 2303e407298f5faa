// /dashboard/users: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0092): a new search, sort, filter or page reads the page again.
export { loader } from './users-data'
export { UsersScreen as Component } from './users-screen'
