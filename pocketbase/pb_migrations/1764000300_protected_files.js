/// <reference path="../pb_data/types.d.ts" />
// Files that not everyone may read are `protected` (docs/adr/0039-protected-files.md): PocketBase then
// serves them only to a request whose `?token=` (a file token, `POST /api/files/token`) belongs to
// someone the collection's view rule lets see the record. Without it, `/api/files/...` serves any file
// to whoever knows its address, whatever the collection's rules say.
//  - custom_requests.image: a visitor's inspiration photo; the collection is read by admins only.
//  - users.avatar: a person's picture; a user is read by themselves and admins only.
// Products, stones and articles keep public files: the shop shows them to everyone.

const PROTECTED = [
  ["custom_requests", "image"],
  ["users", "avatar"],
]

/**
 * @param {CoreApp} app
 */
function setProtected(app, value) {
  for (const [collectionName, fieldName] of PROTECTED) {
    const collection = app.findCollectionByNameOrId(collectionName)
    collection.fields.getByName(fieldName).protected = value
    app.save(collection)
  }
}

migrate(
  (app) => setProtected(app, true),
  (app) => setProtected(app, false),
)
