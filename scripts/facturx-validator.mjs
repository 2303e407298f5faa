#!/usr/bin/env node
// The kept Factur-X validator (docs/adr/0129-factur-x-pdfa-container.md): the Mustang project's
// command line (org.mustangproject:Mustang-CLI, Apache 2.0), which checks a Factur-X PDF as a whole:
// PDF/A-3 with veraPDF, then the attached factur-x.xml against the Factur-X XSD and the EN 16931
// schematron (and reports the French BR-FR rules as warnings).
//
//   node scripts/facturx-validator.mjs install           fetches it once with Maven into .cache/
//   node scripts/facturx-validator.mjs validate a.pdf    prints the verdict, exits 1 when invalid
//
// `install` uses Maven (`mvn dependency:copy`, Maven Central) and checks the jar's SHA-256 against the
// one pinned here; .ci/run and the integration tests' global setup call it, so a fresh clone gets it.
// After that nothing reaches the network: the tests run `java -jar` on the cached file
// (tests/support/facturx.ts). Needs Java 17+ and Maven (both on the project's machines; Debian:
// openjdk-17-jre-headless, maven).
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const MUSTANG_VERSION = '2.26.0'
/** SHA-256 of Mustang-CLI-2.26.0.jar (Maven Central's .sha1 for it: 8755fc333032f802ad7dcf3930201edfe64014e2). */
export const MUSTANG_SHA256 = '42d7868cb68264874a7b8cab4c3587b03b23ccc7cd72373da917f66758bb9736'
export const CACHE_DIR = resolve(process.env.FACTURX_VALIDATOR_DIR || join(ROOT, '.cache', 'facturx-validator'))
export const JAR = join(CACHE_DIR, `Mustang-CLI-${MUSTANG_VERSION}.jar`)
// A short-lived JVM: the client compiler alone starts the validation sooner (≈ 5 s a file).
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Djava.awt.headless=true']

function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

function has(command) {
  return spawnSync(command, ['-version'], { stdio: 'ignore' }).error === undefined
}

/** True when the pinned jar is in the cache (its checksum was checked when it was put there). */
export function isInstalled() {
  return existsSync(JAR)
}

