// The products as a CSV (issue 26, point 5; docs/adr/0099-product-csv-export-and-import.md):
//  - GET /api/shop/products/export.csv: every product, read in pages, one row each, French headers;
//  - POST /api/shop/products/import (multipart: `file`, `dry_run`): each row creates a product (a new
//    reference) or updates one (a known reference), with the product form's and the hooks' checks;
//    the answer is a report, line by line (created, updated with before → after, refused with a French
//    sentence); without `dry_run`, every accepted row is saved in ONE transaction.
// Stock is a change, never an overwrite: « Stock » minus « Stock à l’export » is added to the stock of
// the moment, so a sale made since the export stays sold (ADR 0037, 0099).
// Admins and superusers only. Not a hook file: loaded with require() inside the handlers.

/** Bytes of a file and rows (header included) an import accepts: a shop of a few thousand pieces. */
const MAX_BYTES = 2 * 1024 * 1024
const MAX_ROWS = 5000
/** Products read per query by the export. */
const PAGE = 200
const MAX_STOCK = 100000
/** The schema's maximum lengths (pb_migrations/1763700000, 1764200200). */
const MAX_NAME = 200
const MAX_DESCRIPTION = 10000
const SKU_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The relations of a product, their collection and what the sentences call one of them.
 * @type {Array<{ field: ShopFieldName, collection: ShopCollectionName, header: string, one: string }>}
 */
const RELATIONS = [
  { field: "category", collection: "categories", header: "Catégories", one: "la catégorie" },
  { field: "stones", collection: "stones", header: "Pierres", one: "la pierre" },
  { field: "stone_properties", collection: "stone_properties", header: "Propriétés des pierres", one: "la propriété" },
  { field: "materials", collection: "materials", header: "Matériaux", one: "le matériau" },
  { field: "colors", collection: "colors", header: "Couleurs", one: "la couleur" },
  { field: "chakras", collection: "chakras", header: "Chakras", one: "le chakra" },
  { field: "astrological_signs", collection: "astrological_signs", header: "Signes astrologiques", one: "le signe" },
]

/** The columns, in the file's order; `key` is the product's field (or `stock_export`). */
const COLUMNS = [
  { key: "sku", header: "Référence" },
  { key: "name", header: "Nom" },
  { key: "slug", header: "Slug" },
  { key: "price", header: "Prix (€)" },
  { key: "price_pro", header: "Prix professionnel (€)" },
  { key: "stock", header: "Stock" },
  { key: "stock_export", header: "Stock à l’export" },
  { key: "published", header: "Publié" },
  { key: "is_unique", header: "Pièce unique" },
  { key: "exclusive", header: "Exclusif" },
]
  .concat(RELATIONS.map((relation) => ({ key: String(relation.field), header: relation.header })))
  .concat([{ key: "description", header: "Description" }])
  // Sizes (docs/adr/0108): a size's line names its values and its product's reference; its own
  // reference is in « Référence ». Files made before have neither column: every line is a product.
  .concat([
    { key: "size", header: "Taille" },
    { key: "product_sku", header: "Référence du produit" },
  ])

const MESSAGES = {
  adminOnly: "Seul un administrateur de la boutique peut exporter ou importer les produits.",
  noFile: "Choisissez un fichier CSV à importer.",
  tooBig: "Le fichier dépasse 2 Mo. Coupez-le en plusieurs fichiers.",
  tooManyRows: "Le fichier dépasse " + MAX_ROWS + " lignes. Coupez-le en plusieurs fichiers.",
  notText: "Ce fichier n’est pas un fichier CSV lisible. Enregistrez-le au format CSV (UTF-8 ou point-virgule) puis réessayez.",
  notCsv: "Ce fichier n’est pas un CSV valide : un guillemet n’est jamais refermé.",
  empty: "Le fichier ne contient aucun produit.",
  noHeader: "La première ligne doit nommer les colonnes, dont « Référence » et « Nom » (partez d’un export pour avoir les bons noms).",
  unknownColumn: (/** @type {string} */ name) =>
    "La colonne « " + name + " » est inconnue. Colonnes possibles : " + COLUMNS.map((c) => "« " + c.header + " »").join(", ") + ".",
  twiceColumn: (/** @type {string} */ name) => "La colonne « " + name + " » apparaît deux fois.",
  conflict: "Un produit a changé pendant l’import : rien n’a été enregistré. Relancez la vérification.",
}

