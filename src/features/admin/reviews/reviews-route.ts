// /dashboard/avis (docs/adr/0105): the route module, loaded lazily by the admin route table.
export { action, loader, shouldRevalidate } from './reviews-data'
export { ReviewsModerationScreen as Component } from './reviews-screen'
