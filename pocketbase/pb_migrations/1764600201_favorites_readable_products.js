/// <reference path="../pb_data/types.d.ts" />
// A favourite is created only for a product its owner may read (docs/adr/0103): the products' own
// list and view rules, said again of the product named in the body (pb_migrations/1764200100:
// exclusive pieces for pros and admins, unpublished ones for admins). Otherwise a customer could keep
// an exclusive or hidden product's id in their list (and learn it exists).
// And an `updated` date, as every shop collection has (tests/integration/schema.test.ts).

const OWN = "@request.auth.id != '' && @request.body.user = @request.auth.id"
const PRO_OR_ADMIN = "(@request.auth.role = 'professionnel' || @request.auth.role = 'admin')"
const READABLE = `(@request.body.product.exclusive = false || ${PRO_OR_ADMIN}) && (@request.body.product.published = true || @request.auth.role = 'admin')`

migrate(
  (app) => {
    const favorites = app.findCollectionByNameOrId("favorites")
    favorites.createRule = `${OWN} && ${READABLE}`
    favorites.fields.add(new AutodateField({ name: "updated", onCreate: true, onUpdate: true }))
    app.save(favorites)
  },
  (app) => {
    const favorites = app.findCollectionByNameOrId("favorites")
    favorites.createRule = OWN
    favorites.fields.removeByName("updated")
    app.save(favorites)
  },
)