/** Line-level sentences (after « Ligne N : »). */
const LINE = {
  nameRequired: "le nom est obligatoire",
  nameTooLong: "le nom dépasse " + MAX_NAME + " caractères",
  descriptionTooLong: "la description dépasse " + MAX_DESCRIPTION + " caractères",
  skuFormat: "la référence doit être en majuscules, chiffres et tirets (32 caractères au plus), par exemple EDP-BRA-001",
  skuTwice: (/** @type {string} */ sku, /** @type {number} */ line) => "la référence « " + sku + " » est déjà à la ligne " + line,
  slugFormat: "le slug doit être en minuscules, chiffres et tirets, par exemple bracelet-lune",
  slugTaken: (/** @type {string} */ slug) => "le slug « " + slug + " » est déjà celui d’un autre produit",
  slugTwice: (/** @type {string} */ slug, /** @type {number} */ line) => "le slug « " + slug + " » est déjà à la ligne " + line,
  priceRequired: "le prix est obligatoire",
  price: "le prix doit être un nombre positif, par exemple 39,90",
  pricePro: "le prix professionnel doit être un nombre positif, par exemple 24,50, ou vide",
  priceProAbove: "le prix professionnel ne peut pas dépasser le prix public",
  stockRequired: "le stock est obligatoire pour un nouveau produit",
  stock: "le stock doit être un nombre entier, 0 ou plus",
  stockExport: "le « Stock à l’export » doit être un nombre entier, 0 ou plus",
  stockNoBase: "pour changer le stock d’un produit existant, gardez la colonne « Stock à l’export » (partez d’un export)",
  stockBelowZero: (/** @type {number} */ left) => "le stock passerait sous zéro (il en reste " + left + ")",
  uniqueStock: "une pièce unique a un stock de 0 ou 1",
  yesNo: (/** @type {string} */ header) => "« " + header + " » doit valoir « oui » ou « non »",
  categoryRequired: "choisissez au moins une catégorie",
  sizeUnknown: (/** @type {string} */ size) =>
    "la taille « " + size + " » n’existe pas pour ce produit (créez-la dans « Tailles et combinaisons »)",
  sizeNoProduct: "indiquez la référence de la taille ou celle de son produit (« Référence du produit »)",
  sizeProductUnknown: (/** @type {string} */ sku) => "aucun produit n’a la référence « " + sku + " »",
  sizeOtherProduct: (/** @type {string} */ sku) => "la taille de référence « " + sku + " » appartient à un autre produit",
  skuIsProduct: (/** @type {string} */ sku) => "la référence « " + sku + " » est déjà celle d’un produit",
  skuIsSize: (/** @type {string} */ sku) =>
    "la référence « " + sku + " » est celle d’une taille : remplissez la colonne « Taille » pour la modifier",
  unknownRef: (/** @type {string} */ one, /** @type {string} */ name) =>
    one + " « " + name + " » n’existe pas (créez-la d’abord dans la liste de référence)",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

function csv() {
  return require(`${__hooks}/lib/csv.js`)
}

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
}

/** `39,9` as `39,90`: the export's numbers (lib/money.js, no thousands separator). @param {number} euros */
function priceCell(euros) {
  return require(`${__hooks}/lib/money.js`).formatAmount(Math.round(euros * 100))
}

/**
 * The names of every reference list: id → name and folded name → id.
 * @param {CoreApp} app
 */
function referenceNames(app) {
  /** @type {{ [field: string]: { byId: { [id: string]: string }, byName: { [name: string]: string } } }} */
  const lists = {}
  for (const relation of RELATIONS) {
    /** @type {{ [id: string]: string }} */
    const byId = {}
    /** @type {{ [name: string]: string }} */
    const byName = {}
    for (let offset = 0; ; offset += 500) {
      const page = app.findRecordsByFilter(relation.collection, "id != ''", "name", 500, offset)
      for (const record of page) {
        byId[record.id] = record.getString("name")
        byName[foldName(record.getString("name"))] = record.id
        if (relation.collection === "categories" && record.getString("slug")) byName[foldName(record.getString("slug"))] = record.id
      }
      if (page.length < 500) break
    }
    lists[relation.field] = { byId, byName }
  }
  return lists
}

/** Case and spaces blind (accents count: « Amethyste » is not « Améthyste »). @param {string} name */
function foldName(name) {
  return name.trim().replace(/\s+/g, " ").toLowerCase()
}

/**
 * The cells of one product, in COLUMNS order.
 * @param {core.Record} product
 * @param {ReturnType<typeof referenceNames>} lists
 */
