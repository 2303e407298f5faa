// /dashboard/pages/:id (docs/adr/0101): the route module, loaded lazily by the router.
export { action, loader, shouldRevalidate } from './page-edit-data'
export { PageEditScreen as Component } from './page-edit-screen'
