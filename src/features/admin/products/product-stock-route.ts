// /dashboard/products/:id/stock (docs/adr/0098): the route module, loaded lazily by the router.
export { action, loader } from './product-stock-data'
export { ProductStockScreen as Component } from './product-stock-screen'