function productRow(product, lists) {
  const cell = csv().cell
  /** @type {{ [key: string]: string }} */
  const values = {
    sku: cell(product.getString("sku")),
    name: cell(product.getString("name")),
    slug: cell(product.getString("slug")),
    price: priceCell(product.getFloat("price")),
    price_pro: product.getFloat("price_pro") > 0 ? priceCell(product.getFloat("price_pro")) : "",
    stock: String(product.getInt("stock")),
    stock_export: String(product.getInt("stock")),
    published: product.getBool("published") ? "oui" : "non",
    is_unique: product.getBool("is_unique") ? "oui" : "non",
    exclusive: product.getBool("exclusive") ? "oui" : "non",
    description: cell(product.getString("description"), true),
    size: "",
    product_sku: "",
  }
  for (const relation of RELATIONS) {
    const names = product
      .getStringSlice(relation.field)
      .map((id) => lists[relation.field].byId[id])
      .filter(Boolean)
    values[relation.field] = cell(names.join(", "))
  }
  return COLUMNS.map((column) => values[column.key])
}

/**
 * The lines of a product's sizes (docs/adr/0108), in their order: the size's reference, its
 * product's name, its own prices (empty: the product's), its stock, its values and its product's reference.
 * @param {CoreApp} app
 * @param {core.Record} product
 */
function sizeRows(app, product) {
  const options = require(`${__hooks}/lib/json-fields.js`).jsonValue(product.get("options"))
  if (!Array.isArray(options) || options.length === 0) return []
  const cell = csv().cell
  const rules = require(`${__hooks}/lib/product-options.js`)
  return app.findRecordsByFilter("product_variants", "product = {:id}", "position,option1", 0, 0, { id: product.id }).map((size) => {
    /** @type {{ [key: string]: string }} */
    const values = {
      sku: cell(size.getString("sku")),
      name: cell(product.getString("name")),
      price: size.getFloat("price") > 0 ? priceCell(size.getFloat("price")) : "",
      price_pro: size.getFloat("price_pro") > 0 ? priceCell(size.getFloat("price_pro")) : "",
      stock: String(size.getInt("stock")),
      stock_export: String(size.getInt("stock")),
      size: cell(rules.sizeName(size.getString("option1"), size.getString("option2"))),
      product_sku: cell(product.getString("sku")),
    }
    return COLUMNS.map((column) => values[column.key] || "")
  })
}

/**
 * GET /api/shop/products/export.csv — admin. Read by pages of PAGE products, by reference then name.
 * @param {core.RequestEvent} e
 */
function exportCsv(e) {
  requireAdmin(e)
  const lists = referenceNames(e.app)
  /** @type {string[][]} */
  const rows = [COLUMNS.map((column) => csv().cell(column.header))]
  for (let offset = 0; ; offset += PAGE) {
    const page = e.app.findRecordsByFilter("products", "id != ''", "sku,name,id", PAGE, offset)
    for (const product of page) {
      rows.push(productRow(product, lists))
      for (const row of sizeRows(e.app, product)) rows.push(row)
    }
    if (page.length < PAGE) break
  }
  const day = require(`${__hooks}/lib/time.js`).dbDate().slice(0, 10)
  e.response.header().set("Content-Disposition", 'attachment; filename="produits-' + day + '.csv"')
  e.response.header().set("Cache-Control", "no-store")
  return e.blob(200, "text/csv; charset=utf-8", toBytes(csv().csvDocument(rows)))
}

/** Headers compared without case, accents, spaces or apostrophe kind. @param {string} text */
function foldHeader(text) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "'")
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * `72,50`, `72.5`, `1 234,50 €` → 72.5; NaN for anything else (as src/features/admin/products/product-schema.ts `parsePrice`).
 * @param {string} text
 */
function parsePrice(text) {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "")
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return NaN
  return Number(compact.replace(",", "."))
}

/** @param {string} text */
function parseCount(text) {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "")
  return /^\d+$/.test(compact) && Number(compact) <= MAX_STOCK ? Number(compact) : NaN
}

/** @param {string} text @returns {boolean | null} */
function parseYesNo(text) {
  const t = foldHeader(text)
  if (["oui", "o", "1", "vrai", "true", "x", "yes"].indexOf(t) !== -1) return true
  if (["non", "n", "0", "faux", "false", "", "no"].indexOf(t) !== -1) return false
  return null
}

/**
 * The file's header: its cells' column keys (a file refusal when a column is unknown, twice, or
 * when « Référence » or « Nom » is missing).
 * @param {string[]} cells
 */
