// /dashboard/tarifs-sur-mesure (docs/adr/0126): the route module, loaded lazily by the router.
export { action, loader } from './custom-prices-data'
export { CustomPricesScreen as Component } from './custom-prices-screen'
