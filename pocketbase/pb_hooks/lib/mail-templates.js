// The shop's e-mails, in French, HTML and plain text (docs/adr/0033). Pure functions of plain data:
// no PocketBase API here, so they run in PocketBase's JS engine (goja, loaded by lib/mail.js) and
// under Node for the unit test (mail-templates.test.ts). Every value from a record is HTML-escaped;
// prices and dates are lib/money.js's and lib/time.js's (docs/adr/0088).

/** The shop's public details (the same as src/lib/shop-info.ts). */
const SHOP = {
  name: "Éclat de Pierre",
  address: ["12 rue des Lapidaires", "69001 Lyon"],
  email: "bonjour@eclat-de-pierre.fr",
  phone: "04 78 00 00 00",
}

const NBSP = "\u00a0"

/** @typedef {Array<string | undefined>} DetailRow A label, then its value (left out when empty). */

/** @type {{ [code: string]: string }} */
const COUNTRIES = { FR: "France", MC: "Monaco", BE: "Belgique", LU: "Luxembourg" }

const KIND_LABELS = {
  order_confirmation: "Confirmation de commande",
  order_alert: "Nouvelle commande (boutique)",
  custom_request_ack: "Accusé de réception sur-mesure",
  custom_request_alert: "Nouvelle demande sur-mesure (boutique)",
  contact_ack: "Accusé de réception contact",
  contact_alert: "Nouveau message (boutique)",
  credit_note: "Remboursement et avoir",
  withdrawal_ack: "Accusé de réception de rétractation",
  withdrawal_alert: "Rétractation reçue (boutique)",
  withdrawal_refused: "Rétractation refusée",
  order_shipped: "Commande expédiée",
  pro_application_received: "Demande de compte pro reçue",
  pro_application_alert: "Demande de compte pro (boutique)",
  pro_application_approved: "Compte pro accepté",
  pro_application_refused: "Compte pro refusé",
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value === null || value === undefined ? "" : value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
}

// The templates' names for the one formatters (docs/adr/0088).
/** @param {unknown} euros */
function formatPrice(euros) {
  return require(`${__hooks}/lib/money.js`).formatPrice(euros)
}

/** @param {unknown} value */
function formatDate(value) {
  return require(`${__hooks}/lib/time.js`).formatDateLong(value)
}

/** @param {unknown} value */
function formatDateTime(value) {
  return require(`${__hooks}/lib/time.js`).formatDateTimeLong(value)
}

/**
 * The order number customers and the back-office see: the first 8 characters of its id.
 * @param {string | undefined} id
 */
function shortId(id) {
  return String(id || "").slice(0, 8)
}

/** @param {{ id?: string }} order */
function orderNumber(order) {
  return "n°" + NBSP + shortId(order.id)
}

/**
 * @param {string} appURL
 * @param {string} path
 */
function joinUrl(appURL, path) {
  return String(appURL || "").replace(/\/+$/, "") + path
}

/**
 * The order's own page in the customer's account (docs/adr/0080): every e-mail about an order links it.
 * @param {string} appURL
 * @param {{ id: string }} order
 */
function orderPageUrl(appURL, order) {
  return joinUrl(appURL, "/account/commandes/" + encodeURIComponent(order.id))
}

// ---------------------------------------------------------------------------------------------------
// Building blocks: HTML pieces get escaped values, text pieces get plain ones.

const STYLE = {
  body: "margin:0;padding:0;background:#f6f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b2620;",
  card: "max-width:600px;margin:0 auto;background:#ffffff;padding:32px 28px;",
  h1: "font-size:22px;font-weight:normal;margin:0 0 16px;",
  h2: "font-size:17px;font-weight:normal;margin:24px 0 8px;border-bottom:1px solid #e5dccf;padding-bottom:4px;",
  p: "font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.6;margin:0 0 12px;",
  table: "width:100%;border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;",
  td: "padding:6px 4px;border-bottom:1px solid #efe8de;vertical-align:top;",
  tdRight: "padding:6px 4px;border-bottom:1px solid #efe8de;vertical-align:top;text-align:right;white-space:nowrap;",
  link: "color:#7a5a2f;",
  footer:
    "max-width:600px;margin:0 auto;padding:16px 28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b6258;",
}

/** @param {string} html */
function p(html) {
  return '<p style="' + STYLE.p + '">' + html + "</p>"
}

/** @param {string} text */
function h2(text) {
  return '<h2 style="' + STYLE.h2 + '">' + escapeHtml(text) + "</h2>"
}

/**
 * @param {string} href
 * @param {string} label
 */
function link(href, label) {
  return '<a href="' + escapeHtml(href) + '" style="' + STYLE.link + '">' + escapeHtml(label) + "</a>"
}

/**
 * Lines of text → escaped HTML lines joined by <br>.
 * @param {string[]} lines
 */
function htmlLines(lines) {
  return lines.map(escapeHtml).join("<br>")
}

/**
 * The shared layout: the shop's name, the content, the shop's details in the footer.
 * @param {string} title
 * @param {string} contentHtml
 * @param {string} contentText
 */