function readHeader(cells) {
  /** @type {{ [folded: string]: string }} */
  const known = {}
  for (const column of COLUMNS) known[foldHeader(column.header)] = column.key
  // A few natural spellings of the same columns.
  known["sku"] = "sku"
  known["prix"] = "price"
  known["prix pro"] = "price_pro"
  known["prix pro (€)"] = "price_pro"
  known["categorie"] = "category"
  /** @type {string[]} */
  const keys = []
  for (const raw of cells) {
    const name = raw.trim()
    // A column without a name (a spreadsheet's trailing `;`) is left out, as are its cells.
    if (name === "") {
      keys.push("")
      continue
    }
    const key = known[foldHeader(name)]
    if (!key) throw new BadRequestError(MESSAGES.unknownColumn(name))
    if (keys.indexOf(key) !== -1) throw new BadRequestError(MESSAGES.twiceColumn(name))
    keys.push(key)
  }
  if (keys.indexOf("sku") === -1 || keys.indexOf("name") === -1) throw new BadRequestError(MESSAGES.noHeader)
  return keys
}

/** @param {string} key */
function headerOf(key) {
  for (const column of COLUMNS) if (column.key === key) return column.header
  return key
}

/**
 * What a line asks: the values of the columns it has, checked one by one (errors: sentences).
 * @param {{ [key: string]: string }} raw
 * @param {ReturnType<typeof referenceNames>} lists
 * @param {string[]} errors
 */
function lineValues(raw, lists, errors) {
  /** @type {{ [key: string]: any }} */
  const values = {}
  const has = (/** @type {string} */ key) => Object.prototype.hasOwnProperty.call(raw, key)
  if (has("name")) {
    values.name = raw.name.trim()
    if (values.name === "") errors.push(LINE.nameRequired)
    else if (values.name.length > MAX_NAME) errors.push(LINE.nameTooLong)
  }
  if (has("slug")) {
    values.slug = raw.slug.trim()
    if (values.slug === "" && values.name) values.slug = require(`${__hooks}/lib/slugs.js`).slugify(values.name).slice(0, MAX_NAME)
    if (!SLUG_PATTERN.test(values.slug) || values.slug.length > MAX_NAME) errors.push(LINE.slugFormat)
  }
  if (has("description")) {
    values.description = raw.description.replace(/\r\n?/g, "\n").trim()
    if (values.description.length > MAX_DESCRIPTION) errors.push(LINE.descriptionTooLong)
  }
  if (has("price")) {
    if (raw.price.trim() === "") errors.push(LINE.priceRequired)
    else {
      values.price = parsePrice(raw.price)
      if (!(values.price > 0)) errors.push(LINE.price)
    }
  }
  if (has("price_pro")) {
    values.price_pro = raw.price_pro.trim() === "" ? 0 : parsePrice(raw.price_pro)
    if (!(values.price_pro >= 0)) errors.push(LINE.pricePro)
  }
  if (has("stock") && raw.stock.trim() !== "") {
    values.stock = parseCount(raw.stock)
    if (isNaN(values.stock)) errors.push(LINE.stock)
  }
  if (has("stock_export") && raw.stock_export.trim() !== "") {
    values.stock_export = parseCount(raw.stock_export)
    if (isNaN(values.stock_export)) errors.push(LINE.stockExport)
  }
  for (const key of ["published", "is_unique", "exclusive"]) {
    if (!has(key)) continue
    values[key] = parseYesNo(raw[key])
    if (values[key] === null) errors.push(LINE.yesNo(headerOf(key)))
  }
  for (const relation of RELATIONS) {
    const field = String(relation.field)
    if (!has(field)) continue
    /** @type {string[]} */
    const ids = []
    for (const name of raw[field].split(",")) {
      if (name.trim() === "") continue
      const id = lists[field].byName[foldName(name)]
      if (!id) errors.push(LINE.unknownRef(relation.one, name.trim()))
      else if (ids.indexOf(id) === -1) ids.push(id)
    }
    values[field] = ids
  }
  return values
}

/** The fields a line may write, in the report's order. */
const FIELDS = ["name", "slug", "price", "price_pro", "stock", "published", "is_unique", "exclusive"]
  .concat(RELATIONS.map((relation) => String(relation.field)))
  .concat(["description"])

/**
 * A field's value as the report shows it (French numbers, names of the references).
 * @param {string} field
 * @param {any} value
 * @param {ReturnType<typeof referenceNames>} lists
 */
function shown(field, value, lists) {
  if (field === "price" || field === "price_pro") return value > 0 ? priceCell(value) : ""
  if (field === "published" || field === "is_unique" || field === "exclusive") return value ? "oui" : "non"
  if (lists[field]) return /** @type {string[]} */ (value).map((id) => lists[field].byId[id] || id).join(", ")
  if (field === "description" && String(value).length > 80) return String(value).slice(0, 79) + "…"
  return String(value)
}

