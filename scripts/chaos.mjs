#!/usr/bin/env node
// `npm run chaos`: a bounded fault-injection run on the loopback (issue 32, docs/adr/0140).
// Customers buy in Stripe mode (against the Stripe API stand-in, webhook secret set) in rounds while
// PocketBase is killed with SIGKILL and restarted on its data, the mail server is stopped for a
// round, Stripe answers 500/429 and late, its webhooks come late, twice, out of order or never, some
// customers pay and never come back, and the admin refunds orders meanwhile. Then the faults end,
// the crons run, and the books are checked (scripts/chaos/invariants.mjs). Prints the figures; exits
// 1 with the broken invariants' details.
//
//   npm run chaos -- [--rounds 3] [--customers 12] [--seed 32] [--quick] [--keep]
//     --customers: per round; --quick: one short round for CI (~35 s); --keep: keeps PocketBase's data dir.
//   CHAOS_HOOKS_DIR=<a copy of pocketbase/pb_hooks>: runs against other hooks (does the run see a bug before its fix?).
import { runChaos } from './chaos/run.mjs'

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  if (index === -1) return fallback
  const value = Number(process.argv[index + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: a positive whole number is expected`)
  return value
}

const quick = process.argv.includes('--quick')
const rounds = Math.min(option('rounds', quick ? 1 : 3), 10)
const customers = Math.min(option('customers', quick ? 8 : 12), 60)
const seed = option('seed', 32)
const keep = process.argv.includes('--keep')

// The payment function logs every Stripe error it meets: in a run that makes them on purpose, noise.
const consoleError = console.error
console.error = (...args) => {
  if (String(args[0] ?? '').startsWith('create-payment-intent:')) return
  consoleError(...args)
}

console.log(`npm run chaos: ${rounds} round(s) × ${customers} customers, seed ${seed}${quick ? ' (quick)' : ''}`)
const { figures, broken, results } = await runChaos({ rounds, customers, seed, quick, keep })
console.log('\nFigures')
console.log(JSON.stringify(figures, null, 2))
console.log('\nInvariants')
for (const result of results) {
  console.log(`${result.details.length === 0 ? '✔' : '✖'} ${result.invariant}`)
  for (const detail of result.details.slice(0, 20)) console.log(`    ${detail}`)
}
if (broken.length > 0) {
  console.log(`\n${broken.length} invariant(s) broken (seed ${seed}).`)
  process.exit(1)
}
console.log('\nEvery invariant holds.')
process.exit(0)
