/// <reference path="../pb_data/types.d.ts" />
// Backups every six hours, a week of them kept (docs/adr/0138): a restore loses at most six hours of
// the shop's history instead of a day. Only a schedule still at the launch's default (nightly at 03:00,
// seven kept) is changed: an owner's own choice, or BACKUP_CRON/BACKUP_KEEP at `serve`, wins.

const LAUNCH = { cron: "0 3 * * *", keep: 7 }
const NOW = { cron: "0 */6 * * *", keep: 28 }

migrate(
  (app) => {
    const settings = app.settings()
    if (settings.backups.cron !== LAUNCH.cron || settings.backups.cronMaxKeep !== LAUNCH.keep) return
    settings.backups.cron = NOW.cron
    settings.backups.cronMaxKeep = NOW.keep
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    if (settings.backups.cron !== NOW.cron || settings.backups.cronMaxKeep !== NOW.keep) return
    settings.backups.cron = LAUNCH.cron
    settings.backups.cronMaxKeep = LAUNCH.keep
    app.save(settings)
  },
)