/** Fetches the pinned Mustang CLI into the cache once; throws with what is missing. */
export function install({ quiet = false } = {}) {
  if (isInstalled()) return JAR
  if (!has('java')) throw new Error('Factur-X validator: Java 17 or newer is needed (Debian: apt-get install openjdk-17-jre-headless).')
  if (spawnSync('mvn', ['--version'], { stdio: 'ignore' }).error) {
    throw new Error('Factur-X validator: Maven is needed to fetch it once (Debian: apt-get install maven).')
  }
  mkdirSync(CACHE_DIR, { recursive: true })
  const download = join(CACHE_DIR, 'download')
  const repository = join(CACHE_DIR, 'm2')
  rmSync(download, { recursive: true, force: true })
  const started = Date.now()
  if (!quiet) console.log(`Factur-X validator: fetching org.mustangproject:Mustang-CLI:${MUSTANG_VERSION} with Maven (59 MB)…`)
  const result = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      '-Dstyle.color=never',
      'dependency:copy',
      `-Dartifact=org.mustangproject:Mustang-CLI:${MUSTANG_VERSION}:jar`,
      `-DoutputDirectory=${download}`,
      `-Dmaven.repo.local=${repository}`,
    ],
    { stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' },
  )
  const fetched = join(download, `Mustang-CLI-${MUSTANG_VERSION}.jar`)
  if (result.status !== 0 || !existsSync(fetched)) {
    throw new Error(
      `Factur-X validator: Maven could not fetch Mustang-CLI ${MUSTANG_VERSION}.\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    )
  }
  const sum = sha256(fetched)
  if (sum !== MUSTANG_SHA256) {
    rmSync(download, { recursive: true, force: true })
    throw new Error(`Factur-X validator: Mustang-CLI-${MUSTANG_VERSION}.jar has SHA-256 ${sum}, expected ${MUSTANG_SHA256}.`)
  }
  renameSync(fetched, JAR)
  // Maven's own copy and its plugins are not needed any more (another 67 MB).
  rmSync(download, { recursive: true, force: true })
  rmSync(repository, { recursive: true, force: true })
  if (!quiet) console.log(`Factur-X validator: ${JAR} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return JAR
}

/** XML character entities back to text. */
function unescapeXml(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * Reads Mustang's validation report (an XML document on its standard output):
 * `<validation><pdf>ValidationResult [… assertions=[TestAssertion …]] … <summary status/></pdf>
 * <xml><messages><error|warning|notice …>text</…></messages><summary status/></xml>
 * <summary status="valid|invalid"/></validation>`.
 * @param {string} report
 * @returns {{ valid: boolean, errors: string[], warnings: string[] }}
 */
export function parseReport(report) {
  const errors = []
  const warnings = []
  const overall = /<summary status="(\w+)"\/>\s*<\/validation>/.exec(report)
  const pdf = /<pdf>([\s\S]*?)<\/pdf>/.exec(report)?.[1] ?? ''
  // veraPDF's failed assertions: "clause=6.2.11.4.1, … message=The font programs … , location=".
  for (const match of pdf.matchAll(/clause=([\d.]+), testNumber=(\d+)\], status=failed, message=([\s\S]*?), location=/g)) {
    errors.push(`PDF/A ${match[1]}-${match[2]}: ${match[3].trim()}`)
  }
  for (const match of report.matchAll(/<(error|warning)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = unescapeXml(match[2].trim())
    ;(match[1] === 'error' ? errors : warnings).push(text)
  }
  // Every part must say valid: Mustang 2.26's last summary says "valid" even when veraPDF failed the
  // PDF/A part (seen with fonts not embedded), so the PDF's and the XML's own summaries count too.
  const summaries = [...report.matchAll(/<summary status="(\w+)"\/>/g)].map((match) => match[1])
  const parts = ['pdf', 'xml'].filter((part) => new RegExp(`<${part}>[\\s\\S]*?<summary status="valid"/>[\\s\\S]*?</${part}>`).test(report))
  const pdfFile = /<pdf>/.test(report)
  const valid =
    overall?.[1] === 'valid' && summaries.every((status) => status === 'valid') && parts.length === (pdfFile ? 2 : 1) && errors.length === 0
  if (!valid && errors.length === 0) {
    errors.push(overall ? `invalid (${summaries.join(', ')})` : 'no validation report')
  }
  return { valid, errors, warnings }
}

/**
 * Validates one Factur-X PDF (or a CII XML file) with the cached validator; offline. Asynchronous: a
 * test's PocketBase keeps answering meanwhile.
 * @param {string} file
 * @returns {Promise<{ valid: boolean, errors: string[], warnings: string[], report: string }>}
 */
export function validateFile(file) {
  if (!isInstalled()) throw new Error('Factur-X validator not installed: run `node scripts/facturx-validator.mjs install`.')
  return new Promise((resolvePromise, reject) => {
    const child = spawn('java', [...JAVA_OPTIONS, '-jar', JAR, '--action', 'validate', '--no-notices', '--source', resolve(file)], {
      // Mustang may write a log file in its working directory: keep it out of the repository.
      cwd: CACHE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.resume()
    child.on('error', reject)
    child.on('close', () => {
      const report = Buffer.concat(chunks).toString('utf8')
      resolvePromise({ ...parseReport(report), report })
    })
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [action, file] = process.argv.slice(2)
  try {
    if (action === 'install') {
      if (isInstalled()) console.log(`Factur-X validator: ${JAR} is there`)
      else install()
    } else if (action === 'validate' && file) {
      const verdict = await validateFile(file)
      console.log(verdict.valid ? `${file}: valid Factur-X` : `${file}: INVALID`)
      for (const error of verdict.errors) console.log(`  error: ${error}`)
      for (const warning of verdict.warnings) console.log(`  warning: ${warning}`)
      process.exit(verdict.valid ? 0 : 1)
    } else {
      console.error('usage: node scripts/facturx-validator.mjs install | validate <file.pdf|file.xml>')
      process.exit(2)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