function layout(title, contentHtml, contentText) {
  const details = [SHOP.name].concat(SHOP.address, [SHOP.email, SHOP.phone])
  const html =
    '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    "<title>" +
    escapeHtml(title) +
    "</title></head>" +
    '<body style="' +
    STYLE.body +
    '">' +
    '<div style="' +
    STYLE.card +
    '">' +
    '<p style="font-size:24px;letter-spacing:1px;margin:0 0 24px;">' +
    escapeHtml(SHOP.name) +
    "</p>" +
    '<h1 style="' +
    STYLE.h1 +
    '">' +
    escapeHtml(title) +
    "</h1>" +
    contentHtml +
    "</div>" +
    '<div style="' +
    STYLE.footer +
    '">' +
    escapeHtml(SHOP.name) +
    " · " +
    escapeHtml(SHOP.address.join(", ")) +
    "<br>" +
    link("mailto:" + SHOP.email, SHOP.email) +
    " · " +
    escapeHtml(SHOP.phone) +
    "</div></body></html>"
  const text = [SHOP.name, "", title, "", contentText.trim(), "", "--", details.join("\n")].join("\n") + "\n"
  return { html: html, text: text }
}

/**
 * An address copy ({ full_name, company, line1, … }) as lines.
 * @param {Partial<Address> | undefined} address
 * @param {boolean} withPhone
 */
function addressLines(address, withPhone) {
  if (!address || typeof address !== "object") return []
  const lines = []
  if (address.full_name) lines.push(address.full_name)
  if (address.company) lines.push(address.company)
  if (address.line1) lines.push(address.line1)
  if (address.line2) lines.push(address.line2)
  const city = [address.postal_code, address.city].filter(Boolean).join(" ")
  if (city) lines.push(city)
  if (address.country) lines.push(COUNTRIES[address.country] || address.country)
  if (address.siret) lines.push("SIRET : " + address.siret)
  if (address.vat_number) lines.push("TVA intracommunautaire : " + address.vat_number)
  if (withPhone && address.phone) lines.push("Téléphone : " + address.phone)
  return lines
}

/** @param {{ items?: OrderItem[] }} order */
function items(order) {
  return Array.isArray(order.items) ? order.items : []
}

/** @param {OrderItem} item */
function lineTotal(item) {
  return Number(item.price || 0) * Number(item.quantity || 0)
}

/**
 * The recap of an order under `heading`: lines, delivery, total, both addresses.
 * @param {OrderMailData} order
 * @param {string} heading
 */
function orderRecap(order, heading) {
  const rows = items(order)
    .map(function (item) {
      return (
        "<tr>" +
        '<td style="' +
        STYLE.td +
        '">' +
        escapeHtml(item.name) +
        "</td>" +
        '<td style="' +
        STYLE.tdRight +
        '">' +
        escapeHtml(String(item.quantity)) +
        "</td>" +
        '<td style="' +
        STYLE.tdRight +
        '">' +
        escapeHtml(formatPrice(item.price)) +
        "</td>" +
        '<td style="' +
        STYLE.tdRight +
        '">' +
        escapeHtml(formatPrice(lineTotal(item))) +
        "</td>" +
        "</tr>"
      )
    })
    .join("")
  const head =
    "<tr>" +
    '<th style="' +
    STYLE.td +
    'text-align:left;">Article</th>' +
    '<th style="' +
    STYLE.tdRight +
    '">Quantité</th>' +
    '<th style="' +
    STYLE.tdRight +
    '">Prix unitaire</th>' +
    '<th style="' +
    STYLE.tdRight +
    '">Total</th>' +
    "</tr>"
  const foot =
    '<tr><td colspan="3" style="' +
    STYLE.td +
    '">Livraison</td><td style="' +
    STYLE.tdRight +
    '">Gratuite</td></tr>' +
    '<tr><td colspan="3" style="' +
    STYLE.td +
    'font-weight:bold;">Total TTC</td><td style="' +
    STYLE.tdRight +
    'font-weight:bold;">' +
    escapeHtml(formatPrice(order.total)) +
    "</td></tr>"
  const shipping = addressLines(order.shipping_address, true)
  const billing = addressLines(order.billing_address, false)
  const html =
    h2(heading) +
    '<table role="presentation" style="' +
    STYLE.table +
    '">' +
    head +
    rows +
    foot +
    "</table>" +
    h2("Adresse de livraison") +
    p(htmlLines(shipping)) +
    h2("Adresse de facturation") +
    p(htmlLines(billing))
  const text = [
    heading,
    items(order)
      .map(function (item) {
        return "- " + item.name + " × " + item.quantity + " à " + formatPrice(item.price) + " = " + formatPrice(lineTotal(item))
      })
      .join("\n"),
    "Livraison : Gratuite",
    "Total TTC : " + formatPrice(order.total),
    "",
    "Adresse de livraison",
    shipping.join("\n"),
    "",
    "Adresse de facturation",
    billing.join("\n"),
  ].join("\n")
  return { html: html, text: text }
}

// ---------------------------------------------------------------------------------------------------
// The EU harmonised notice on the legal guarantee of conformity (Implementing Regulation (EU)
// 2025/1960, Annex I), in French, in colour, for the order confirmation (docs/adr/0048). The same
// words as the checkout's (src/features/checkout/legal-guarantee-texts.ts; tests/unit/legal-guarantee.test.ts).

