// /espace-pro: the route module of the pro dashboard, loaded lazily by the router (app/router.tsx).
// It reads nothing: the greeting is the session's name, the tiles are lib/pro-paths.ts's.
export { ProHomeScreen as Component } from './pro-home-screen'
