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

/**
 * Starts PocketBase on 127.0.0.1:port with the project's migrations and hooks, after making sure the
 * development superuser exists. Resolves once /api/health answers.
 *
 * @param {{ dataDir: string, port?: number, env?: Record<string, string>, quiet?: boolean,
 *           watchHooks?: boolean, superuser?: { email: string, password: string } }} options
 */
export async function startPocketBase(options) {
  const binary = await ensurePocketBase()
  const port = options.port ?? (await freePort())
  const superuser = options.superuser ?? { email: SUPERUSER_EMAIL, password: DEMO_PASSWORD }
  mkdirSync(options.dataDir, { recursive: true })
  const common = [`--dir=${options.dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`]

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
      // PB_LOGS=1: PocketBase prints every request and hook error (debugging a test).
      ...(process.env.PB_LOGS ? ['--dev'] : []),
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
