// /dashboard/sante (docs/adr/0141): the route module, loaded lazily by the router.
export { loader } from './health-data'
export { HealthScreen as Component } from './health-screen'
