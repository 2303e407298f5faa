/// <reference path="../pb_data/types.d.ts" />
// PocketBase refuses to start on a public address while it trusts the proxy's X-Forwarded-For
// (docs/adr/0137, lib/listen-address.js): `serve` stops before it binds, with the reason and what to
// do, in French and English. The JSVM has no global onServe: the hook is bound from onBootstrap,
// which runs before `serve` starts the server (a throw there makes `serve` exit with status 1).

onBootstrap((e) => {
  e.next()
  if ($os.args.indexOf("serve") === -1) return
  e.app.onServe().bindFunc((se) => {
    if (!se) throw new Error("public-address: onServe without its event")
    const refusal = require(`${__hooks}/lib/listen-address.js`).publicAddressRefusal(
      se.server ? se.server.addr : "",
      se.app.settings().trustedProxy.headers,
    )
    if (refusal) throw new Error(refusal)
    return se.next()
  })
})
