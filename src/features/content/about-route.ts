// /a-propos (docs/product/screens.md#about): the route module, loaded lazily by the router (no data: text only).
export { AboutScreen as Component } from './about-screen'
