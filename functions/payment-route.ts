/** Where the app calls the payment function, on every host (dev server, vite preview, Netlify). */
export const PAYMENT_INTENT_ROUTE = '/api/create-payment-intent'
