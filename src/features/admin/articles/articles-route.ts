// /dashboard/articles (docs/adr/0070): the route module, loaded lazily by the router. Paged by the
// server (docs/adr/0100): a new search, sort or page reads the page again, and so does a write.
export { action, loader } from './articles-data'
export { ArticlesScreen as Component } from './articles-screen'
