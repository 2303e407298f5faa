// /dashboard/products/:id/sizes (docs/adr/0108): the route module, loaded lazily by the router.
export { action, loader } from './product-sizes-data'
export { ProductSizesScreen as Component } from './product-sizes-screen'
