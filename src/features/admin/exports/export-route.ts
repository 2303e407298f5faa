// /dashboard/export (docs/adr/0052): the route module, loaded lazily by the router.
export { action, loader } from './export-data'
export { ExportScreen as Component } from './export-screen'
