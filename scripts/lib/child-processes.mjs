// Child processes of the project's orchestration scripts (dev, e2e harness, benchmark): run a
// command to completion, wait for a server to answer, stop a child. `children` holds what `run`
// started and has not exited yet, so a script's signal handler can stop them all.
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export const children = new Set()

/** Runs a command to completion from the project root; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit', ...options })
    children.add(child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      children.delete(child)
      if (code === 0) resolveRun()
      else reject(Object.assign(new Error(`${command} ${args[0] ?? ''} exited with ${signal ?? code}`), { code: code ?? 1 }))
    })
  })
}

/** Whether a child has exited, by itself or through a signal. */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null

/** Resolves once `url` answers 2xx; rejects when `child` (the server) exits or time runs out. */
export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`the server for ${url} exited (${child.signalCode ?? child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`nothing answered on ${url} within ${timeoutMs} ms`)
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the child is gone (at once if it already is). */
export function stopChild(child) {
  return new Promise((resolveStop) => {
    if (!child || hasExited(child)) return resolveStop()
    child.once('exit', () => resolveStop())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}
