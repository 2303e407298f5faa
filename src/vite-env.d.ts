/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** PocketBase base URL; defaults to http://127.0.0.1:8090 when empty. */
  readonly VITE_POCKETBASE_URL?: string
  /** Where the payment function lives; empty = same origin. */
  readonly VITE_API_URL?: string
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string
  /** `netlify`: storefront images through the image service (docs/adr/0077). */
  readonly VITE_IMAGE_SERVICE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
