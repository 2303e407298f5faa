// /dashboard/articles (docs/adr/0070): the route module, loaded lazily by the router.
export { keepListUnlessWritten as shouldRevalidate } from '../api/record-writes'
export { action, loader } from './articles-data'
export { ArticlesScreen as Component } from './articles-screen'
