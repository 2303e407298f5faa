// /catalogue (and /products): the route module, loaded lazily by the router (app/router.tsx).
// No route loader: the catalogue reads through its one hand-tuned hook, `useCatalogue`, which the
// benchmark justifies (docs/adr/0068): the first page (or index.html's prefetch of it), then the rest.
export { CatalogueScreen as Component } from './catalogue-screen'
