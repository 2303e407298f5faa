/// <reference path="../pb_data/types.d.ts" />
// Application settings: name, rate limits on the public forms and logins, daily backups kept a week.

migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = "Éclat de Pierre"
    settings.meta.hideControls = false

    settings.rateLimits.enabled = true
    settings.rateLimits.rules = [
      // Password guessing: 20 attempts a minute from one address.
      { label: "*:auth", audience: "", duration: 60, maxRequests: 20 },
      // Sign-ups and the two public forms: a person sends a few, a script sends thousands.
      { label: "users:create", audience: "", duration: 300, maxRequests: 10 },
      { label: "contact_messages:create", audience: "", duration: 60, maxRequests: 5 },
      { label: "custom_requests:create", audience: "", duration: 60, maxRequests: 5 },
      { label: "/api/batch", audience: "", duration: 1, maxRequests: 3 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ]

    settings.backups.cron = "0 3 * * *" // every night at 03:00
    settings.backups.cronMaxKeep = 7

    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = false
    settings.backups.cron = ""
    app.save(settings)
  },
)
