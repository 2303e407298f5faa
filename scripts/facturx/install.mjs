#!/usr/bin/env node
// Installs the kept Factur-X validator (docs/adr/0130) in a virtual environment of the project,
// `.facturx-venv/` (ignored by git): once, then offline. Prints the venv's python path. Run by the
// integration tests' helper (tests/support/facturx-check.ts) before its first check.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const venv = join(root, '.facturx-venv')
const python = join(venv, 'bin', 'python')
const requirements = join(root, 'scripts', 'facturx', 'requirements.txt')
const stamp = join(venv, 'requirements.installed')

const wanted = readFileSync(requirements, 'utf8')
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  if (!existsSync(python)) execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' })
  execFileSync(python, ['-m', 'pip', 'install', '--quiet', '-r', requirements], { stdio: ['ignore', 'ignore', 'inherit'] })
  writeFileSync(stamp, wanted)
}
process.stdout.write(python + '\n')