const LEGAL_GUARANTEE = {
  title: "Garantie légale de conformité",
  lead: "Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.",
  claimIntro:
    "Les consommateurs peuvent faire valoir leurs droits au titre de la garantie légale de conformité, par exemple si les biens" +
    NBSP +
    ":",
  claimCases: ["ne correspondent pas à la description" + NBSP + ";", "ne fonctionnent pas comme prévu."],
  sellerIntro:
    "Les vendeurs sont responsables de tout défaut de conformité qui existait au moment de la livraison des biens et qui apparaît " +
    "pendant la période de garantie légale. Les vendeurs se trouvant dans une telle situation sont tenus de proposer" +
    NBSP +
    ":",
  remedies: [
    "une réparation gratuite ou un remplacement gratuit" + NBSP + ";",
    "dans certains cas, une réduction de prix ou un remboursement intégral.",
  ],
  periods:
    "Dans certains pays, la période de garantie légale est plus longue. Pour les biens d’occasion, une période plus courte peut " +
    "s’appliquer, mais elle ne peut être inférieure à un an.",
  moreInfo: "Pour en savoir plus sur vos droits dans un pays donné, scannez le code QR ci-dessous ou consultez le vendeur.",
  stepsIntro: "Que faire si vous recevez des biens non conformes" + NBSP + ":",
  steps: [
    "Contactez le vendeur dès que possible pour signaler le problème" + NBSP + ";",
    "Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire.",
  ],
  commercial:
    "Les vendeurs et les producteurs peuvent également offrir des garanties commerciales, qui s’appliquent indépendamment de la " +
    "garantie légale. Par exemple, il se peut que votre bien affiche ce label GARAN, représentant une garantie commerciale de " +
    "durabilité offerte par le producteur sans frais supplémentaires et s’appliquant à l’ensemble du bien.",
  url: "https://europa.eu/youreurope/garanties",
  urlLabel: "europa.eu/youreurope/garanties",
  // The QR code of `url`, a file of the shop (public/, scripts/legal-guarantee-qr.mjs): mail clients
  // that block data: images show it, and the text e-mail keeps the link (docs/adr/0085).
  qrImage: "/garantie-legale-qr.png",
  qrAlt: "Code QR vers europa.eu/youreurope/garanties",
}

/**
 * The notice as { html, text }: a framed block in the EU's blue and yellow, with the QR code the
 * notice asks to scan (an image the shop serves at `appURL`), and its plain-text words.
 * @param {string} appURL
 */
function legalGuaranteeNotice(appURL) {
  const n = LEGAL_GUARANTEE
  const blue = "#003399"
  const text = "font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#0b1f4d;margin:0 0 8px;"
  const list = function (/** @type {string} */ tag, /** @type {string[]} */ lines) {
    return (
      "<" +
      tag +
      ' style="' +
      text +
      'padding-left:20px;">' +
      lines
        .map(function (line) {
          return "<li>" + escapeHtml(line) + "</li>"
        })
        .join("") +
      "</" +
      tag +
      ">"
    )
  }
  const html =
    '<table role="presentation" style="width:100%;border-collapse:separate;border:2px solid ' +
    blue +
    ';border-radius:12px;margin:24px 0;">' +
    '<tr><td style="background:' +
    blue +
    ';padding:10px 14px;border-radius:9px 9px 0 0;">' +
    '<span style="font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;">' +
    escapeHtml(n.title) +
    "</span>" +
    '<span style="float:right;background:#ffcc00;color:' +
    blue +
    ";font-family:Arial,Helvetica,sans-serif;font-size:13px;font-weight:bold;" +
    'padding:2px 10px;border-radius:10px;">2 ans</span></td></tr>' +
    '<tr><td style="background:#ffffff;padding:12px 14px;">' +
    '<p style="' +
    text +
    'font-weight:bold;">' +
    escapeHtml(n.lead) +
    "</p>" +
    '<p style="' +
    text +
    '">' +
    escapeHtml(n.claimIntro) +
    "</p>" +
    list("ul", n.claimCases) +
    '<p style="' +
    text +
    '">' +
    escapeHtml(n.sellerIntro) +
    "</p>" +
    list("ul", n.remedies) +
    '<p style="' +
    text +
    '">' +
    escapeHtml(n.periods) +
    "</p>" +
    '<p style="' +
    text +
    '">' +
    escapeHtml(n.moreInfo) +
    "</p>" +
    '<p style="' +
    text +
    '"><a href="' +
    escapeHtml(n.url) +
    '"><img src="' +
    escapeHtml(joinUrl(appURL, n.qrImage)) +
    '" width="120" height="120" alt="' +
    escapeHtml(n.qrAlt) +
    '" style="display:block;width:120px;height:120px;border:0;"></a></p>' +
    '<p style="' +
    text +
    '"><a href="' +
    escapeHtml(n.url) +
    '" style="color:' +
    blue +
    ';font-weight:bold;">' +
    escapeHtml(n.urlLabel) +
    "</a></p>" +
    '<p style="' +
    text +
    'font-weight:bold;">' +
    escapeHtml(n.stepsIntro) +
    "</p>" +
    list("ol", n.steps) +
    '<p style="' +
    text +
    'font-size:12px;margin:0;">' +
    escapeHtml(n.commercial) +
    "</p>" +
    "</td></tr></table>"
  const plain = [
    n.title.toUpperCase(),
    n.lead,
    n.claimIntro,
    n.claimCases
      .map(function (line) {
        return "- " + line
      })
      .join("\n"),
    n.sellerIntro,
    n.remedies
      .map(function (line) {
        return "- " + line
      })
      .join("\n"),
    n.periods,
    n.moreInfo,
    n.url,
    n.stepsIntro,
    n.steps
      .map(function (line, index) {
        return index + 1 + ". " + line
      })
      .join("\n"),
    n.commercial,
  ].join("\n")
  return { html: html, text: plain }
}

// ---------------------------------------------------------------------------------------------------
// The mails. Each returns { subject, html, text }.

/**
 * (a) To the customer: the order is confirmed.
 * @param {OrderMailData} order
 * @param {string} appURL
 */
