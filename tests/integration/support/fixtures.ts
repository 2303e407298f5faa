// What tests/integration/global-setup.ts provides to every integration test file (`inject(...)`).

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
  }
}
