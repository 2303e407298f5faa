import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPocketBase } from '/work/wt/platform/scripts/lib/pocketbase-server.mjs'
const dataDir = mkdtempSync(join(tmpdir(), 'zb-'))
const server = await startPocketBase({ dataDir, quiet: true, env: { MAIL_QUEUE_CRON: 'off', EINVOICING_CRON: 'off' } })
try { const r = await fetch(`${server.url}/api/zbench`); console.log(r.status, await r.text()) } finally { await server.stop(); rmSync(dataDir, { recursive: true, force: true }) }
