// /login: the route module, loaded lazily by the router.
export { loginAction as action } from './auth-actions'
export { LoginScreen as Component } from './login-screen'
