// Starts one throwaway PocketBase (temp data dir, free port, the project's migrations and hooks) for
// the whole integration run, with its mailer pointed at a local capture server (maildev), creates the
// fixture users as superuser, and provides the URLs and the fixtures to the test files
// (`inject('pbUrl')`, `inject('fixtures')`, `inject('mailUrl')` read with tests/support/inbox.ts,
// `inject('mailSmtpPort')`); makes sure the Factur-X validator is installed. Teardown stops both and removes the data dir.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { install as installFacturxValidator } from '../../scripts/facturx-validator.mjs'
import { startMailCapture } from '../../scripts/lib/mail-capture.mjs'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { INTEGRATION_APP_URL, type FixtureRole, type FixtureUser, type IntegrationFixtures } from './support/fixtures'

const USERS: Record<FixtureRole, Omit<FixtureUser, 'id' | 'password'>> = {
  customer: { email: 'cliente@integration.test', name: 'Camille Cliente', role: '' },
  customer2: { email: 'client2@integration.test', name: 'Dominique Autre', role: '' },
  pro: { email: 'pro@integration.test', name: 'Atelier Test', role: 'professionnel' },
  admin: { email: 'admin@integration.test', name: 'Alex Admin', role: 'admin' },
}

async function api(url: string, path: string, init: { method?: string; token?: string; body?: unknown }) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`)
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export default async function setup(project: TestProject) {
  // The Factur-X validator (docs/adr/0129): fetched once into .cache/ (.ci/run does it first), offline after.
  installFacturxValidator({ quiet: true })
  // The factur-x package's checks with the French rules (docs/adr/0130): a venv made once, offline after.
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/facturx/install.mjs', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'bijoux-integration-'))
  const mail = await startMailCapture({ quiet: true })
  // A plain PocketBase: no payment configured, whatever the developer's shell holds (the checkout tests
  // start their own, with the Stripe stand-in or the demonstration mode: support/checkout-stack.ts).
  let server: Awaited<ReturnType<typeof startPocketBase>>
  try {
    server = await startPocketBase({
      dataDir,
      quiet: !process.env.PB_LOGS,
      env: {
        STRIPE_SECRET_KEY: '',
        STRIPE_API_BASE: '',
        PAYMENT_DEMO: '',
        SHOP_TEST_FAULTS: 'bulk-ship',
        EINVOICING_PLATFORM_URL: '',
        HEALTH_ALERTS_CRON: 'off',
      },
      mail: { host: mail.smtpHost, port: mail.smtpPort },
      appUrl: INTEGRATION_APP_URL,
    })
  } catch (error) {
    await mail.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  try {
    const auth = await api(server.url, '/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      body: { identity: server.superuser.email, password: server.superuser.password },
    })
    const token = String(auth.token)

    // Each test client sends its own X-Forwarded-For address, so that the rate limits (which count per
    // client IP) never let one test disturb another; the rate-limit test relies on it too.
    await api(server.url, '/api/settings', {
      method: 'PATCH',
      token,
      body: { trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } },
    })

    const users = {} as Record<FixtureRole, FixtureUser>
    for (const [key, user] of Object.entries(USERS) as [FixtureRole, (typeof USERS)[FixtureRole]][]) {
      const created = await api(server.url, '/api/collections/users/records', {
        method: 'POST',
        token,
        body: { ...user, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true },
      })
      users[key] = { ...user, id: String(created.id), password: DEMO_PASSWORD }
    }

    const fixtures: IntegrationFixtures = { superuser: server.superuser, users }
    project.provide('pbUrl', server.url)
    project.provide('fixtures', fixtures)
    project.provide('mailUrl', mail.webUrl)
    project.provide('mailSmtpPort', mail.smtpPort)
  } catch (error) {
    await server.stop()
    await mail.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  return async () => {
    await server.stop()
    await mail.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
