// `npm run restore -- --dir <new empty directory> [--key <backup.zip>]`: brings a backup from the S3
// bucket (BACKUP_S3_* as PocketBase reads them) back into a fresh data directory (docs/adr/0138); the
// newest backup unless --key names one. Refuses a directory that is not empty. Then start PocketBase on
// that directory (README « Sauvegardes et restauration »).
import { parseArgs } from 'node:util'
import { BackupError, restoreBackup, s3FromEnv } from './lib/backups.mjs'

const HELP = `npm run restore -- --dir /var/lib/eclat-de-pierre/pb_data.restaure [--key pb_backup_….zip | --file sauvegarde.zip]
  Restaure la dernière sauvegarde du compartiment (ou --key, ou le zip --file) dans un dossier neuf et vide.
  Restores the newest backup of the bucket (or --key, or the zip --file) into a new, empty directory.
  Variables : BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET,
  BACKUP_S3_FORCE_PATH_STYLE.`

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      key: { type: 'string' },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return console.log(HELP)
  if (!values.dir) {
    throw new BackupError('Indiquez le dossier à remplir : --dir <dossier neuf>.', 'Give the directory to fill: --dir <new directory>.')
  }
  if (values.file) {
    console.log(`Restauration du fichier ${values.file}… / Restoring ${values.file}…`)
    const restored = await restoreBackup({ dataDir: values.dir, file: values.file })
    return report(restored)
  }
  const s3 = s3FromEnv(process.env)
  console.log(`Restauration depuis ${s3.endpoint}, compartiment « ${s3.bucket} »… / Restoring from bucket "${s3.bucket}"…`)
  report(await restoreBackup({ dataDir: values.dir, s3, key: values.key }))
}

/** What came back. */
function report(restored) {
  console.log(
    [
      `Restauré / restored: ${restored.key} (sauvegarde du ${restored.modified}, ${(restored.size / 1024 / 1024).toFixed(1)} Mo)`,
      `  dans / into ${restored.dataDir}: base ${(restored.databaseBytes / 1024).toFixed(0)} Ko, ${restored.files} fichier(s) déposé(s) (images, PDF conservés)`,
      `  ${restored.orders} commande(s) ; séries de numéros / numbering series: ${
        restored.series.map((item) => `${item.name} = ${item.value}`).join(', ') || 'aucune'
      }`,
      `  Si des factures ont été émises après cette sauvegarde, avancez le compteur (README « Sauvegardes et restauration »).`,
      `  Démarrez PocketBase sur ce dossier (--dir=${restored.dataDir}) : les migrations de cette version s’appliquent au démarrage.`,
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error)
  process.exit(1)
})