function orderConfirmation(order, appURL) {
  const number = orderNumber(order)
  const subject = "Confirmation de votre commande " + number
  const recap = orderRecap(order, "Votre commande")
  const withdrawalUrl = joinUrl(appURL, "/cgv#retractation")
  // The online withdrawal function (docs/adr/0049), the order's number filled in.
  const withdrawHereUrl = joinUrl(appURL, "/retractation?commande=" + encodeURIComponent(shortId(order.id)))
  // The order's own page (docs/adr/0080).
  const accountUrl = orderPageUrl(appURL, order)
  const name = order.customer_name ? " " + order.customer_name : ""
  const thanks =
    "Merci pour votre commande " +
    number +
    " du " +
    formatDate(order.created) +
    (order.payment_mode === "demo" ? " (paiement de démonstration : rien n’a été débité)." : " : votre paiement est bien reçu.")
  const delivery = "Vos bijoux sont expédiés sous 2 à 5 jours ouvrés ; la livraison est gratuite."
  const withdrawal =
    "Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier."
  const guarantee =
    "Vos bijoux bénéficient de la garantie légale de conformité (deux ans à compter de la livraison) et de la garantie contre les vices cachés."
  // The EU harmonised notice, required in the confirmation too (docs/adr/0048).
  const notice = legalGuaranteeNotice(appURL)
  // A B2B order (docs/adr/0080): the consumer's withdrawal and guarantees do not apply; the pro terms do.
  const proTermsUrl = joinUrl(appURL, "/cgv-professionnels")
  const proTerms =
    "Commande passée depuis votre compte professionnel : elle relève de nos conditions générales de vente professionnelles " +
    "(sans droit de rétractation des consommateurs)."
  const consumerHtml = order.b2b
    ? h2("Conditions de vente") + p(escapeHtml(proTerms) + " " + link(proTermsUrl, "Lire les conditions professionnelles"))
    : h2("Droit de rétractation") +
      p(escapeHtml(withdrawal) + " " + link(withdrawalUrl, "Exercer votre droit de rétractation")) +
      p("En ligne, à tout moment pendant ce délai : " + link(withdrawHereUrl, "Renoncer au contrat ici") + ".") +
      h2("Garanties légales") +
      p(escapeHtml(guarantee)) +
      notice.html
  const consumerText = order.b2b
    ? ["Conditions de vente", proTerms, "Lire les conditions professionnelles : " + proTermsUrl]
    : [
        "Droit de rétractation",
        withdrawal,
        "Exercer votre droit de rétractation : " + withdrawalUrl,
        "En ligne, à tout moment pendant ce délai, « Renoncer au contrat ici » : " + withdrawHereUrl,
        "",
        "Garanties légales",
        guarantee,
        "",
        notice.text,
      ]
  const html =
    p("Bonjour" + escapeHtml(name) + ",") +
    p(escapeHtml(thanks)) +
    recap.html +
    h2("Livraison") +
    p(escapeHtml(delivery)) +
    consumerHtml +
    p("Retrouvez votre commande, sa facture et son suivi sur " + link(accountUrl, "sa page dans votre compte") + ".")
  const text = [
    "Bonjour" + name + ",",
    "",
    thanks,
    "",
    recap.text,
    "",
    "Livraison",
    delivery,
    "",
    ...consumerText,
    "",
    "Retrouvez votre commande, sa facture et son suivi dans votre compte : " + accountUrl,
  ].join("\n")
  const body = layout("Votre commande est confirmée", html, text)
  return { subject: subject, html: body.html, text: body.text }
}

/**
 * (b) To the shop: a new order to prepare.
 * @param {OrderMailData} order
 * @param {string} appURL
 */
function orderAlert(order, appURL) {
  const number = orderNumber(order)
  const subject = "Nouvelle commande " + number + " — " + formatPrice(order.total)
  const recap = orderRecap(order, "Détail de la commande")
  const ordersUrl = joinUrl(appURL, "/dashboard/orders")
  const phone = (order.shipping_address && order.shipping_address.phone) || ""
  const customer = [
    "Client : " + (order.customer_name || "—"),
    "E-mail : " + (order.email || "—"),
    "Téléphone : " + (phone || "—"),
    "Paiement : " + (order.payment_mode === "demo" ? "démonstration (rien n’a été débité)" : "carte bancaire (Stripe)"),
  ]
  const html =
    p("Commande " + escapeHtml(number) + " du " + escapeHtml(formatDate(order.created)) + ", à expédier sous 2 à 5 jours ouvrés.") +
    p(htmlLines(customer)) +
    recap.html +
    p(link(ordersUrl, "Voir les commandes dans le tableau de bord"))
  const text = [
    "Commande " + number + " du " + formatDate(order.created) + ", à expédier sous 2 à 5 jours ouvrés.",
    "",
    customer.join("\n"),
    "",
    recap.text,
    "",
    "Voir les commandes dans le tableau de bord : " + ordersUrl,
  ].join("\n")
  const body = layout("Nouvelle commande", html, text)
  return { subject: subject, html: body.html, text: body.text }
}

/**
 * @param {unknown} value
 * @returns {unknown[]}
 */
function list(value) {
  if (Array.isArray(value)) return value
  if (typeof value === "string" && value.trim().charAt(0) === "[") {
    try {
      const parsed = JSON.parse(value)
      return Array.isArray(parsed) ? parsed : []
    } catch {
      return []
    }
  }
  return value ? [value] : []
}

