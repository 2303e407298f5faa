// /dashboard/orders/:id, the details over the orders' table: the route module, loaded lazily.
export { action, loader } from './order-details-data'
export { OrderDetailsScreen as Component } from './order-details-screen'
