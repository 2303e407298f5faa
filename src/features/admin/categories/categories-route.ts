// /dashboard/categories (docs/adr/0070): the route module, loaded lazily by the router.
export { keepListUnlessWritten as shouldRevalidate } from '../api/record-writes'
export { action, loader } from './categories-data'
export { CategoriesScreen as Component } from './categories-screen'
