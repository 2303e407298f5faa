// Backups that leave the machine (docs/adr/0138): an on-demand backup of a running PocketBase
// (`npm run backup`) and the restore of a backup kept on S3-compatible storage into a fresh data
// directory (`npm run restore`). Both use PocketBase's own backups API, so a backup is exactly what the
// scheduled ones are: a zip of pb_data (the database and the uploaded files: product images, kept
// invoice and credit-note PDFs).
import { spawn, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { ensurePocketBase } from '../pocketbase-binary.mjs'
import { hasExited, projectRoot, stopChild, waitForHttp } from './child-processes.mjs'
import { freePort } from './pocketbase-server.mjs'

/** A failure told in French then English, without a stack trace: what went wrong and what to do. */
export class BackupError extends Error {
  /** @param {string} fr @param {string} en */
  constructor(fr, en) {
    super(`${fr}\n${en}`)
    this.name = 'BackupError'
  }
}

/**
 * The bucket from the environment, read by the very code PocketBase runs at `serve`
 * (pb_hooks/lib/settings-env.js), so that `npm run restore` and the server agree on every variable.
 * @param {Record<string, string | undefined>} env
 */
export function s3FromEnv(env) {
  const path = join(projectRoot, 'pocketbase', 'pb_hooks', 'lib', 'settings-env.js')
  const module = { exports: {} }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  const wanted = module.exports.fromEnv((name) => env[name] ?? '')
  const problems = wanted.refused.filter((line) => line.startsWith('BACKUP_S3'))
  if (problems.length > 0 || !wanted.backups.s3) {
    throw new BackupError(
      `Stockage des sauvegardes mal configuré : ${problems.length > 0 ? problems.join(' ') : 'BACKUP_S3_ENDPOINT n’est pas défini.'}`,
      `The backup storage is not configured: set BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET (README « Sauvegardes et restauration »).`,
    )
  }
  return wanted.backups.s3
}

/** A superuser token, or null when the login is refused or PocketBase does not answer. */
async function superuserToken(url, superuser) {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  }).catch(() => null)
  return response?.ok ? String((await response.json()).token) : null
}

/** Talks to PocketBase's API as a superuser. */
async function superuserClient(url, superuser) {
  let response
  try {
    response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
    })
  } catch {
    throw new BackupError(
      `PocketBase ne répond pas à ${url} : est-il démarré ? (--url ou PB_URL)`,
      `PocketBase does not answer at ${url}: is it running? (--url or PB_URL)`,
    )
  }
  if (!response.ok) {
    throw new BackupError(
      `Connexion superutilisateur refusée pour ${superuser.email} (${response.status}) : vérifiez PB_SUPERUSER_EMAIL et PB_SUPERUSER_PASSWORD.`,
      `Superuser login refused for ${superuser.email} (${response.status}): check PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD.`,
    )
  }
  const token = String((await response.json()).token)
  /** @returns {Promise<{ status: number, body: any }>} */
  return async (method, path, body) => {
    // node:http rather than fetch: PocketBase answers POST /api/backups once the zip is written and
    // uploaded, which for a shop with many images can take longer than fetch's five minutes.
    const { status, text } = await new Promise((resolveAnswer, reject) => {
      const target = new URL(`${url}${path}`)
      const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
        target,
        { method, headers: { 'content-type': 'application/json', authorization: token } },
        (answer) => {
          const chunks = []
          answer.on('data', (chunk) => chunks.push(chunk))
          answer.on('end', () => resolveAnswer({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
          answer.on('error', reject)
        },
      )
      request.on('error', reject)
      request.end(body === undefined ? undefined : JSON.stringify(body))
    })
    let parsed = text
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      // not JSON: kept as text
    }
    return { status, body: parsed }
  }
}

/** What a failed listing of the bucket means, in words the shop's owner can act on. */
function storageError(s3, message) {
  if (/NoSuchBucket/.test(message)) {
    return new BackupError(
      `Le compartiment « ${s3.bucket} » n’existe pas sur ${s3.endpoint} (BACKUP_S3_BUCKET).`,
      `The bucket "${s3.bucket}" does not exist on ${s3.endpoint} (BACKUP_S3_BUCKET).`,
    )
  }
  if (/SignatureDoesNotMatch|InvalidAccessKeyId|AccessDenied|\b403\b|\b401\b/.test(message)) {
    return new BackupError(
      `Identifiants refusés par ${s3.endpoint} : vérifiez BACKUP_S3_ACCESS_KEY et BACKUP_S3_SECRET.`,
      `Credentials refused by ${s3.endpoint}: check BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET.`,
    )
  }
  return new BackupError(
    `Le stockage ${s3.endpoint} n’a pas pu être lu : ${message.split('\n').slice(0, 2).join(' ')}`,
    `The storage ${s3.endpoint} could not be read (check BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_FORCE_PATH_STYLE).`,
  )
}

