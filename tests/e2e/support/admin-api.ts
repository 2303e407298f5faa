// What several e2e specs need beside the browser: a superuser's token to write the test's own data
// through PocketBase's API (orders are the server's, docs/adr/0032), and the accessibility check of
// the admin screens (axe, WCAG 2.2 AA; serious and critical findings fail).
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Fixtures } from '../fixtures.ts'

/** A PocketBase superuser's token (`Authorization` header value) for the test's own records. */
export async function superuserToken(fixtures: Fixtures): Promise<string> {
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: fixtures.superuser.email, password: fixtures.superuser.password }),
  })
  expect(response.ok, `superuser login answered ${response.status}`).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** No serious or critical WCAG 2.2 AA finding on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const severe = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(severe).toEqual([])
}
