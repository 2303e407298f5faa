/// <reference path="../../pocketbase/pb_data/types.d.ts" />
// Bench only: copied beside pocketbase/pb_hooks into the throwaway PocketBase of `npm run bench:admin`
// (never into the shop's hooks). Two superuser-only routes for the year-three seed (year-three.mjs):
//  - POST /api/bench/backdate: `created` is an autodate field the API cannot write; the seed moves the
//    records it created to their dates over three years: rows of [collection, id, created, updated?],
//    one transaction.
//  - POST /api/bench/hits: three years of page views (docs/adr/0123) in one SQL statement, one
//    transaction: rows of [day, path, kind, entry, source, medium, campaign, content, term,
//    referrer_host, device], as lib/audience.js would have kept them. The shop's POST /api/shop/hits
//    counts one view at a time, on today's day, and is rate-limited: not a way to write ~200,000.

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

routerAdd(
  'POST',
  '/api/bench/hits',
  (e) => {
    // The body as text, handed to SQLite's JSON functions: the rows are never turned into JavaScript
    // objects (a few seconds for 200,000 in the JSVM).
    const body = toString(e.request.body)
    const column = (/** @type {number} */ i) => "COALESCE(json_extract(value, '$[" + i + "]'), '')"
    let inserted = 0
    e.app.runInTransaction((txApp) => {
      inserted = txApp
        .db()
        .newQuery(
          'INSERT INTO audience_hits (id, day, path, kind, entry, source, medium, campaign, content, term, referrer_host, device, created, updated) ' +
            // A PocketBase-shaped id (lib/audience.js writes its roll-up rows the same way); noon of the day.
            'SELECT substr(lower(hex(randomblob(8))), 1, 15), ' +
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(column).join(', ') +
            ', ' +
            column(0) +
            " || ' 12:00:00.000Z', " +
            column(0) +
            " || ' 12:00:00.000Z' FROM json_each({:body}, '$.rows') " +
            "WHERE json_extract(value, '$[0]') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND json_extract(value, '$[2]') IN ('view', 'cart', 'checkout')",
        )
        .bind({ body: body })
        .execute()
        .rowsAffected()
    })
    return e.json(200, { inserted: inserted })
  },
  $apis.requireSuperuserAuth(),
)
