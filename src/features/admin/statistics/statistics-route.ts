// /dashboard/statistiques (docs/adr/0124): the route module, loaded lazily by the router. The period
// is in the address (`?period=…&from=…&to=…&step=…`): a new one reads the figures again.
export { loader } from './statistics-data'
export { StatisticsScreen as Component } from './statistics-screen'
