// /dashboard, the back-office's index: the route module, loaded lazily by the router.
export { loader } from './overview-data'
export { OverviewScreen as Component } from './overview-screen'
