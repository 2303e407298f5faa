// Netlify Functions (v2, Web Fetch API) adapter: the portable handler as is, at the path the app calls.
// netlify.toml points Netlify at this folder; the function reads POCKETBASE_URL, STRIPE_SECRET_KEY
// (and, for tests only, STRIPE_API_BASE) from the site's environment variables. See README, "Deploying".
import { createPaymentIntent } from '../create-payment-intent/handler.ts'

/** Netlify's context gives the client's address (for the function's own rate limit). */
export default function handler(request: Request, context?: { ip?: string }): Promise<Response> {
  return createPaymentIntent(request, { clientAddress: context?.ip })
}

/**
 * Netlify routes this path to the function (same origin as the app, so VITE_API_URL stays empty).
 * A literal: Netlify reads `config` statically. The test checks it is functions/payment-route.ts's.
 */
export const config = { path: '/api/create-payment-intent' }
