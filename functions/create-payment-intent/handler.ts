// create-payment-intent: one portable `Request → Response` handler (Web Fetch API), wrapped by thin
// adapters for the dev server (../vite-adapter.ts) and for a serverless host.
//
// Online payment is the checkout issue's work: until it lands, the handler answers a clear JSON
// refusal so the route exists and the client's error path can be exercised.

export const PAYMENT_UNAVAILABLE = "Le paiement en ligne n'est pas encore disponible."

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

export async function createPaymentIntent(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return json({ error: 'Méthode non autorisée.' }, 405)
  }
  return json({ error: PAYMENT_UNAVAILABLE }, 503)
}
