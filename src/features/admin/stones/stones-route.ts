// /dashboard/stones (docs/adr/0070): the route module, loaded lazily by the router.
export { keepListUnlessWritten as shouldRevalidate } from '../api/record-writes'
export { action, loader } from './stones-data'
export { StonesScreen as Component } from './stones-screen'
