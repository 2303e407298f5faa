// /dashboard/orders/:id/rembourser, the refund dialog over the orders' table: the route module,
// loaded lazily. Its form posts to the orders' action.
export { action } from './orders-data'
export { refundLoader as loader } from './order-details-data'
export { RefundScreen as Component } from './refund-dialog'