/**
 * What the customer asked for, as label/value pairs (only what was filled in): for the shop's alert.
 * @param {CustomRequestMailData} request
 * @returns {DetailRow[]}
 */
function requestDetails(request) {
  /** @type {DetailRow[]} */
  const rows = [
    ["Type de bijou", request.jewelry_type],
    ["Pierre principale", request.main_stone],
    ["Pierres secondaires", list(request.secondary_stones).join(", ")],
    ["Taille des perles", request.bead_size],
    ["Tour de poignet", request.wrist_size ? String(request.wrist_size).replace(".", ",") + " cm" : ""],
    ["Fermoir", request.clasp_type],
    ["Éléments en acier inoxydable", request.stainless_steel_elements ? "Oui" : ""],
    ["Breloques", list(request.charms).join(", ")],
    ["Message", request.message],
  ]
  return rows.filter(function (row) {
    return row[1] !== undefined && row[1] !== null && String(row[1]).trim() !== ""
  })
}

/** @param {DetailRow[]} rows */
function detailsHtml(rows) {
  return (
    '<table role="presentation" style="' +
    STYLE.table +
    '">' +
    rows
      .map(function (row) {
        return (
          '<tr><td style="' +
          STYLE.td +
          'width:40%;color:#6b6258;">' +
          escapeHtml(row[0]) +
          "</td>" +
          '<td style="' +
          STYLE.td +
          'white-space:pre-line;">' +
          escapeHtml(row[1]) +
          "</td></tr>"
        )
      })
      .join("") +
    "</table>"
  )
}

/** @param {DetailRow[]} rows */
function detailsText(rows) {
  return rows
    .map(function (row) {
      return row[0] + " : " + row[1]
    })
    .join("\n")
}

/**
 * (c) An acknowledgement goes to whatever address was typed in a public form: it says in the shop's
 * own words only that a form was received, from that address, and when; nothing the visitor typed
 * (not even their name), or anyone could have the shop mail their words to a stranger
 * (docs/adr/0082). `intro`: « Nous avons bien reçu le message … », `thanks`: the shop's promise,
 * `created`: when the record was saved.
 * @param {string} title
 * @param {string} intro
 * @param {string} thanks
 * @param {string} created
 */
function receiptAck(title, intro, thanks, created) {
  const when = formatDateTime(created)
  const received = intro + (when ? ", le " + when + " (heure de Paris)" : "") + ", en indiquant cette adresse e-mail."
  const notYou = "Si vous n’avez pas écrit à " + SHOP.name + ", ignorez simplement cet e-mail."
  const html = p("Bonjour,") + p(escapeHtml(received)) + p(escapeHtml(thanks)) + p(escapeHtml(notYou))
  const text = ["Bonjour,", "", received, "", thanks, "", notYou].join("\n")
  return layout(title, html, text)
}

/**
 * (c) To the sender of a custom request.
 * @param {CustomRequestMailData} request
 */
function customRequestAck(request) {
  const body = receiptAck(
    "Votre demande sur-mesure",
    "Nous avons bien reçu la demande sur-mesure envoyée à " + SHOP.name + " depuis notre site",
    "Merci ! Nous revenons vers vous très vite pour en parler ensemble.",
    request.created,
  )
  return { subject: "Nous avons bien reçu votre demande sur-mesure", html: body.html, text: body.text }
}

/**
 * (d) To the shop: a new custom request.
 * @param {CustomRequestMailData} request
 * @param {string} appURL
 */
function customRequestAlert(request, appURL) {
  /** @type {DetailRow[]} */
  const who = [
    ["Nom", request.name],
    ["E-mail", request.email],
  ]
  const rows = who.concat(requestDetails(request))
  const url = joinUrl(appURL, "/dashboard/requests")
  const html = detailsHtml(rows) + p(link(url, "Voir les demandes dans le tableau de bord"))
  const text = [detailsText(rows), "", "Voir les demandes dans le tableau de bord : " + url].join("\n")
  const body = layout("Nouvelle demande sur-mesure", html, text)
  return { subject: "Nouvelle demande sur-mesure de " + request.name, html: body.html, text: body.text }
}

/**
 * (c) To the sender of a contact message (see receiptAck).
 * @param {ContactMessageMailData} message
 */
function contactAck(message) {
  const body = receiptAck(
    "Votre message",
    "Nous avons bien reçu le message envoyé à " + SHOP.name + " depuis le formulaire de contact de notre site",
    "Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.",
    message.created,
  )
  return { subject: "Nous avons bien reçu votre message", html: body.html, text: body.text }
}

/**
 * (d) To the shop: a new contact message.
 * @param {ContactMessageMailData} message
 * @param {string} appURL
 */
function contactAlert(message, appURL) {
  const rows = [
    ["Nom", message.name],
    ["E-mail", message.email],
    ["Sujet", message.subject],
    ["Message", message.message],
  ]
  const url = joinUrl(appURL, "/dashboard/messages")
  const html = detailsHtml(rows) + p(link(url, "Voir les messages dans le tableau de bord"))
  const text = [detailsText(rows), "", "Voir les messages dans le tableau de bord : " + url].join("\n")
  const body = layout("Nouveau message", html, text)
  return { subject: "Nouveau message : " + message.subject, html: body.html, text: body.text }
}

/**
 * To the customer: a refund and its credit note (docs/adr/0051). `note`: { number, amount, lines,
 * payment_mode, cancelled }.
 * @param {OrderMailData} order
 * @param {CreditNoteMailData} note
 * @param {string} appURL
 */
