// /dashboard/pages (docs/adr/0101): the route module, loaded lazily by the router.
export { loader } from './pages-data'
export { PagesScreen as Component } from './pages-screen'
