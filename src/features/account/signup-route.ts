// /signup: the route module, loaded lazily by the router.
export { signupAction as action } from './auth-actions'
export { SignupScreen as Component } from './signup-screen'