function creditNoteIssued(order, note, appURL) {
  const number = orderNumber(order)
  const subject = "Remboursement de votre commande " + number + " (avoir " + note.number + ")"
  const accountUrl = orderPageUrl(appURL, order)
  const name = order.customer_name ? " " + order.customer_name : ""
  const what = note.cancelled
    ? "Votre commande " + number + " est annulée et vous est remboursée."
    : "Nous vous remboursons une partie de votre commande " + number + "."
  const when =
    note.payment_mode === "demo"
      ? "Commande de démonstration : rien n’a été débité ni remboursé."
      : "Le remboursement de " + formatPrice(note.amount) + " apparaîtra sur le relevé de la carte utilisée sous 5 à 10 jours ouvrés."
  const lines = Array.isArray(note.lines) ? note.lines : []
  const rows = lines
    .map(function (line) {
      return (
        "<tr>" +
        '<td style="' +
        STYLE.td +
        '">' +
        escapeHtml(line.name) +
        "</td>" +
        '<td style="' +
        STYLE.tdRight +
        '">' +
        escapeHtml(String(line.quantity)) +
        "</td>" +
        '<td style="' +
        STYLE.tdRight +
        '">' +
        escapeHtml(formatPrice(line.amount)) +
        "</td>" +
        "</tr>"
      )
    })
    .join("")
  const table =
    '<table role="presentation" style="' +
    STYLE.table +
    '">' +
    "<tr>" +
    '<th style="' +
    STYLE.td +
    'text-align:left;">Article</th>' +
    '<th style="' +
    STYLE.tdRight +
    '">Quantité</th>' +
    '<th style="' +
    STYLE.tdRight +
    '">Montant</th>' +
    "</tr>" +
    rows +
    '<tr><td colspan="2" style="' +
    STYLE.td +
    'font-weight:bold;">Total remboursé TTC</td><td style="' +
    STYLE.tdRight +
    'font-weight:bold;">' +
    escapeHtml(formatPrice(note.amount)) +
    "</td></tr></table>"
  const html =
    p("Bonjour" + escapeHtml(name) + ",") +
    p(escapeHtml(what)) +
    h2("Avoir " + note.number) +
    table +
    p(escapeHtml(when)) +
    p("L’avoir est à télécharger dans " + link(accountUrl, "votre compte") + ".")
  const text = [
    "Bonjour" + name + ",",
    "",
    what,
    "",
    "Avoir " + note.number,
    lines
      .map(function (line) {
        return "- " + line.name + " × " + line.quantity + " : " + formatPrice(line.amount)
      })
      .join("\n"),
    "Total remboursé TTC : " + formatPrice(note.amount),
    "",
    when,
    "",
    "L’avoir est à télécharger dans votre compte : " + accountUrl,
  ].join("\n")
  const body = layout(note.cancelled ? "Votre commande est annulée" : "Votre remboursement", html, text)
  return { subject: subject, html: body.html, text: body.text }
}

// ---------------------------------------------------------------------------------------------------
// The online withdrawal function (docs/adr/0049): the acknowledgement and the shop's alert.

/**
 * The declaration as the consumer made it: label → value rows.
 * @param {WithdrawalMailData} withdrawal
 * @returns {DetailRow[]}
 */
function withdrawalRows(withdrawal) {
  const order = withdrawal.order || {}
  const lines = items(order).map(function (item) {
    return item.quantity + " × " + item.name + " (" + formatPrice(item.price) + ")"
  })
  return [
    ["Déclaration", "Je renonce au contrat portant sur la commande " + orderNumber(order) + " (commande entière)."],
    ["Nom", withdrawal.name],
    ["Adresse e-mail", withdrawal.email],
    ["Commande indiquée", withdrawal.order_number],
    ["Commande", orderNumber(order) + " du " + formatDate(order.created) + ", " + formatPrice(order.total)],
    ["Articles", lines.join("\n")],
    ["Envoyée le", formatDateTime(withdrawal.declared_at) + " (heure de Paris)"],
  ]
}

/**
 * (e) To the consumer: the acknowledgement on a durable medium (L. 221-21), with the declaration and its date and time.
 * @param {WithdrawalMailData} withdrawal
 * @param {string} appURL
 */
function withdrawalAck(withdrawal, appURL) {
  const order = withdrawal.order || {}
  const number = orderNumber(order)
  const sent = formatDateTime(withdrawal.declared_at)
  const intro =
    "Nous avons bien reçu votre rétractation de la commande " +
    number +
    ", envoyée le " +
    sent +
    " (heure de Paris) avec la fonction « Renoncer au contrat ici » de notre site."
  const returnText =
    "Si vous avez reçu les bijoux, renvoyez-les-nous, complets et en parfait état, au plus tard 14 jours après cette déclaration, à l’adresse : " +
    SHOP.address.join(", ") +
    ". Les frais de retour sont à votre charge."
  const refund =
    "Nous vous rembourserons la totalité des sommes versées, par le même moyen de paiement, au plus tard 14 jours après " +
    "la réception de votre déclaration ; ce remboursement peut être différé jusqu’à la réception des bijoux ou la preuve de leur expédition."
  const rows = withdrawalRows(withdrawal)
  const html =
    p("Bonjour " + escapeHtml(withdrawal.name) + ",") +
    p(escapeHtml(intro)) +
    h2("Votre déclaration") +
    detailsHtml(rows) +
    h2("La suite") +
    p(escapeHtml(returnText)) +
    p(escapeHtml(refund)) +
    p("Une question ? Écrivez-nous depuis la page " + link(joinUrl(appURL, "/contact"), "Contact") + ".")
  const text = [
    "Bonjour " + withdrawal.name + ",",
    "",
    intro,
    "",
    "Votre déclaration",
    detailsText(rows),
    "",
    "La suite",
    returnText,
    refund,
    "",
    "Une question ? Écrivez-nous depuis la page Contact : " + joinUrl(appURL, "/contact"),
  ].join("\n")
  const body = layout("Accusé de réception de votre rétractation", html, text)
  return { subject: "Accusé de réception de votre rétractation — commande " + number, html: body.html, text: body.text }
}

