// /dashboard/orders/a-preparer (docs/adr/0050): the route module, loaded lazily by the router.
export { loader } from './to-prepare-data'
export { ToPrepareScreen as Component } from './to-prepare-screen'
