/// <reference path="../pb_data/types.d.ts" />
// The owner's side of a withdrawal (docs/adr/0081-the-owner-acts-on-withdrawals.md; the code is in
// lib/withdrawal-decisions.js):
//  - every declaration keeps a folded `search` text (order number, name, e-mail), so that
//    /dashboard/retractations searches on the server, blind to case and accents (search.pb.js);
//  - POST /api/shop/withdrawals/{id}/refuse `{ reason }` (admins): the declaration refused, the
//    reason and the decision's time kept, the order's history event and the customer's e-mail, in one
//    transaction; the answer goes first, then the e-mail. The refund is the order's refund route.

routerAdd(
  "POST",
  "/api/shop/withdrawals/{id}/refuse",
  (e) => {
    const result = require(`${__hooks}/lib/withdrawal-decisions.js`).refuse(e)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.bodyLimit(4 * 1024),
)