/** The newest backup first. */
const byNewest = (a, b) => (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : 0)

/**
 * Makes a backup now on a running PocketBase (before an upgrade): PocketBase writes it where its
 * scheduled backups go (the S3 bucket when BACKUP_S3_* is set, else pb_data/backups).
 *
 * @param {{ url: string, superuser: { email: string, password: string }, name?: string }} options
 * @returns {Promise<{ key: string, size: number, modified: string, offMachine: boolean, bucket: string }>}
 */
export async function createBackup({ url, superuser, name }) {
  const api = await superuserClient(url, superuser)
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15)
  const key = name ?? `pb_backup_manuel_${stamp}.zip`
  const created = await api('POST', '/api/backups', { name: key })
  if (created.status !== 204) {
    throw new BackupError(
      `La sauvegarde n’a pas pu être faite (${created.status}) : ${created.body?.message ?? created.body}`,
      `The backup failed (${created.status}); PocketBase's log says why (another backup or restore running, disk full, storage refused).`,
    )
  }
  const settings = await api('GET', '/api/settings')
  const s3 = settings.body?.backups?.s3 ?? {}
  const listed = await api('GET', '/api/backups')
  const found = Array.isArray(listed.body) ? listed.body.find((item) => item.key === key) : undefined
  if (!found) {
    throw new BackupError(
      `La sauvegarde « ${key} » n’apparaît pas dans la liste des sauvegardes.`,
      `The backup "${key}" is not in the list of backups.`,
    )
  }
  return { key, size: found.size, modified: found.modified, offMachine: Boolean(s3.enabled), bucket: s3.enabled ? s3.bucket : '' }
}

/** Files under `dir` (recursively), for what the restore prints. */
function countFiles(dir) {
  if (!existsSync(dir)) return 0
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1
  }
  return count
}

/**
 * Brings a backup kept on S3-compatible storage (`key`, or the newest) back into `dataDir`, which must
 * not exist or be empty: starts a throwaway PocketBase on that directory (loopback, a free port, no
 * migrations nor hooks of the shop), gives it the bucket, asks it to restore (PocketBase downloads the
 * zip, puts it in place and restarts itself), waits for the restart, and stops it. Then `serve` on that
 * directory (with the release's migrations and hooks) is the shop as it was when the backup was made.
 *
 * @param {{ dataDir: string, s3?: { endpoint: string, bucket: string, region: string, accessKey: string,
 *           secret: string, forcePathStyle: boolean }, file?: string, key?: string, timeoutMs?: number }} options
 *   `file`: a backup zip at hand instead of the bucket (`s3` then unused).
 * @returns {Promise<{ key: string, size: number, modified: string, orders: number, series: { name: string, value: number }[],
 *   dataDir: string, databaseBytes: number, files: number }>}
 */