/**
 * (f) To the shop: a withdrawal to handle (refund once the pieces are back).
 * @param {WithdrawalMailData} withdrawal
 * @param {string} appURL
 */
function withdrawalAlert(withdrawal, appURL) {
  const number = orderNumber(withdrawal.order || {})
  const rows = withdrawalRows(withdrawal)
  if (withdrawal.deadline) rows.push(["Fin du délai (livraison estimée)", formatDate(withdrawal.deadline)])
  const url = joinUrl(appURL, "/dashboard/retractations")
  const html = detailsHtml(rows) + p(link(url, "Voir les rétractations dans le tableau de bord"))
  const text = [detailsText(rows), "", "Voir les rétractations dans le tableau de bord : " + url].join("\n")
  const body = layout("Rétractation reçue", html, text)
  return { subject: "Rétractation reçue : commande " + number, html: body.html, text: body.text }
}

/**
 * To the customer: the shop does not accept their withdrawal, and says why (docs/adr/0081). Sent to
 * the address the acknowledgement went to; `refusal_reason` is the admin's own words.
 * @param {WithdrawalMailData} withdrawal
 * @param {string} appURL
 */
function withdrawalRefused(withdrawal, appURL) {
  const number = orderNumber(withdrawal.order || {})
  const intro =
    "Nous avons examiné votre rétractation de la commande " +
    number +
    ", envoyée le " +
    formatDateTime(withdrawal.declared_at) +
    " (heure de Paris). Nous ne pouvons pas l’accepter, pour la raison suivante :"
  const reason = String(withdrawal.refusal_reason || "")
  const next =
    "Votre commande n’est donc pas remboursée. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page Contact " +
    "en rappelant le numéro de votre commande : nous réexaminerons votre demande."
  const contactUrl = joinUrl(appURL, "/contact")
  const html =
    p(escapeHtml(greeting(withdrawal.name))) +
    p(escapeHtml(intro)) +
    '<p style="' +
    STYLE.p +
    'white-space:pre-line;border-left:3px solid #e5dccf;padding-left:12px;">' +
    escapeHtml(reason) +
    "</p>" +
    p(escapeHtml(next)) +
    p(link(contactUrl, "Nous écrire"))
  const text = [greeting(withdrawal.name), "", intro, "", reason, "", next, "Nous écrire : " + contactUrl].join("\n")
  const body = layout("Votre rétractation n’est pas acceptée", html, text)
  return { subject: "Votre rétractation de la commande " + number + " n’est pas acceptée", html: body.html, text: body.text }
}

/**
 * (e) To the customer: the order has left the workshop (docs/adr/0050). `order` carries the
 * shipment: carrier, tracking_number, tracking_url (may be empty for « Autre »), shipped_at.
 * @param {OrderMailData} order
 * @param {string} appURL
 */
function orderShipped(order, appURL) {
  const number = orderNumber(order)
  const subject = "Votre commande " + number + " est expédiée"
  const name = order.customer_name ? " " + order.customer_name : ""
  const news =
    "Bonne nouvelle : votre commande " +
    number +
    " du " +
    formatDate(order.created) +
    " a été expédiée le " +
    formatDate(order.shipped_at) +
    " par " +
    order.carrier +
    "."
  const tracking = "Numéro de suivi : " + order.tracking_number
  const accountUrl = orderPageUrl(appURL, order)
  const lines = items(order).map(function (item) {
    return item.quantity + " × " + item.name
  })
  const shipping = addressLines(order.shipping_address, false)
  const html =
    p("Bonjour" + escapeHtml(name) + ",") +
    p(escapeHtml(news)) +
    p(escapeHtml(tracking) + (order.tracking_url ? "<br>" + link(order.tracking_url, "Suivre votre colis") : "")) +
    h2("Contenu du colis") +
    p(htmlLines(lines)) +
    (shipping.length > 0 ? h2("Adresse de livraison") + p(htmlLines(shipping)) : "") +
    p("Retrouvez le suivi de votre commande dans " + link(accountUrl, "votre compte") + ".")
  const text = [
    "Bonjour" + name + ",",
    "",
    news,
    tracking,
    order.tracking_url ? "Suivre votre colis : " + order.tracking_url : "",
    "",
    "Contenu du colis",
    lines.join("\n"),
    shipping.length > 0 ? "\nAdresse de livraison\n" + shipping.join("\n") : "",
    "",
    "Retrouvez le suivi de votre commande dans votre compte : " + accountUrl,
  ].join("\n")
  const body = layout("Votre commande est expédiée", html, text)
  return { subject: subject, html: body.html, text: body.text }
}

// ---------------------------------------------------------------------------------------------------
// The pro application (docs/adr/0060): its acknowledgement, the shop's alert and the decision.

/**
 * The company's details as label/value pairs (only what was given).
 * @param {ProApplicationData} application
 * @returns {DetailRow[]}
 */
