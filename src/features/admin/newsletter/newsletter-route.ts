// /dashboard/lettre (docs/adr/0114): the route module, loaded lazily by the admin route table.
export { action, loader, shouldRevalidate } from './newsletter-data'
export { NewsletterScreen as Component } from './newsletter-screen'
