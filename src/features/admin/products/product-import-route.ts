// /dashboard/products/importer (docs/adr/0099): the route module, loaded lazily by the router.
export { action } from './product-import-data'
export { ProductImportScreen as Component } from './product-import-screen'