function applicationRows(application) {
  const siret = String(application.siret || "")
  /** @type {DetailRow[]} */
  const rows = [
    ["Entreprise", application.company],
    [siret.length === 9 ? "SIREN" : "SIRET", siret],
    ["TVA intracommunautaire", application.vat_number],
    ["Activité", application.activity],
  ]
  return rows.filter(function (row) {
    return row[1] !== undefined && row[1] !== null && String(row[1]).trim() !== ""
  })
}

/** @param {string} name */
function greeting(name) {
  return "Bonjour" + (name ? " " + name : "") + ","
}

/**
 * To the applicant: the application is received.
 * @param {ProApplicationData} application
 * @param {string} appURL
 */
function proApplicationReceived(application, appURL) {
  const thanks =
    "Merci ! Votre demande de compte professionnel pour « " +
    application.company +
    " » a bien été reçue. " +
    "Nous l’examinons et vous répondrons par e-mail."
  const accountUrl = joinUrl(appURL, "/account/devenir-pro")
  const rows = applicationRows(application)
  const html =
    p(escapeHtml(greeting(application.name))) +
    p(escapeHtml(thanks)) +
    h2("Votre demande") +
    detailsHtml(rows) +
    p("Suivez votre demande dans " + link(accountUrl, "votre compte") + ".")
  const text = [
    greeting(application.name),
    "",
    thanks,
    "",
    "Votre demande",
    detailsText(rows),
    "",
    "Suivez votre demande dans votre compte : " + accountUrl,
  ].join("\n")
  const body = layout("Votre demande de compte professionnel", html, text)
  return { subject: "Nous avons bien reçu votre demande de compte professionnel", html: body.html, text: body.text }
}

/**
 * To the shop: an application to decide.
 * @param {ProApplicationData} application
 * @param {string} appURL
 */
function proApplicationAlert(application, appURL) {
  /** @type {DetailRow[]} */
  const who = [
    ["Nom", application.name],
    ["E-mail", application.email],
  ]
  const rows = who.concat(applicationRows(application), [["Message", application.message]]).filter(function (row) {
    return String(row[1] || "").trim() !== ""
  })
  const url = joinUrl(appURL, "/dashboard/users/" + application.user_id)
  const html = detailsHtml(rows) + p(link(url, "Accepter ou refuser la demande dans le tableau de bord"))
  const text = [detailsText(rows), "", "Accepter ou refuser la demande dans le tableau de bord : " + url].join("\n")
  const body = layout("Nouvelle demande de compte professionnel", html, text)
  return { subject: "Nouvelle demande de compte professionnel : " + application.company, html: body.html, text: body.text }
}

/**
 * To the applicant: the account is now a professional one.
 * @param {ProApplicationData} application
 * @param {string} appURL
 */
function proApplicationApproved(application, appURL) {
  const news =
    "Bonne nouvelle : votre demande de compte professionnel pour « " +
    application.company +
    " » est acceptée. " +
    "Votre compte " +
    application.email +
    " est désormais un compte professionnel : prix professionnels, produits exclusifs, " +
    "commande rapide et documents vous attendent dans l’espace pro."
  const how = "Connectez-vous (ou rechargez la page si vous l’êtes déjà), puis ouvrez l’espace pro."
  const url = joinUrl(appURL, "/espace-pro")
  const html = p(escapeHtml(greeting(application.name))) + p(escapeHtml(news)) + p(escapeHtml(how)) + p(link(url, "Ouvrir l’espace pro"))
  const text = [greeting(application.name), "", news, "", how, "Ouvrir l’espace pro : " + url].join("\n")
  const body = layout("Votre compte professionnel est ouvert", html, text)
  return { subject: "Votre compte professionnel est ouvert", html: body.html, text: body.text }
}

/**
 * To the applicant: the application is refused, with the shop's reason when it gave one.
 * @param {ProApplicationData} application
 * @param {string} appURL
 */
function proApplicationRefused(application, appURL) {
  const news = "Nous ne pouvons pas donner suite à votre demande de compte professionnel pour « " + application.company + " »."
  const reason = application.refusal_reason ? "Motif : " + application.refusal_reason : ""
  const next =
    "Votre compte client reste ouvert. Pour toute question, écrivez-nous depuis la page Contact ; vous pouvez aussi déposer " +
    "une nouvelle demande depuis votre compte."
  const contactUrl = joinUrl(appURL, "/contact")
  const html =
    p(escapeHtml(greeting(application.name))) +
    p(escapeHtml(news)) +
    (reason ? '<p style="' + STYLE.p + 'white-space:pre-line;">' + escapeHtml(reason) + "</p>" : "") +
    p(escapeHtml(next)) +
    p(link(contactUrl, "Nous écrire"))
  const text = [greeting(application.name), "", news, reason ? "\n" + reason : "", "", next, "Nous écrire : " + contactUrl].join("\n")
  const body = layout("Votre demande de compte professionnel", html, text)
  return { subject: "Votre demande de compte professionnel", html: body.html, text: body.text }
}

module.exports = {
  SHOP,
  KIND_LABELS,
  escapeHtml,
  shortId,
  orderConfirmation,
  legalGuaranteeNotice,
  LEGAL_GUARANTEE,
  orderAlert,
  creditNoteIssued,
  customRequestAck,
  customRequestAlert,
  contactAck,
  contactAlert,
  withdrawalAck,
  withdrawalAlert,
  withdrawalRefused,
  orderShipped,
  proApplicationReceived,
  proApplicationAlert,
  proApplicationApproved,
  proApplicationRefused,
}