export async function restoreBackup({ dataDir, s3, file, key: wantedKey, timeoutMs = 10 * 60_000 }) {
  let key = wantedKey
  const target = resolve(dataDir)
  if (file && !existsSync(file)) {
    throw new BackupError(`Le fichier ${file} n’existe pas.`, `The file ${file} does not exist.`)
  }
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new BackupError(
      `Le dossier ${target} n’est pas vide : la restauration ne remplace jamais des données ; choisissez un dossier neuf.`,
      `${target} is not empty: a restore never overwrites data; give a new, empty directory.`,
    )
  }
  mkdirSync(target, { recursive: true })
  const binary = await ensurePocketBase()
  const empty = mkdtempSync(join(tmpdir(), 'bijoux-restore-'))
  const common = [`--dir=${target}`, `--migrationsDir=${empty}`, `--hooksDir=${empty}`]
  const superuser = { email: 'restauration@localhost.test', password: randomBytes(18).toString('base64url') }
  let child
  let output = ''
  try {
    execFileSync(binary, ['superuser', 'upsert', superuser.email, superuser.password, ...common], { stdio: 'ignore' })
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    child = spawn(binary, ['serve', `--http=127.0.0.1:${port}`, ...common, '--automigrate=false'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    await waitForHttp(`${url}/api/health`, child, 30_000)
    const api = await superuserClient(url, superuser)
    // No scheduled backup in the throwaway server: it only reads the bucket, or the zip given.
    const saved = await api('PATCH', '/api/settings', { backups: { cron: '', ...(s3 ? { s3: { ...s3, enabled: true } } : {}) } })
    if (saved.status !== 200) {
      throw new BackupError(
        `Réglages du stockage refusés par PocketBase : ${JSON.stringify(saved.body?.data ?? saved.body)}`,
        `PocketBase refused the storage settings (BACKUP_S3_*).`,
      )
    }
    if (file) {
      // A zip at hand (downloaded from the bucket or the dashboard, or a server's pb_data/backups):
      // into the throwaway server's own backups, through its upload route.
      const form = new FormData()
      form.append('file', new Blob([readFileSync(file)], { type: 'application/zip' }), basename(file))
      const token = (await superuserToken(url, superuser)) ?? ''
      const uploaded = await fetch(`${url}/api/backups/upload`, { method: 'POST', headers: { authorization: token }, body: form })
      if (uploaded.status !== 204) {
        throw new BackupError(
          `PocketBase a refusé le fichier ${file} (${uploaded.status}) : ${(await uploaded.text()).slice(0, 300)}`,
          `PocketBase refused the file ${file}: a backup is a .zip made by PocketBase.`,
        )
      }
      key = basename(file)
    }
    const listed = await api('GET', '/api/backups')
    if (listed.status !== 200) throw storageError(s3, String(listed.body?.message ?? listed.body))
    const backups = [...listed.body].sort(byNewest)
    if (backups.length === 0) {
      throw new BackupError(
        `Aucune sauvegarde dans le compartiment « ${s3?.bucket} » : rien à restaurer.`,
        `No backup in the bucket "${s3?.bucket}": nothing to restore.`,
      )
    }
    const chosen = key ? backups.find((item) => item.key === key) : backups[0]
    if (!chosen) {
      throw new BackupError(
        `La sauvegarde « ${key} » n’existe pas. Sauvegardes disponibles : ${backups.map((item) => item.key).join(', ')}`,
        `No backup "${key}" in the bucket "${s3?.bucket}".`,
      )
    }
    const started = await api('POST', `/api/backups/${encodeURIComponent(chosen.key)}/restore`)
    if (started.status !== 204) {
      throw new BackupError(
        `PocketBase a refusé la restauration (${started.status}) : ${started.body?.message ?? started.body}`,
        `PocketBase refused the restore (${started.status}).`,
      )
    }
    // PocketBase restores in the background, then restarts itself (the same process) on the restored
    // data: done once it answers again and the throwaway superuser (not in the backup) is gone.
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (hasExited(child)) throw new Error(`PocketBase stopped during the restore\n${output}`)
      if (Date.now() > deadline) throw new Error(`the restore did not finish within ${timeoutMs / 1000} s\n${output}`)
      await new Promise((r) => setTimeout(r, 300))
      const restarted = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
      }).catch(() => null)
      if (restarted && restarted.status === 400 && !existsSync(join(target, '.pb_temp_to_delete'))) break
    }
    // What came back, for the owner's checks (README « Sauvegardes et restauration »): the orders and
    // where each numbering series stands. Read by a superuser of the moment, deleted right after.
    execFileSync(binary, ['superuser', 'upsert', superuser.email, superuser.password, ...common], { stdio: 'ignore' })
    let orders = 0
    let series = []
    try {
      const reader = await superuserClient(url, superuser)
      const counted = await reader('GET', '/api/collections/orders/records?perPage=1&fields=id')
      orders = counted.status === 200 ? counted.body.totalItems : 0
      const counters = await reader('GET', '/api/collections/counters/records?perPage=200&sort=name&fields=name,value')
      series = counters.status === 200 ? counters.body.items.map((item) => ({ name: item.name, value: item.value })) : []
    } finally {
      execFileSync(binary, ['superuser', 'delete', superuser.email, ...common], { stdio: 'ignore' })
    }
    return {
      key: chosen.key,
      size: chosen.size,
      // A zip at hand was just uploaded: its own date is the file's.
      modified: file ? statSync(file).mtime.toISOString() : chosen.modified,
      orders,
      series,
      dataDir: target,
      databaseBytes: existsSync(join(target, 'data.db')) ? statSync(join(target, 'data.db')).size : 0,
      files: countFiles(join(target, 'storage')),
    }
  } catch (error) {
    // Nothing half-restored is left behind: the directory was empty (or absent) when we began.
    if (child) await stopChild(child)
    child = undefined
    rmSync(target, { recursive: true, force: true })
    throw error
  } finally {
    if (child) await stopChild(child)
    rmSync(empty, { recursive: true, force: true })
  }
}