/**
 * @param {core.Record} product
 * @param {string} field
 */
function current(product, field) {
  const name = /** @type {ShopFieldName} */ (field)
  if (field === "price" || field === "price_pro") return product.getFloat(name)
  if (field === "stock") return product.getInt("stock")
  if (field === "published" || field === "is_unique" || field === "exclusive") return product.getBool(name)
  if (RELATIONS.some((relation) => relation.field === field)) return product.getStringSlice(name)
  // A description saved with CRLF reads back from a file with LF (lineValues): the same text.
  if (field === "description") return product.getString(name).replace(/\r\n?/g, "\n").trim()
  return product.getString(name)
}

/** @param {any} a @param {any} b */
function same(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i])
  return a === b
}

/**
 * @typedef {{ line: number, reference: string, name: string, action: "created" | "updated" | "unchanged" | "refused",
 *   changes: Array<{ field: string, before: string, after: string }>, errors: string[],
 *   productId?: string, variantId?: string, values?: { [key: string]: any }, stockDelta?: number }} ReportLine
 */

/**
 * The plan of the whole file, read against `app` (the transaction's on apply): every line's action.
 * @param {CoreApp} app
 * @param {string[][]} rows header first
 */
function plan(app, rows) {
  const keys = readHeader(rows[0])
  const lists = referenceNames(app)
  /** @type {ReportLine[]} */
  const lines = []
  /** @type {{ [sku: string]: number }} */
  const skuLines = {}
  /** @type {{ [slug: string]: number }} */
  const slugLines = {}
  for (let r = 1; r < rows.length; r++) {
    const lineNumber = r + 1
    /** @type {{ [key: string]: string }} */
    const raw = {}
    keys.forEach((key, i) => {
      if (key !== "") raw[key] = csv().unguard(rows[r][i] === undefined ? "" : rows[r][i])
    })
    if (raw.size !== undefined && raw.size.trim() !== "") {
      lines.push(sizeLine(app, raw, lineNumber, skuLines))
      continue
    }
    /** @type {string[]} */
    const errors = []
    const sku = raw.sku.trim()
    if (sku !== "" && (sku.length > 32 || !SKU_PATTERN.test(sku))) errors.push(LINE.skuFormat)
    else if (sku !== "" && skuLines[sku]) errors.push(LINE.skuTwice(sku, skuLines[sku]))
    if (sku !== "" && !skuLines[sku]) skuLines[sku] = lineNumber
    const values = lineValues(raw, lists, errors)
    // The product the line names: by reference; a line without one, by its slug among products without one.
    let product = null
    try {
      if (sku !== "") product = app.findFirstRecordByData("products", "sku", sku)
      else if (values.slug) {
        const found = app.findFirstRecordByData("products", "slug", values.slug)
        product = found.getString("sku") === "" ? found : null
      }
    } catch {
      product = null
    }
    // A size's reference on a product's line: the line means the size (or is a mistake), never a new product.
    if (!product && sku !== "" && findOrNull(app, "product_variants", "sku", sku)) errors.push(LINE.skuIsSize(sku))
    const line = /** @type {ReportLine} */ ({
      line: lineNumber,
      reference: sku,
      name: values.name || (product ? product.getString("name") : ""),
      action: "refused",
      changes: [],
      errors,
    })
    lines.push(line)
    if (!product) {
      const priceTold = errors.indexOf(LINE.price) !== -1 || errors.indexOf(LINE.priceRequired) !== -1
      if (!Object.prototype.hasOwnProperty.call(values, "price") && !priceTold) errors.push(LINE.priceRequired)
      if (!Object.prototype.hasOwnProperty.call(values, "stock") && errors.indexOf(LINE.stock) === -1) errors.push(LINE.stockRequired)
      if (!values.slug && values.name) values.slug = require(`${__hooks}/lib/slugs.js`).slugify(values.name).slice(0, MAX_NAME)
    }
    // The record as the line would leave it, to check the rules that span fields.
    const after = (/** @type {string} */ field) =>
      Object.prototype.hasOwnProperty.call(values, field) ? values[field] : product ? current(product, field) : undefined
    const price = after("price")
    const pro = after("price_pro") || 0
    if (pro > 0 && price > 0 && pro > price) errors.push(LINE.priceProAbove)
    // At least one category, as the form asks: on a new product, or when the line empties them (an old
    // product saved without one, before the form asked, round-trips as it is).
    const categories = after("category")
    const emptied =
      product && values.category && values.category.length === 0 && /** @type {string[]} */ (current(product, "category")).length > 0
    if ((!product && (!categories || categories.length === 0)) || emptied) {
      if (!errors.some((text) => text.indexOf(RELATIONS[0].one) === 0)) errors.push(LINE.categoryRequired)
    }
    const slug = after("slug")
    if (slug && SLUG_PATTERN.test(slug)) {
      if (slugLines[slug]) errors.push(LINE.slugTwice(slug, slugLines[slug]))
      else {
        slugLines[slug] = lineNumber
        const owner = app.countRecords(
          "products",
          $dbx.and($dbx.hashExp({ slug }), $dbx.not($dbx.hashExp({ id: product ? product.id : "" }))),
        )
        if (owner > 0) errors.push(LINE.slugTaken(slug))
      }
    }
    // Stock: a change against the stock of the export (ADR 0099).
    let stockDelta = 0
    let stockAfter = product ? product.getInt("stock") : values.stock || 0
    if (product && values.stock !== undefined && !isNaN(values.stock)) {
      if (values.stock_export === undefined) {
        if (values.stock !== product.getInt("stock")) errors.push(LINE.stockNoBase)
      } else if (!isNaN(values.stock_export)) {
        stockDelta = values.stock - values.stock_export
        stockAfter = product.getInt("stock") + stockDelta
        if (stockAfter < 0) errors.push(LINE.stockBelowZero(product.getInt("stock")))
      }
    }
    const unique = after("is_unique")
    if (unique && stockAfter + (product ? product.getInt("reserved") : 0) > 1) errors.push(LINE.uniqueStock)
    if (errors.length > 0) continue
    delete values.stock_export
    if (!product) {
      line.action = "created"
      for (const field of FIELDS) {
        if (!Object.prototype.hasOwnProperty.call(values, field)) continue
        const text = shown(field, values[field], lists)
        if (text !== "" && text !== "non") line.changes.push({ field: headerOf(field), before: "", after: text })
      }
      line.values = values
      line.values.sku = sku
      continue
    }
    for (const field of FIELDS) {
      if (field === "stock") {
        if (stockDelta !== 0)
          line.changes.push({ field: headerOf("stock"), before: String(product.getInt("stock")), after: String(stockAfter) })
        continue
      }
      if (!Object.prototype.hasOwnProperty.call(values, field)) continue
      const before = current(product, field)
      if (same(before, values[field])) {
        delete values[field]
        continue
      }
      line.changes.push({ field: headerOf(field), before: shown(field, before, lists), after: shown(field, values[field], lists) })
    }
    delete values.stock
    line.action = line.changes.length > 0 ? "updated" : "unchanged"
    line.productId = product.id
    line.values = values
    line.stockDelta = stockDelta
  }
  return lines
}

