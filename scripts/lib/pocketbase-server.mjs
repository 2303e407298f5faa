// Starts and stops a PocketBase server with this project's migrations and hooks.
// Used by `npm run dev` (fixed port, persistent data) and by the test harnesses (free port, temp dir).
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ensurePocketBase } from '../pocketbase-binary.mjs'
import { projectRoot, stopChild, waitForHttp } from './child-processes.mjs'

export { projectRoot }
export const migrationsDir = join(projectRoot, 'pocketbase', 'pb_migrations')
export const hooksDir = join(projectRoot, 'pocketbase', 'pb_hooks')

export const DEMO_PASSWORD = 'bijoux-demo-2026'
export const SUPERUSER_EMAIL = 'superuser@bijoux.test'

/** The shop's address: the sender of every e-mail, and the recipient of the shop's alerts. */
export const SHOP_SENDER = { address: 'bonjour@eclat-de-pierre.fr', name: 'Éclat de Pierre' }

/**
 * JS VMs PocketBase keeps ready for the hooks (its default is 15). Each request in flight holds one
 * per JavaScript middleware it passes; past the pool, PocketBase builds a throw-away VM and compiles
 * the required modules again. ~0.3 MB each at rest (docs/adr/0045).
 */
export const HOOKS_POOL = 200

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/** A superuser token for `url` (auth with password). */
async function superuserToken(url, superuser) {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  if (!response.ok) throw new Error(`superuser login on ${url} → ${response.status} ${await response.text()}`)
  return String((await response.json()).token)
}

/**
 * Points a running PocketBase's mailer at another SMTP server (a local capture server: plain SMTP, no
 * TLS, no auth) and sets the sender (the shop's address) and the app URL (the shop's: e-mail links open
 * the shop, not PocketBase), through the settings API. For tests that repoint SMTP while PocketBase
 * runs; at start, pass `mail`/`appUrl` (or the SHOP_ and SMTP_ variables in `env`) to startPocketBase instead.
 *
 * @param {string} url PocketBase's base URL
 * @param {{ email: string, password: string }} superuser
 * @param {{ mail?: { host: string, port: number }, appUrl?: string }} settings
 */
export async function configureMail(url, superuser, { mail, appUrl }) {
  const body = {}
  if (mail) {
    body.smtp = { enabled: true, host: mail.host, port: mail.port, tls: false, username: '', password: '', authMethod: 'PLAIN' }
    body.meta = { senderAddress: SHOP_SENDER.address, senderName: SHOP_SENDER.name }
  }
  if (appUrl) body.meta = { ...body.meta, appURL: appUrl }
  if (Object.keys(body).length === 0) return
  const response = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(url, superuser) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`PATCH ${url}/api/settings (mail) → ${response.status} ${await response.text()}`)
}

/** The variables PocketBase reads its deployment settings from at start (pb_hooks/settings.pb.js, ADR 0042). */
export const SETTINGS_ENV = [
  'SHOP_URL',
  'SHOP_SENDER_ADDRESS',
  'SHOP_SENDER_NAME',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USERNAME',
  'SMTP_PASSWORD',
  'SMTP_TLS',
  // Never a real bucket from a developer's shell or .env: a development or test PocketBase would send
  // its backups there, and prune the shop's own scheduled ones (docs/adr/0138).
  'BACKUP_S3_ENDPOINT',
  'BACKUP_S3_BUCKET',
  'BACKUP_S3_REGION',
  'BACKUP_S3_ACCESS_KEY',
  'BACKUP_S3_SECRET',
  'BACKUP_S3_FORCE_PATH_STYLE',
  'BACKUP_CRON',
  'BACKUP_KEEP',
]

/**
 * PocketBase's environment for `mail` (a local capture server: plain SMTP, no TLS, no auth; the shop's
 * sender) and `appUrl` (the shop: e-mail links open it, not PocketBase). The other settings variables
 * are emptied, so that a developer's shell or .env never points a local or test server at a real mail
 * server or shop; `env` (the caller's own) wins over both.
 */
function settingsEnv({ mail, appUrl }) {
  const env = Object.fromEntries(SETTINGS_ENV.map((name) => [name, '']))
  if (mail) {
    Object.assign(env, {
      SMTP_HOST: mail.host,
      SMTP_PORT: String(mail.port),
      SMTP_TLS: 'false',
      SHOP_SENDER_ADDRESS: SHOP_SENDER.address,
      SHOP_SENDER_NAME: SHOP_SENDER.name,
    })
  }
  if (appUrl) env.SHOP_URL = appUrl
  return env
}

/**
 * Starts PocketBase on 127.0.0.1:port with the project's migrations and hooks, after making sure the
 * development superuser exists. Resolves once /api/health answers: by then its settings hold what its
 * environment gives (pb_hooks/settings.pb.js runs before the server listens), here `mail` (SMTP and
 * the sender) and `appUrl` (the shop) turned into SMTP_* and SHOP_* variables, or `env`'s own.
 *
 * @param {{ dataDir: string, port?: number, env?: Record<string, string>, quiet?: boolean,
 *           watchHooks?: boolean, superuser?: { email: string, password: string },
 *           mail?: { host: string, port: number }, appUrl?: string, hooksDir?: string,
 *           migrationsDir?: string }} options
 *   `hooksDir`: another hooks directory (a test's copy of pocketbase/pb_hooks plus a route of its own).
 *   `migrationsDir`: another migrations directory (a test's copy with one migration more).
 */
export async function startPocketBase(options) {
  const binary = await ensurePocketBase()
  const port = options.port ?? (await freePort())
  const superuser = options.superuser ?? { email: SUPERUSER_EMAIL, password: DEMO_PASSWORD }
  mkdirSync(options.dataDir, { recursive: true })
  const common = [
    `--dir=${options.dataDir}`,
    `--migrationsDir=${options.migrationsDir ?? migrationsDir}`,
    `--hooksDir=${options.hooksDir ?? hooksDir}`,
  ]

  // Applies the migrations and creates (or resets) the superuser before the server starts.
  execFileSync(binary, ['migrate', 'up', ...common], { stdio: options.quiet ? 'ignore' : 'inherit' })
  execFileSync(binary, ['superuser', 'upsert', superuser.email, superuser.password, ...common], {
    stdio: 'ignore',
  })

  const child = spawn(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      ...common,
      `--hooksWatch=${options.watchHooks ? 'true' : 'false'}`,
      `--hooksPool=${options.hooksPool ?? (Number(process.env.PB_HOOKS_POOL) || HOOKS_POOL)}`,
      '--automigrate=false',
      // PB_LOGS=1: PocketBase prints every request and hook error (debugging a test).
      ...(process.env.PB_LOGS ? ['--dev'] : []),
    ],
    {
      env: { ...process.env, ...settingsEnv(options), SHOP_API_URL: `http://127.0.0.1:${port}`, ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/api/health`, child, 30_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${stderr}`)
  }

  return {
    url,
    port,
    superuser,
    child,
    stop: () => stopChild(child),
  }
}
