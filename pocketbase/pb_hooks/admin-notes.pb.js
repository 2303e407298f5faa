/// <reference path="../pb_data/types.d.ts" />
// The shop's internal notes (docs/adr/0097, pb_migrations/1764500400_admin_notes.js): the collection's
// rules let admins only read and write them and refuse an author named in the body; this hook writes
// the author from the request's auth (empty for a superuser: shown as the shop's) and refuses a note
// that names both an order and a customer, or neither, in French.

onRecordCreateRequest((e) => {
  const hasOrder = e.record.getString("order") !== ""
  const hasCustomer = e.record.getString("customer") !== ""
  if (hasOrder === hasCustomer) {
    const message = hasOrder
      ? "Une note porte sur une commande ou sur un client, pas les deux."
      : "Une note porte sur une commande ou sur un client."
    throw new BadRequestError(message, { order: new ValidationError("shop_note_subject", message) })
  }
  const auth = e.auth
  e.record.set("author", auth && !auth.isSuperuser() && auth.collection().name === "users" ? auth.id : "")
  e.next()
}, "admin_notes")