/**
 * The first record of `collection` whose `field` is `value`, or null.
 * @param {CoreApp} app
 * @param {ShopCollectionName} collection
 * @param {string} field
 * @param {string} value
 */
function findOrNull(app, collection, field, value) {
  try {
    return app.findFirstRecordByData(collection, field, value)
  } catch {
    return null
  }
}

/**
 * A size's line (docs/adr/0108): the size found by its reference, else by its product's reference
 * and its values; it may change the size's reference, prices and stock (a change against « Stock à
 * l’export », as a product's). Sizes are created in « Tailles et combinaisons », not by a file.
 * @param {CoreApp} app
 * @param {{ [key: string]: string }} raw
 * @param {number} lineNumber
 * @param {{ [sku: string]: number }} skuLines
 * @returns {ReportLine}
 */
function sizeLine(app, raw, lineNumber, skuLines) {
  const rules = require(`${__hooks}/lib/product-options.js`)
  /** @type {string[]} */
  const errors = []
  const label = raw.size.replace(/\s+/g, " ").trim()
  const sku = raw.sku.trim()
  const productSku = (raw.product_sku || "").trim()
  if (sku !== "" && (sku.length > 32 || !SKU_PATTERN.test(sku))) errors.push(LINE.skuFormat)
  else if (sku !== "" && skuLines[sku]) errors.push(LINE.skuTwice(sku, skuLines[sku]))
  if (sku !== "" && !skuLines[sku]) skuLines[sku] = lineNumber
  const line = /** @type {ReportLine} */ ({ line: lineNumber, reference: sku, name: label, action: "refused", changes: [], errors })
  let size = sku !== "" && SKU_PATTERN.test(sku) ? findOrNull(app, "product_variants", "sku", sku) : null
  let product = null
  if (productSku !== "") {
    product = findOrNull(app, "products", "sku", productSku)
    if (!product) errors.push(LINE.sizeProductUnknown(productSku))
  }
  if (size && product && size.getString("product") !== product.id) errors.push(LINE.sizeOtherProduct(sku))
  if (!size && product) {
    for (const candidate of app.findRecordsByFilter("product_variants", "product = {:id}", "position", 0, 0, { id: product.id })) {
      if (rules.sizeName(candidate.getString("option1"), candidate.getString("option2")) === label) size = candidate
    }
    if (!size) errors.push(LINE.sizeUnknown(label))
  }
  if (!size && !product && productSku === "") errors.push(sku === "" ? LINE.sizeNoProduct : LINE.sizeUnknown(label))
  if (!product && size) product = findOrNull(app, "products", "id", size.getString("product"))
  if (product) line.name = product.getString("name") + " (" + label + ")"
  /** @type {{ [key: string]: any }} */
  const values = {}
  const has = (/** @type {string} */ key) => Object.prototype.hasOwnProperty.call(raw, key)
  if (has("price")) {
    values.price = raw.price.trim() === "" ? 0 : parsePrice(raw.price)
    if (!(values.price >= 0)) errors.push(LINE.price)
  }
  if (has("price_pro")) {
    values.price_pro = raw.price_pro.trim() === "" ? 0 : parsePrice(raw.price_pro)
    if (!(values.price_pro >= 0)) errors.push(LINE.pricePro)
  }
  const stock = has("stock") && raw.stock.trim() !== "" ? parseCount(raw.stock) : undefined
  const stockExport = has("stock_export") && raw.stock_export.trim() !== "" ? parseCount(raw.stock_export) : undefined
  if (stock !== undefined && isNaN(stock)) errors.push(LINE.stock)
  if (stockExport !== undefined && isNaN(stockExport)) errors.push(LINE.stockExport)
  if (!size || !product || errors.length > 0) return line
  if (sku !== "" && sku !== size.getString("sku")) {
    if (findOrNull(app, "products", "sku", sku)) errors.push(LINE.skuIsProduct(sku))
    else values.sku = sku
  }
  const price = values.price !== undefined ? values.price : size.getFloat("price")
  const pro = values.price_pro !== undefined ? values.price_pro : size.getFloat("price_pro")
  if (pro > 0 && pro > (price > 0 ? price : product.getFloat("price"))) errors.push(LINE.priceProAbove)
  let stockDelta = 0
  if (stock !== undefined) {
    if (stockExport === undefined) {
      if (stock !== size.getInt("stock")) errors.push(LINE.stockNoBase)
    } else {
      stockDelta = stock - stockExport
      if (size.getInt("stock") + stockDelta < 0) errors.push(LINE.stockBelowZero(size.getInt("stock")))
    }
  }
  if (errors.length > 0) return line
  if (values.sku !== undefined) line.changes.push({ field: headerOf("sku"), before: size.getString("sku"), after: values.sku })
  for (const field of ["price", "price_pro"]) {
    const before = size.getFloat(/** @type {ShopFieldName} */ (field))
    if (values[field] === undefined || values[field] === before) {
      delete values[field]
      continue
    }
    line.changes.push({ field: headerOf(field), before: shown(field, before, {}), after: shown(field, values[field], {}) })
  }
  if (stockDelta !== 0) {
    line.changes.push({ field: headerOf("stock"), before: String(size.getInt("stock")), after: String(size.getInt("stock") + stockDelta) })
  }
  line.action = line.changes.length > 0 ? "updated" : "unchanged"
  line.variantId = size.id
  line.values = values
  line.stockDelta = stockDelta
  return line
}

