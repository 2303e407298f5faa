#!/usr/bin/env node
// `npm run seed`: fills a running PocketBase with the demo data (idempotent: run it as often as you
// like; it creates what is missing, fixes what differs and leaves the rest alone).
//   PB_URL                  PocketBase address (default http://127.0.0.1:${PB_PORT:-8090})
//   PB_SUPERUSER_EMAIL      superuser (default the development one, superuser@bijoux.test)
//   PB_SUPERUSER_PASSWORD   its password (default the development one)
//   --no-demo-accounts      skips the demo accounts and their orders
//   --year-three            then adds a workshop's third year (scripts/bench-admin/year-three.mjs: 5,000
//                           orders, 2,000 products, 3,000 customers; SEED_SCALE=0.1 for a tenth). Dated
//                           today: only the bench's PocketBase can move records in time (docs/adr/0091)
import { DEMO_PASSWORD, SUPERUSER_EMAIL } from './lib/pocketbase-server.mjs'
import { seed } from '../pocketbase/seed/seed.mjs'
import { seedYearThree } from './bench-admin/year-three.mjs'

const url = (process.env.PB_URL || `http://127.0.0.1:${process.env.PB_PORT || 8090}`).replace(/\/+$/, '')
const superuser = {
  email: process.env.PB_SUPERUSER_EMAIL || SUPERUSER_EMAIL,
  password: process.env.PB_SUPERUSER_PASSWORD || DEMO_PASSWORD,
}
const demoAccounts = !process.argv.includes('--no-demo-accounts')
const yearThree = process.argv.includes('--year-three')

async function isRunning() {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) })
    return response.ok
  } catch {
    return false
  }
}

if (!(await isRunning())) {
  console.error(`[seed] PocketBase is not running at ${url}.`)
  console.error('[seed] Start it with `npm run dev` (which also seeds on its first run), or set PB_URL / PB_PORT.')
  process.exit(1)
}

console.log(`[seed] seeding ${url} as ${superuser.email}${demoAccounts ? '' : ' (without demo accounts)'}`)
try {
  await seed({ url, superuser, demoAccounts, log: (message) => console.log(`[seed] ${message}`) })
  if (demoAccounts) {
    console.log(`[seed] demo accounts (password ${DEMO_PASSWORD}): admin@bijoux.test, pro@bijoux.test, client@bijoux.test`)
  }
  if (yearThree) {
    const scale = Number(process.env.SEED_SCALE || 1)
    const result = await seedYearThree({ url, superuser, scale, log: (message) => console.log(`[seed] year three: ${message}`) })
    console.log(`[seed] year three done in ${(result.durationMs / 1000).toFixed(1)} s`)
  }
} catch (error) {
  console.error(`[seed] failed: ${error?.message ?? error}`)
  if (/authenticate as superuser/.test(String(error?.message))) {
    console.error('[seed] Check PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD.')
  }
  process.exit(1)
}
