// /account/commandes/:id (docs/adr/0080): one order's page, and the confirmation after its payment
// (`?merci`). The route module, loaded lazily by the account's route table (app/account-routes.ts).
export { loader } from './order-data'
export { OrderScreen as Component } from './order-screen'
