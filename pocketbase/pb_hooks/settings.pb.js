/// <reference path="../pb_data/types.d.ts" />
// The deployment's settings from PocketBase's environment (docs/adr/0042, pb_hooks/lib/settings-env.js):
// SHOP_URL → meta.appURL, SHOP_SENDER_ADDRESS and SHOP_SENDER_NAME → the sender, SMTP_… → the mail
// server. Once the app is bootstrapped (its settings are loaded), before `serve` answers any request.
// Only on `serve`: the `migrate` and `superuser` commands bootstrap too, and would log the same lines.
// (Not onSettingsReload: it also runs after every settings save, and would undo the dashboard's and the
// tests' changes at once; the environment wins at the next start.)

onBootstrap((e) => {
  e.next()
  if ($os.args.indexOf("serve") === -1) return
  require(`${__hooks}/lib/settings-env.js`).apply(e.app, (name) => $os.getenv(name))
})
