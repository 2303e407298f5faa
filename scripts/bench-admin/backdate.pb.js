/// <reference path="../../pocketbase/pb_data/types.d.ts" />
// Bench only: copied beside pocketbase/pb_hooks into the throwaway PocketBase of `npm run bench:admin`
// (never into the shop's hooks). `created` is an autodate field the API cannot write; the year-three
// seed (year-three.mjs) moves the records it created to their dates over three years through this
// superuser-only route: rows of [collection, id, created, updated?], one transaction.

routerAdd(
  'POST',
  '/api/bench/backdate',
  (e) => {
    const rows = (e.requestInfo().body || {}).rows || []
    const allowed = ['products', 'users', 'orders', 'credit_notes']
    e.app.runInTransaction((txApp) => {
      for (const row of rows) {
        if (allowed.indexOf(row[0]) === -1) throw new BadRequestError('collection')
        txApp
          .db()
          .newQuery('UPDATE ' + row[0] + ' SET created = {:created}, updated = {:updated} WHERE id = {:id}')
          .bind({ created: row[2], updated: row[3] || row[2], id: row[1] })
          .execute()
      }
    })
    // Products moved in time: the catalogue's cached pages are outdated.
    require(`${__hooks}/lib/catalogue-cache.js`).bump()
    return e.json(200, { updated: rows.length })
  },
  $apis.requireSuperuserAuth(),
)
