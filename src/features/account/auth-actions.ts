import { redirect, type ActionFunctionArgs } from 'react-router-dom'
import { connectionFailure, formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { paths } from '@/lib/paths'
import { signIn, signUp } from '@/lib/sign-in'
import { loginSchema, signupSchema } from './account-schemas'
import { insideTheApp, landingAfterLogin } from './redirect-target'

/**
 * The writes of /login and /signup (docs/product/screens.md#login, #signup). They open the session
 * through lib/sign-in, outside React: the session provider follows the SDK's auth store, and the
 * guards see the new session before the redirect lands. The form's hidden `redirectTo` field names
 * the page a guard sent the person away from.
 */

export const LOGIN_FAILED = 'Échec de la connexion. Vérifiez vos identifiants.'
export const SIGNUP_FAILED = "Échec de l'inscription. Cet email est peut-être déjà utilisé."

export type AuthResult = { status: 'error'; message: string; fields: FieldErrors }

/**
 * The browser's favourites join the account before the redirect (docs/adr/0103), so the next page
 * shows them. Never a reason to fail a login: the browser's list then simply stays as it was.
 */
async function joinFavorites(userId: string): Promise<void> {
  try {
    await (await import('@/lib/favorites-account')).mergeFavorites(userId)
  } catch {
    // Kept in the browser; the next heart clicked writes to the account.
  }
}

const refused = (fields: FieldErrors): AuthResult => ({ status: 'error', message: '', fields })

export async function loginAction({ request }: ActionFunctionArgs): Promise<AuthResult | Response> {
  const values = formValues(await request.formData())
  const check = checkForm(loginSchema, values)
  if (!check.ok) return refused(check.fields)
  try {
    const user = await signIn(check.values.email, check.values.password)
    await joinFavorites(user.id)
    // Back to the guarded page, else one's own space (docs/adr/0054).
    return redirect(landingAfterLogin(values.redirectTo, user))
  } catch (error) {
    // A server that cannot be reached is said so, never read as wrong credentials.
    return { status: 'error', ...formFailure(error, { fallback: LOGIN_FAILED }) }
  }
}

export async function signupAction({ request }: ActionFunctionArgs): Promise<AuthResult | Response> {
  const values = formValues(await request.formData())
  const check = checkForm(signupSchema, values)
  if (!check.ok) return refused(check.fields)
  try {
    const user = await signUp({ ...check.values, newsletter: values.newsletter === 'oui' })
    await joinFavorites(user.id)
    return redirect(insideTheApp(values.redirectTo) ?? paths.account)
  } catch (error) {
    // The server refuses a password its rule finds too easy to guess (docs/adr/0054): said under the
    // field. Any other refusal (an address already used) is the product's sentence.
    const { message, fields } = formFailure(error, { fallback: SIGNUP_FAILED })
    if (fields.password) return { status: 'error', message, fields: { password: fields.password } }
    return { status: 'error', message: connectionFailure(error) || SIGNUP_FAILED, fields: {} }
  }
}
