// /dashboard/products (docs/adr/0070): the route module, loaded lazily by the router.
export { action, loader, shouldRevalidate } from './products-data'
export { ProductsScreen as Component } from './products-screen'