/**
 * The ONE place the import writes a product's stock: its change added to the stock read inside the
 * transaction (never the file's number as is), named « import » with the admin for the stock history
 * that the save records (lib/stock-history.js, docs/adr/0098).
 * @param {core.Record} product read inside the transaction
 * @param {number} delta
 * @param {core.Record | null} actor the admin who imports
 */
function writeImportStock(product, delta, actor) {
  product.set("stock", product.getInt("stock") + delta)
  require(`${__hooks}/lib/stock-history.js`).explainSave(product, { reason: "import", actor: actor })
}

/**
 * Saves every accepted line, in the transaction `txApp`.
 * @param {CoreApp} txApp
 * @param {ReportLine[]} lines
 * @param {core.Record | null} actor the admin who imports
 */
function applyLines(txApp, lines, actor) {
  const collection = txApp.findCollectionByNameOrId("products")
  for (const line of lines) {
    if (line.action !== "created" && line.action !== "updated") continue
    const values = line.values || {}
    if (line.variantId) {
      // A size (docs/adr/0108): its stock written the same way, recorded in its own history.
      const size = txApp.findRecordById("product_variants", line.variantId)
      for (const key in values) size.set(/** @type {ShopFieldName} */ (key), values[key])
      if (line.stockDelta) writeImportStock(size, line.stockDelta, actor)
      txApp.save(size)
      continue
    }
    let product
    if (line.action === "created") {
      product = new Record(collection)
      product.set("reserved", 0)
      product.set("published", true)
      product.set("stock", 0)
      for (const key in values) if (key !== "stock") product.set(/** @type {ShopFieldName} */ (key), values[key])
      writeImportStock(product, values.stock || 0, actor)
    } else {
      product = txApp.findRecordById("products", String(line.productId))
      for (const key in values) product.set(/** @type {ShopFieldName} */ (key), values[key])
      if (line.stockDelta) writeImportStock(product, line.stockDelta, actor)
    }
    txApp.save(product)
  }
}

