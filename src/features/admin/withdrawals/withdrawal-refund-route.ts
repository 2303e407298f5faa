// /dashboard/retractations/:id/rembourser, the refund of a withdrawn order over the withdrawals'
// table (docs/adr/0081): the route module, loaded lazily. Its form posts to the orders' action.
export { action } from '../orders/orders-data'
export { loader } from './withdrawal-refund-data'
export { WithdrawalRefundScreen as Component } from './withdrawal-refund-screen'
