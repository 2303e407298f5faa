// /account/favoris (docs/adr/0103): « Mes favoris ». The route module, loaded lazily by the account's
// route table (app/account-routes.ts).
export { action, loader } from './favorites-data'
export { FavoritesScreen as Component } from './favorites-screen'