/**
 * The rows of the uploaded file (a file refusal when it is missing, too big, not text, not a CSV).
 * @param {core.RequestEvent} e
 */
function uploadedRows(e) {
  /** @type {any[]} */
  let files = []
  try {
    files = e.findUploadedFiles("file") || []
  } catch {
    files = []
  }
  if (files.length === 0) throw new BadRequestError(MESSAGES.noFile)
  const file = files[0]
  if (file.size > MAX_BYTES) throw new BadRequestError(MESSAGES.tooBig)
  const reader = file.reader.open()
  /** @type {ArrayLike<number>} */
  let bytes
  try {
    bytes = toBytes(reader, MAX_BYTES + 1)
  } finally {
    reader.close()
  }
  if (bytes.length > MAX_BYTES) throw new BadRequestError(MESSAGES.tooBig)
  const text = csv().decodeText(bytes)
  if (text === null) throw new BadRequestError(MESSAGES.notText)
  const rows = csv().parseCsv(text)
  if (rows === null) throw new BadRequestError(MESSAGES.notCsv)
  if (rows.length === 0) throw new BadRequestError(MESSAGES.noHeader)
  if (rows.length > MAX_ROWS + 1) throw new BadRequestError(MESSAGES.tooManyRows)
  return rows
}

/**
 * The answer: counts, and the lines that change or are refused (unchanged lines are only counted).
 * @param {ReportLine[]} lines
 * @param {boolean} dryRun
 */
function report(lines, dryRun) {
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 }
  for (const line of lines) counts[line.action]++
  return {
    dry_run: dryRun,
    applied: !dryRun && counts.created + counts.updated > 0,
    counts,
    lines: lines
      .filter((line) => line.action !== "unchanged")
      .map((line) => ({
        line: line.line,
        reference: line.reference,
        name: line.name,
        action: line.action,
        changes: line.changes,
        errors: line.errors.map((text) => "Ligne " + line.line + " : " + text + "."),
      })),
  }
}

/** @param {core.RequestEvent} e */
function dryRunOf(e) {
  const info = e.requestInfo()
  const raw = info.body ? info.body.dry_run : undefined
  const value = Array.isArray(raw) ? raw[0] : raw
  return !(value === false || value === "false" || value === "0")
}

/**
 * POST /api/shop/products/import — admin. `dry_run` (default true): the report only.
 * @param {core.RequestEvent} e
 */
function importCsv(e) {
  requireAdmin(e)
  const dryRun = dryRunOf(e)
  const rows = uploadedRows(e)
  readHeader(rows[0])
  if (rows.length < 2) throw new BadRequestError(MESSAGES.empty)
  if (dryRun) return e.json(200, report(plan(e.app, rows), true))
  /** @type {ReportLine[]} */
  let lines = []
  try {
    // The plan is made again inside the transaction: the stock and slugs it checks are those of the
    // moment, and no sale lands between the check and the write (PocketBase serialises write transactions).
    e.app.runInTransaction((txApp) => {
      lines = plan(txApp, rows)
      applyLines(txApp, lines, e.auth || null)
    })
  } catch (err) {
    if (err instanceof BadRequestError) throw err
    e.app.logger().warn("product import failed", "error", String(err))
    throw new ApiError(409, MESSAGES.conflict)
  }
  if (lines.some((line) => line.action === "created" || line.action === "updated")) {
    e.app.logger().info("products imported", "by", e.auth ? e.auth.id : "", "lines", rows.length - 1)
  }
  return e.json(200, report(lines, false))
}

module.exports = { MESSAGES, LINE, COLUMNS, MAX_BYTES, MAX_ROWS, exportCsv, importCsv }
