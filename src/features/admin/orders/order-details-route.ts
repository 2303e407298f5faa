// /dashboard/orders/:id, the details over the orders' table: the route module, loaded lazily.
export { loader } from './order-details-data'
export { orderNoteAction as action } from './order-note-data'
export { OrderDetailsScreen as Component } from './order-details-screen'
