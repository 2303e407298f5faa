// /dashboard/soldes/:id (docs/adr/0115): the route module, loaded lazily by the router.
export { action, loader, shouldRevalidate } from './sale-edit-data'
export { SaleEditScreen as Component } from './sale-edit-screen'
