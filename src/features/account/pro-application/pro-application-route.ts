// /account/devenir-pro (docs/adr/0060): the route module, loaded lazily by the router.
export { action, loader } from './pro-application-data'
export { ProApplicationScreen as Component } from './pro-application-screen'
