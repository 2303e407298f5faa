// What tests/integration/global-setup.ts provides to every integration test file (`inject(...)`).

/** The shop's URL in the integration run (PocketBase's `meta.appURL`): e-mail links point there. */
export const INTEGRATION_APP_URL = 'http://shop.test'

export type FixtureRole = 'customer' | 'customer2' | 'pro' | 'admin'

export interface FixtureUser {
  id: string
  email: string
  password: string
  name: string
  /** '' for a customer, else the role a superuser granted. */
  role: '' | 'professionnel' | 'admin'
}

export interface IntegrationFixtures {
  superuser: { email: string; password: string }
  users: Record<FixtureRole, FixtureUser>
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the throwaway PocketBase, e.g. http://127.0.0.1:41234 */
    pbUrl: string
    fixtures: IntegrationFixtures
    /** Web/REST URL of the mail capture server PocketBase sends to (read it with tests/support/inbox.ts). */
    mailUrl: string
    /** Its SMTP port on 127.0.0.1 (for a PocketBase of a test's own that must mail there too). */
    mailSmtpPort: number
  }
}
