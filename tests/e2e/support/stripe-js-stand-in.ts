// Serves the Stripe.js stand-in (stripe-js-stand-in.js) at the address @stripe/stripe-js 10 injects,
// https://js.stripe.com/endive/stripe.js (any js.stripe.com script, to be safe), pointed at the
// Stripe API stand-in the harness started (fixtures.stripeApiUrl).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

const SCRIPT = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8')

/** Every later navigation of this page gets the stand-in instead of the real Stripe.js. */
export async function serveStripeJsStandIn(page: Page, stripeApiUrl: string): Promise<void> {
  const body = SCRIPT.replaceAll('__STRIPE_API_URL__', stripeApiUrl.replace(/\/+$/, ''))
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body }),
  )
}
