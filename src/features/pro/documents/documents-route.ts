// /espace-pro/informations: the route module, loaded lazily by the pro route table (app/pro-routes.ts).
// Nothing is read on arrival: each document reads the catalogue when it is asked for, and is made
// in the browser (no server write, so no action).
export { DocumentsScreen as Component } from './documents-screen'
