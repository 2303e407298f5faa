// `npm run backup`: a backup now, of a running PocketBase (before an upgrade: README « Mettre à jour »),
// where its scheduled backups go: the S3 bucket when BACKUP_S3_* is set, else its own pb_data/backups
// (docs/adr/0138). Like `npm run seed`: PocketBase at --url or PB_URL (default http://127.0.0.1:${PB_PORT:-8090}),
// the superuser from --email / --password or PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD (default the
// development one: on a server, always set them).
import { parseArgs } from 'node:util'
import { BackupError, createBackup } from './lib/backups.mjs'
import { DEMO_PASSWORD, SUPERUSER_EMAIL } from './lib/pocketbase-server.mjs'

const HELP = `npm run backup -- [--url http://127.0.0.1:8090] [--email …] [--password …] [--name pb_backup_x.zip]
  Fait une sauvegarde maintenant (PocketBase doit tourner). / Makes a backup now (PocketBase must be running).
  Variables : PB_URL, PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD (défaut : ceux du développement).`

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return console.log(HELP)
  const url = (values.url || process.env.PB_URL || `http://127.0.0.1:${process.env.PB_PORT || 8090}`).replace(/\/+$/, '')
  const email = values.email || process.env.PB_SUPERUSER_EMAIL || SUPERUSER_EMAIL
  const password = values.password || process.env.PB_SUPERUSER_PASSWORD || DEMO_PASSWORD
  if (values.name !== undefined && !/^[a-z0-9_-]{1,100}\.zip$/.test(values.name)) {
    throw new BackupError(
      `Nom refusé « ${values.name} » : lettres minuscules, chiffres, - et _, terminé par .zip.`,
      `Name refused: lowercase letters, digits, - and _, ending in .zip.`,
    )
  }
  const backup = await createBackup({ url, superuser: { email, password }, name: values.name })
  const where = backup.offMachine
    ? `sur le stockage S3, compartiment « ${backup.bucket} » / on S3 storage, bucket "${backup.bucket}"`
    : 'sur le disque de ce serveur (pb_data/backups) — BACKUP_S3_* non configuré : elle ne quitte pas la machine / on this server’s disk only'
  console.log(`Sauvegarde faite / backup made: ${backup.key} (${(backup.size / 1024 / 1024).toFixed(1)} Mo) ${where}`)
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error)
  process.exit(1)
})
