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
 * Points PocketBase's mailer at an SMTP server (a local capture server: plain SMTP, no TLS, no auth)
 * and sets the sender (the shop's address) and the app URL (the shop's: e-mail links open the shop,
 * not PocketBase). Either part may be left out.
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

/**
 * Starts PocketBase on 127.0.0.1:port with the project's migrations and hooks, after making sure the
 * development superuser exists. Resolves once /api/health answers and, when asked, once its mail
 * settings point at `mail` (SMTP) and `appUrl` (the shop).
 *
 * @param {{ dataDir: string, port?: number, env?: Record<string, string>, quiet?: boolean,
 *           watchHooks?: boolean, superuser?: { email: string, password: string },
 *           mail?: { host: string, port: number }, appUrl?: string, hooksDir?: string }} options
 *   `hooksDir`: another hooks directory (a test's copy of pocketbase/pb_hooks plus a route of its own).
 */
export async function startPocketBase(options) {
  const binary = await ensurePocketBase()
  const port = options.port ?? (await freePort())
  const superuser = options.superuser ?? { email: SUPERUSER_EMAIL, password: DEMO_PASSWORD }
  mkdirSync(options.dataDir, { recursive: true })
  const common = [`--dir=${options.dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${options.hooksDir ?? hooksDir}`]

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
      '--automigrate=false',
    ],
    { env: { ...process.env, ...options.env }, stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit' },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/api/health`, child, 30_000)
    await configureMail(url, superuser, { mail: options.mail, appUrl: options.appUrl })
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
