/// <reference path="../pb_data/types.d.ts" />
// The customer's address book (docs/adr/0035-addresses-and-the-address-book.md):
//  - every save, whatever its origin (the API, a batch, the dashboard, another hook), is checked and
//    normalized with the address rules (pb_hooks/lib/addresses.js): model hooks, not request hooks,
//    so that no path stores an address the checkout would refuse;
//  - a customer who has addresses has exactly one default: choosing one unsets the others, the first
//    address becomes the default, deleting the default passes it to the most recent other one, and
//    the default cannot simply be unset (another one is chosen instead);
//  - a customer's create belongs to the caller (the collection's rules already demand it);
//  - the same address sent twice by the same customer within ten minutes (a double click, a resend
//    after a lost answer) is saved once, the second send answered with the first record
//    (lib/form-submissions.js, docs/adr/0082).
// Each handler runs in its own JS context: shared code is `require`d inside the handler.

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth() || !e.auth) return e.next()
  e.record.set("user", e.auth.id)
  const once = require(`${__hooks}/lib/form-submissions.js`)
  const earlier = once.saveOnce(e)
  if (earlier) return once.answerAsSaved(e, earlier)
}, "addresses")

onRecordCreate((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`)
  addresses.applyAddressRules(e.record)
  const userId = e.record.getString("user")
  if (userId && !addresses.hasDefault(e.app, userId, "")) e.record.set("is_default", true)
  e.next()
  if (e.record.getBool("is_default")) addresses.unsetOtherDefaults(e.app, e.record)
  addresses.ensureDefault(e.app, userId)
}, "addresses")

onRecordUpdate((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`)
  addresses.applyAddressRules(e.record)
  const original = e.record.original()
  const userId = e.record.getString("user")
  const previousUserId = original.getString("user")
  const moved = previousUserId !== userId
  if (!moved && original.getBool("is_default") && !e.record.getBool("is_default")) e.record.set("is_default", true)
  // An address moved to another customer (superusers only) cannot take that customer's default.
  if (moved && e.record.getBool("is_default") && addresses.hasDefault(e.app, userId, e.record.id)) e.record.set("is_default", false)
  e.next()
  if (e.record.getBool("is_default")) addresses.unsetOtherDefaults(e.app, e.record)
  addresses.ensureDefault(e.app, userId)
  if (moved) addresses.ensureDefault(e.app, previousUserId)
}, "addresses")

onRecordDelete((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`)
  const userId = e.record.getString("user")
  e.next()
  addresses.ensureDefault(e.app, userId)
}, "addresses")
