// /dashboard/requests/:id: the route module, loaded lazily by the router (docs/adr/0127).
export { action, loader } from './request-details-data'
export { RequestDetailsScreen as Component } from './request-details-screen'
