// The product's price rule the schema cannot say (issue 14): a pro price, when set, is never above
// the public price. Checked on the records API for the shop's admins; a superuser's save (the seed,
// PocketBase's dashboard, the tests' fixtures) is trusted as it is.

const PRO_PRICE_ABOVE_PRICE = "Le prix professionnel ne peut pas dépasser le prix public."

/** Throws the French 400, by the field, when `price_pro` is above `price`. */
function checkPrices(e) {
  if (e.hasSuperuserAuth()) return
  const price = e.record.getFloat("price")
  const pro = e.record.getFloat("price_pro")
  if (pro > 0 && pro > price) {
    throw new BadRequestError(PRO_PRICE_ABOVE_PRICE, {
      price_pro: new ValidationError("shop_price_pro_above_price", PRO_PRICE_ABOVE_PRICE),
    })
  }
}

module.exports = { checkPrices, PRO_PRICE_ABOVE_PRICE }
