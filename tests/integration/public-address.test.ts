// PocketBase refuses to start on a public address while it trusts the proxy's X-Forwarded-For
// (pocketbase/pb_hooks/public-address.pb.js, docs/adr/0137): on 0.0.0.0 `serve` exits with the reason
// and never answers; on 127.0.0.1 (where every test runs it) it starts.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensurePocketBase } from '../../scripts/pocketbase-binary.mjs'
import { freePort, hooksDir, migrationsDir, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'eclat-public-address-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('PocketBase on a public address', () => {
  it('refuses 0.0.0.0, says why and what to do, and never answers there', async () => {
    // Migrated first (trustedProxy.headers comes from migration 1764000000), then served on every address.
    const loopback = await startPocketBase({ dataDir, quiet: true })
    await loopback.stop()
    const port = await freePort()
    const child = spawn(
      await ensurePocketBase(),
      [
        'serve',
        `--http=0.0.0.0:${port}`,
        `--dir=${dataDir}`,
        `--migrationsDir=${migrationsDir}`,
        `--hooksDir=${hooksDir}`,
        '--automigrate=false',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(null)
      }, 15_000)
      child.on('exit', (exitCode) => {
        clearTimeout(timer)
        resolve(exitCode)
      })
    })
    expect(code, output).toBe(1)
    expect(output).toContain(`PocketBase refuse d'écouter sur 0.0.0.0:${port}`)
    expect(output).toContain('X-Forwarded-For')
    expect(output).toContain('--http=127.0.0.1:8090')
    expect(output).not.toContain('Server started')
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  })

  it('starts on 127.0.0.1 with the same data and settings', async () => {
    const pocketbase = await startPocketBase({ dataDir, quiet: true })
    try {
      const response = await fetch(`${pocketbase.url}/api/health`)
      expect(response.status).toBe(200)
    } finally {
      await pocketbase.stop()
    }
  })
})
