// The shop's e-mails, in French, HTML and plain text (docs/adr/0033, docs/adr/0089). Each e-mail is a
// pair of template files in pb_hooks/mail-templates/ (`<name>.html`, `<name>.txt`) drawn inside the
// shared layout and partials by PocketBase's `$template`: Go's html/template, which escapes every
// value for the place it lands (text, attribute, URL). This file only says what an e-mail says: its
// subject and the plain data its templates read (sentences, prices, dates, links), the words of both
// parts written once. The shop's name and details come from its identity record (`ctx.shop`, read by
// lib/mail.js `mailContext`). `npm run mail:preview` draws every e-mail with sample data.

const NBSP = "\u00a0"

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
  pro_account_revoked: "Compte pro retiré",
  review_request: "Demande d’avis",
  review_refused: "Avis refusé",
  stock_alert: "Retour en stock",
  newsletter: "Lettre d’information",
  gift_card_buyer: "Carte cadeau achetée",
  gift_card_recipient: "Carte cadeau reçue",
  quote_sent: "Devis envoyé",
  quote_accepted: "Devis accepté (boutique)",
  quote_change: "Modification de devis demandée (boutique)",
  request_message: "Message sur une demande (boutique)",
  request_reply: "Réponse de la boutique sur une demande",
  quote_balance_due: "Solder ma commande (sur-mesure)",
}

// ---------------------------------------------------------------------------------------------------
// Drawing: the templates, the layout, the shop's details.

/**
 * What html/template writes for the characters it escapes in text (`&#34;`, `&#39;`, `&#43;`, `&lt;`…):
 * the text part is not HTML, so it gets them back as they were typed.
 * @param {string} text
 */
function unescapeText(text) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#43;/g, "+")
    .replace(/&amp;/g, "&")
}

/**
 * The text part tidied: no spaces at line ends, at most one empty line in a row, one final newline.
 * @param {string} text
 */
function tidyText(text) {
  return (
    text
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim() + "\n"
  )
}

/**
 * The shop's details for the header, the footer and the words that name it, from its identity.
 * @param {MailContext} ctx
 */
function shopOf(ctx) {
  const identity = (ctx && ctx.shop) || {}
  /** @param {keyof MailShopIdentity} field */
  const get = (field) => String(identity[field] || "").trim()
  const city = [get("postal_code"), get("city")].filter(Boolean).join(" ")
  const addressLines = [get("address_line1"), get("address_line2"), city].filter(Boolean)
  return {
    name: get("trade_name") || get("legal_name") || String((ctx && ctx.appName) || "").trim(),
    address: addressLines.join(", "),
    addressLines: addressLines,
    email: get("email"),
    phone: get("phone"),
  }
}

/**
 * One e-mail: `name`'s two templates drawn in the layout with `model`, under `title`.
 * @param {string} name the template files' name (`order-confirmation` → order-confirmation.html/.txt)
 * @param {string} subject
 * @param {string} title the heading of the e-mail (and the HTML's <title>)
 * @param {{ [key: string]: unknown }} model what the templates read
 * @param {MailContext} ctx
 * @returns {MailContent}
 */
function draw(name, subject, title, model, ctx) {
  const dir = `${__hooks}/mail-templates/`
  const data = Object.assign({ title: title, shop: shopOf(ctx) }, model)
  const html = $template.loadFiles(dir + "layout.html", dir + "partials.html", dir + name + ".html").render(data)
  const text = $template.loadFiles(dir + "layout.txt", dir + "partials.txt", dir + name + ".txt").render(data)
  return { subject: subject, html: html, text: tidyText(unescapeText(text)) }
}

// ---------------------------------------------------------------------------------------------------
// Words and values the e-mails share.

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
 * @param {MailContext} ctx
 * @param {string} path
 */
function shopUrl(ctx, path) {
  return String((ctx && ctx.appURL) || "").replace(/\/+$/, "") + path
}

/**
 * The order's own page in the customer's account (docs/adr/0080): every e-mail about an order links it.
 * @param {MailContext} ctx
 * @param {{ id: string }} order
 */
function orderPageUrl(ctx, order) {
  return shopUrl(ctx, "/account/commandes/" + encodeURIComponent(order.id))
}

/**
 * A link as the templates read it.
 * @param {string} href
 * @param {string} label
 */
function link(href, label) {
  return { href: href, label: label }
}

/** @param {string | undefined} name */
function greeting(name) {
  return "Bonjour" + (name ? " " + name : "") + ","
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

/**
 * A line's name with the size bought, « Bracelet — Tour de poignet : 17 cm » (docs/adr/0109).
 * @param {{ name?: string, size?: string }} item
 */
function lineName(item) {
  return String(item.name || "") + (item.size ? " — " + item.size : "")
}

/** @param {OrderItem} item */
function lineTotal(item) {
  return Number(item.price || 0) * Number(item.quantity || 0)
}

/**
 * The recap's discount line, « Remise (CODE) » and its amount (docs/adr/0116); null without one.
 * @param {OrderMailData} order
 */
function discountRow(order) {
  const discount = Number(order.discount || 0)
  if (!(discount > 0)) return null
  return { label: "Remise" + (order.discount_code ? " (" + order.discount_code + ")" : ""), amount: formatPrice(-discount) }
}

/**
 * The rows under the total of an order a gift card paid for, worded as the invoice's (docs/adr/0117):
 * « Payé par carte cadeau XXXX-…-B2HD » and, when the bank card paid the rest, « Reste payé par carte
 * bancaire »; none without a card.
 * @param {OrderMailData} order
 */
function paymentRows(order) {
  const paid = Math.round(Number(order.gift_card_paid || 0) * 100)
  if (!(paid > 0)) return []
  const rows = [{ label: ("Payé par carte cadeau " + (order.gift_card_code || "")).trim(), amount: formatPrice(paid / 100) }]
  const rest = Math.round(Number(order.total || 0) * 100) - paid
  if (rest > 0) rows.push({ label: "Reste payé par carte bancaire", amount: formatPrice(rest / 100) })
  return rows
}

/**
 * The recap of an order under `heading` (the "recap" partial): lines, total, both addresses.
 * @param {OrderMailData} order
 * @param {string} heading
 */
function orderRecap(order, heading) {
  return {
    heading: heading,
    rows: items(order).map(function (item) {
      return { name: lineName(item), quantity: String(item.quantity), unit: formatPrice(item.price), total: formatPrice(lineTotal(item)) }
    }),
    discount: discountRow(order),
    total: formatPrice(order.total),
    payments: paymentRows(order),
    shipping: addressLines(order.shipping_address, true),
    billing: addressLines(order.billing_address, false),
  }
}

/**
 * Label → value rows for the "details" partial, without the empty ones.
 * @param {DetailRow[]} rows
 */
function details(rows) {
  return rows
    .filter(function (row) {
      return row[1] !== undefined && row[1] !== null && String(row[1]).trim() !== ""
    })
    .map(function (row) {
      return { label: row[0], value: String(row[1]) }
    })
}

/** @typedef {Array<string | undefined>} DetailRow A label, then its value (left out when empty). */

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
 * The notice as the "legal-guarantee" partials read it: its words, its QR code (an image the shop
 * serves) and the numbered steps of the text part.
 * @param {MailContext} ctx
 */
function legalGuaranteeNotice(ctx) {
  const n = LEGAL_GUARANTEE
  return Object.assign({}, n, {
    titleUpper: n.title.toUpperCase(),
    qrSrc: shopUrl(ctx, n.qrImage),
    numberedSteps: n.steps.map(function (line, index) {
      return index + 1 + ". " + line
    }),
  })
}

// ---------------------------------------------------------------------------------------------------
// The mails. Each returns { subject, html, text }.

/**
 * An order of gift cards only (docs/adr/0117): nothing is shipped.
 * @param {OrderMailData} order
 */
function giftCardOrder(order) {
  return require(`${__hooks}/lib/gift-cards.js`).isCardOrder(order.items)
}

/**
 * The withdrawal paragraph: a made-to-order piece is excluded from the right (L221-28 3°, docs/adr/0128),
 * the other articles of the order keep it.
 * @param {OrderMailData} order
 */
function withdrawalText(order) {
  const standard = "Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier."
  const lines = Array.isArray(order.items) ? order.items : []
  if (!lines.some((item) => item && item.made_to_order)) return standard
  const notice = require(`${__hooks}/lib/made-to-order.js`).MADE_TO_ORDER_NOTICE
  if (lines.every((item) => item && item.made_to_order)) return notice
  return notice + " Pour les autres articles de la commande, vous disposez de 14 jours à compter de leur réception pour vous rétracter."
}

/**
 * An order that pays only a quote's deposit (docs/adr/0128): nothing is shipped yet.
 * @param {OrderMailData} order
 */
function depositOnly(order) {
  const lines = Array.isArray(order.items) ? order.items : []
  return lines.length > 0 && lines.every((item) => item && item.quote_part === "deposit")
}

/**
 * (a) To the customer: the order is confirmed.
 * @param {OrderMailData} order
 * @param {MailContext} ctx
 */
function orderConfirmation(order, ctx) {
  const number = orderNumber(order)
  return draw(
    "order-confirmation",
    "Confirmation de votre commande " + number,
    "Votre commande est confirmée",
    {
      hello: greeting(order.customer_name),
      thanks:
        "Merci pour votre commande " +
        number +
        " du " +
        formatDate(order.created) +
        (order.payment_method === "transfer"
          ? // On invoice (docs/adr/0131): nothing is paid yet.
            " : elle est payable par virement, avant le " + formatDate(order.due_at) + " ; l’IBAN figure sur la facture."
          : order.payment_mode === "demo"
            ? " (paiement de démonstration : rien n’a été débité)."
            : " : votre paiement est bien reçu."),
      recap: orderRecap(order, "Votre commande"),
      delivery: giftCardOrder(order)
        ? "Votre carte cadeau et son code vous sont envoyés dans un e-mail séparé."
        : depositOnly(order)
          ? "Votre bijou est maintenant créé dans notre atelier : nous vous écrirons quand il sera prêt, pour en régler le solde avant son envoi."
          : "Vos bijoux sont expédiés sous 2 à 5 jours ouvrés ; la livraison est gratuite.",
      // A B2B order (docs/adr/0080): the consumer's withdrawal and guarantees do not apply; the pro terms do.
      b2b: Boolean(order.b2b),
      proTerms:
        "Commande passée depuis votre compte professionnel : elle relève de nos conditions générales de vente professionnelles " +
        "(sans droit de rétractation des consommateurs).",
      proTermsUrl: shopUrl(ctx, "/cgv-professionnels"),
      withdrawal: withdrawalText(order),
      withdrawalUrl: shopUrl(ctx, "/cgv#retractation"),
      // The online withdrawal function (docs/adr/0049), the order's number filled in.
      withdrawHereUrl: shopUrl(ctx, "/retractation?commande=" + encodeURIComponent(shortId(order.id))),
      guarantee:
        "Vos bijoux bénéficient de la garantie légale de conformité (deux ans à compter de la livraison) et de la garantie contre les vices cachés.",
      // The EU harmonised notice, required in the confirmation too (docs/adr/0048).
      notice: legalGuaranteeNotice(ctx),
      // The order's own page (docs/adr/0080).
      accountUrl: orderPageUrl(ctx, order),
    },
    ctx,
  )
}

/**
 * (b) To the shop: a new order to prepare.
 * @param {OrderMailData} order
 * @param {MailContext} ctx
 */
function orderAlert(order, ctx) {
  const number = orderNumber(order)
  // Gift cards alone have no delivery address (docs/adr/0119): the billing one may give a phone.
  const phone = (order.shipping_address && order.shipping_address.phone) || (order.billing_address && order.billing_address.phone) || ""
  return draw(
    "order-alert",
    "Nouvelle commande " + number + " — " + formatPrice(order.total),
    "Nouvelle commande",
    {
      intro:
        "Commande " +
        number +
        " du " +
        formatDate(order.created) +
        (giftCardOrder(order) ? " : cartes cadeaux envoyées par e-mail, rien à expédier." : ", à expédier sous 2 à 5 jours ouvrés."),
      customer: [
        "Client : " + (order.customer_name || "—"),
        "E-mail : " + (order.email || "—"),
        "Téléphone : " + (phone || "—"),
        "Paiement : " +
          (order.payment_method === "transfer"
            ? "virement à 30 jours, échéance le " + formatDate(order.due_at)
            : order.payment_mode === "demo"
              ? "démonstration (rien n’a été débité)"
              : "carte bancaire (Stripe)"),
      ],
      recap: orderRecap(order, "Détail de la commande"),
      ordersLink: link(shopUrl(ctx, "/dashboard/orders"), "Voir les commandes dans le tableau de bord"),
    },
    ctx,
  )
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
  return [
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
}

/**
 * (c) An acknowledgement goes to whatever address was typed in a public form: it says in the shop's
 * own words only that a form was received, from that address, and when; nothing the visitor typed
 * (not even their name), or anyone could have the shop mail their words to a stranger
 * (docs/adr/0082). `intro`: « Nous avons bien reçu le message … », `thanks`: the shop's promise,
 * `created`: when the record was saved.
 * @param {string} subject
 * @param {string} title
 * @param {string} intro
 * @param {string} thanks
 * @param {string | undefined} created
 * @param {MailContext} ctx
 */
function receiptAck(subject, title, intro, thanks, created, ctx) {
  const when = formatDateTime(created)
  return draw(
    "receipt-ack",
    subject,
    title,
    {
      received: intro + (when ? ", le " + when + " (heure de Paris)" : "") + ", en indiquant cette adresse e-mail.",
      thanks: thanks,
      notYou: "Si vous n’avez pas écrit à " + shopOf(ctx).name + ", ignorez simplement cet e-mail.",
    },
    ctx,
  )
}

/**
 * (c) To the sender of a custom request.
 * @param {CustomRequestMailData} request
 * @param {MailContext} ctx
 */
function customRequestAck(request, ctx) {
  return receiptAck(
    "Nous avons bien reçu votre demande sur-mesure",
    "Votre demande sur-mesure",
    "Nous avons bien reçu la demande sur-mesure envoyée à " + shopOf(ctx).name + " depuis notre site",
    "Merci ! Nous revenons vers vous très vite pour en parler ensemble.",
    request.created,
    ctx,
  )
}

/**
 * An alert to the shop: the rows of what arrived, and the back-office page to see it.
 * @param {string} subject
 * @param {string} title
 * @param {DetailRow[]} rows
 * @param {{ href: string, label: string }} next
 * @param {MailContext} ctx
 */
function alert(subject, title, rows, next, ctx) {
  return draw("alert", subject, title, { rows: details(rows), next: next }, ctx)
}

/**
 * (d) To the shop: a new custom request.
 * @param {CustomRequestMailData} request
 * @param {MailContext} ctx
 */
function customRequestAlert(request, ctx) {
  /** @type {DetailRow[]} */
  const who = [
    ["Nom", request.name],
    ["E-mail", request.email],
  ]
  return alert(
    "Nouvelle demande sur-mesure de " + request.name,
    "Nouvelle demande sur-mesure",
    who.concat(requestDetails(request)),
    link(shopUrl(ctx, "/dashboard/requests"), "Voir les demandes dans le tableau de bord"),
    ctx,
  )
}

/**
 * (c) To the sender of a contact message (see receiptAck).
 * @param {ContactMessageMailData} message
 * @param {MailContext} ctx
 */
function contactAck(message, ctx) {
  return receiptAck(
    "Nous avons bien reçu votre message",
    "Votre message",
    "Nous avons bien reçu le message envoyé à " + shopOf(ctx).name + " depuis le formulaire de contact de notre site",
    "Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.",
    message.created,
    ctx,
  )
}

/**
 * (d) To the shop: a new contact message.
 * @param {ContactMessageMailData} message
 * @param {MailContext} ctx
 */
function contactAlert(message, ctx) {
  return alert(
    "Nouveau message : " + message.subject,
    "Nouveau message",
    [
      ["Nom", message.name],
      ["E-mail", message.email],
      ["Sujet", message.subject],
      ["Message", message.message],
    ],
    link(shopUrl(ctx, "/dashboard/messages"), "Voir les messages dans le tableau de bord"),
    ctx,
  )
}

/**
 * To the customer: a refund and its credit note (docs/adr/0051).
 * @param {OrderMailData} order
 * @param {CreditNoteMailData} note
 * @param {MailContext} ctx
 */
function creditNoteIssued(order, note, ctx) {
  return creditNoteMail(order, note, ctx)
}

/**
 * Where a credit note's money goes: the gift card that paid for the order first (docs/adr/0117), the
 * rest to the bank card.
 * @param {CreditNoteMailData} note
 */
function refundWhen(note) {
  const card = Math.round((note.gift_card_credit || 0) * 100)
  const bank = Math.round(note.amount * 100) - card
  const cardText = card > 0 ? formatPrice(card / 100) + " sont recrédités sur votre carte cadeau " + (note.gift_card_code || "") + ". " : ""
  if (bank <= 0) return cardText.trim()
  // On invoice (docs/adr/0131): nothing was charged, the credit note lowers what is due.
  if (note.transfer)
    return cardText + "Cette commande est payée par virement : l’avoir réduit d’autant le montant restant à régler sur sa facture."
  if (note.payment_mode === "demo") return cardText + "Commande de démonstration : rien n’a été débité ni remboursé."
  return (
    cardText + "Le remboursement de " + formatPrice(bank / 100) + " apparaîtra sur le relevé de la carte utilisée sous 5 à 10 jours ouvrés."
  )
}

/**
 * @param {OrderMailData} order
 * @param {CreditNoteMailData} note
 * @param {MailContext} ctx
 */
function creditNoteMail(order, note, ctx) {
  const number = orderNumber(order)
  const lines = Array.isArray(note.lines) ? note.lines : []
  return draw(
    "credit-note",
    "Remboursement de votre commande " + number + " (avoir " + note.number + ")",
    note.cancelled ? "Votre commande est annulée" : "Votre remboursement",
    {
      hello: greeting(order.customer_name),
      what: note.cancelled
        ? "Votre commande " + number + " est annulée et vous est remboursée."
        : "Nous vous remboursons une partie de votre commande " + number + ".",
      heading: "Avoir " + note.number,
      rows: lines.map(function (line) {
        return { name: lineName(line), quantity: String(line.quantity), amount: formatPrice(line.amount) }
      }),
      total: formatPrice(note.amount),
      when: refundWhen(note),
      accountUrl: orderPageUrl(ctx, order),
    },
    ctx,
  )
}

// ---------------------------------------------------------------------------------------------------
// The online withdrawal function (docs/adr/0049): the acknowledgement, the shop's alert, the refusal.

/**
 * The declaration as the consumer made it: label → value rows.
 * @param {WithdrawalMailData} withdrawal
 * @returns {DetailRow[]}
 */
function withdrawalRows(withdrawal) {
  const order = withdrawal.order || {}
  const lines = items(order).map(function (item) {
    return item.quantity + " × " + lineName(item) + " (" + formatPrice(item.price) + ")"
  })
  return [
    ["Déclaration", "Je renonce au contrat portant sur la commande " + orderNumber(order) + " (commande entière)."],
    ["Nom", withdrawal.name],
    ["Adresse e-mail", withdrawal.email],
    ["Commande indiquée", withdrawal.order_number],
    ["Commande", orderNumber(order) + " du " + formatDate(order.created) + ", " + formatPrice(order.total)],
    ["Articles", lines.join("\n")],
    ["Envoyée le", formatDateTime(withdrawal.declared_at) + " (heure de Paris)"],
  ].concat(
    // An order paid by gift card and bank card: where the customer asked to be refunded first (docs/adr/0134).
    withdrawal.refund_first
      ? [["Remboursement", withdrawal.refund_first === "bank_card" ? "Sur la carte bancaire d’abord" : "Sur la carte cadeau d’abord"]]
      : [],
  )
}

/**
 * (e) To the consumer: the acknowledgement on a durable medium (L. 221-21), with the declaration and its date and time.
 * @param {WithdrawalMailData} withdrawal
 * @param {MailContext} ctx
 */
function withdrawalAck(withdrawal, ctx) {
  const number = orderNumber(withdrawal.order || {})
  const returnTo = shopOf(ctx).address
  return draw(
    "withdrawal-ack",
    "Accusé de réception de votre rétractation — commande " + number,
    "Accusé de réception de votre rétractation",
    {
      hello: "Bonjour " + withdrawal.name + ",",
      intro:
        "Nous avons bien reçu votre rétractation de la commande " +
        number +
        ", envoyée le " +
        formatDateTime(withdrawal.declared_at) +
        " (heure de Paris) avec la fonction « Renoncer au contrat ici » de notre site.",
      rows: details(withdrawalRows(withdrawal)),
      returnText:
        "Si vous avez reçu les bijoux, renvoyez-les-nous, complets et en parfait état, au plus tard 14 jours après cette déclaration" +
        (returnTo ? ", à l’adresse : " + returnTo : "") +
        ". Les frais de retour sont à votre charge.",
      refund:
        "Nous vous rembourserons la totalité des sommes versées, par le même moyen de paiement, au plus tard 14 jours après " +
        "la réception de votre déclaration ; ce remboursement peut être différé jusqu’à la réception des bijoux ou la preuve de leur expédition.",
      contactUrl: shopUrl(ctx, "/contact"),
    },
    ctx,
  )
}

/**
 * (f) To the shop: a withdrawal to handle (refund once the pieces are back).
 * @param {WithdrawalMailData} withdrawal
 * @param {MailContext} ctx
 */
function withdrawalAlert(withdrawal, ctx) {
  const rows = withdrawalRows(withdrawal)
  if (withdrawal.deadline) rows.push(["Fin du délai (livraison estimée)", formatDate(withdrawal.deadline)])
  return alert(
    "Rétractation reçue : commande " + orderNumber(withdrawal.order || {}),
    "Rétractation reçue",
    rows,
    link(shopUrl(ctx, "/dashboard/retractations"), "Voir les rétractations dans le tableau de bord"),
    ctx,
  )
}

/**
 * To the customer: the shop does not accept their withdrawal, and says why (docs/adr/0081). Sent to
 * the address the acknowledgement went to; `refusal_reason` is the admin's own words.
 * @param {WithdrawalMailData} withdrawal
 * @param {MailContext} ctx
 */
function withdrawalRefused(withdrawal, ctx) {
  const number = orderNumber(withdrawal.order || {})
  return draw(
    "withdrawal-refused",
    "Votre rétractation de la commande " + number + " n’est pas acceptée",
    "Votre rétractation n’est pas acceptée",
    {
      hello: greeting(withdrawal.name),
      intro:
        "Nous avons examiné votre rétractation de la commande " +
        number +
        ", envoyée le " +
        formatDateTime(withdrawal.declared_at) +
        " (heure de Paris). Nous ne pouvons pas l’accepter, pour la raison suivante :",
      reason: String(withdrawal.refusal_reason || ""),
      next:
        "Votre commande n’est donc pas remboursée. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page Contact " +
        "en rappelant le numéro de votre commande : nous réexaminerons votre demande.",
      contact: link(shopUrl(ctx, "/contact"), "Nous écrire"),
    },
    ctx,
  )
}

/**
 * (e) To the customer: the order has left the workshop (docs/adr/0050). `order` carries the
 * shipment: carrier, tracking_number, tracking_url (may be empty for « Autre »), shipped_at.
 * @param {OrderMailData} order
 * @param {MailContext} ctx
 */
function orderShipped(order, ctx) {
  const number = orderNumber(order)
  return draw(
    "order-shipped",
    "Votre commande " + number + " est expédiée",
    "Votre commande est expédiée",
    {
      hello: greeting(order.customer_name),
      news:
        "Bonne nouvelle : votre commande " +
        number +
        " du " +
        formatDate(order.created) +
        " a été expédiée le " +
        formatDate(order.shipped_at) +
        " par " +
        order.carrier +
        ".",
      tracking: "Numéro de suivi : " + order.tracking_number,
      trackingUrl: order.tracking_url || "",
      lines: items(order).map(function (item) {
        return item.quantity + " × " + lineName(item)
      }),
      shipping: addressLines(order.shipping_address, false),
      accountUrl: orderPageUrl(ctx, order),
    },
    ctx,
  )
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
  return [
    ["Entreprise", application.company],
    [siret.length === 9 ? "SIREN" : "SIRET", siret],
    ["TVA intracommunautaire", application.vat_number],
    ["Activité", application.activity],
  ]
}

/**
 * To the applicant: the application is received.
 * @param {ProApplicationData} application
 * @param {MailContext} ctx
 */
function proApplicationReceived(application, ctx) {
  return draw(
    "pro-application-received",
    "Nous avons bien reçu votre demande de compte professionnel",
    "Votre demande de compte professionnel",
    {
      hello: greeting(application.name),
      thanks:
        "Merci ! Votre demande de compte professionnel pour « " +
        application.company +
        " » a bien été reçue. " +
        "Nous l’examinons et vous répondrons par e-mail.",
      rows: details(applicationRows(application)),
      accountUrl: shopUrl(ctx, "/account/devenir-pro"),
    },
    ctx,
  )
}

/**
 * To the shop: an application to decide.
 * @param {ProApplicationData} application
 * @param {MailContext} ctx
 */
function proApplicationAlert(application, ctx) {
  /** @type {DetailRow[]} */
  const who = [
    ["Nom", application.name],
    ["E-mail", application.email],
  ]
  return alert(
    "Nouvelle demande de compte professionnel : " + application.company,
    "Nouvelle demande de compte professionnel",
    who.concat(applicationRows(application), [["Message", application.message]]),
    link(shopUrl(ctx, "/dashboard/users/" + application.user_id), "Accepter ou refuser la demande dans le tableau de bord"),
    ctx,
  )
}

/**
 * To the applicant: the account is now a professional one.
 * @param {ProApplicationData} application
 * @param {MailContext} ctx
 */
function proApplicationApproved(application, ctx) {
  return draw(
    "pro-application-approved",
    "Votre compte professionnel est ouvert",
    "Votre compte professionnel est ouvert",
    {
      hello: greeting(application.name),
      news:
        "Bonne nouvelle : votre demande de compte professionnel pour « " +
        application.company +
        " » est acceptée. " +
        "Votre compte " +
        application.email +
        " est désormais un compte professionnel : prix professionnels, produits exclusifs, " +
        "commande rapide et documents vous attendent dans l’espace pro.",
      how: "Connectez-vous (ou rechargez la page si vous l’êtes déjà), puis ouvrez l’espace pro.",
      open: link(shopUrl(ctx, "/espace-pro"), "Ouvrir l’espace pro"),
    },
    ctx,
  )
}

/**
 * News about a pro account (the « notice » templates): the news, the shop's reason when it gave one,
 * that the customer's account stays, and where to write.
 * @param {string} subject the subject, also the e-mail's title
 * @param {string} name whom it greets
 * @param {string} news
 * @param {string} reason the shop's words, or ""
 * @param {string} stays what the customer keeps and may do next
 * @param {MailContext} ctx
 */
function proNotice(subject, name, news, reason, stays, ctx) {
  return draw(
    "notice",
    subject,
    subject,
    {
      hello: greeting(name),
      news: news,
      reason: reason ? "Motif : " + reason : "",
      next: stays,
      contact: link(shopUrl(ctx, "/contact"), "Nous écrire"),
    },
    ctx,
  )
}

/**
 * To the applicant: the application is refused, with the shop's reason when it gave one.
 * @param {ProApplicationData} application
 * @param {MailContext} ctx
 */
function proApplicationRefused(application, ctx) {
  return proNotice(
    "Votre demande de compte professionnel",
    application.name,
    "Nous ne pouvons pas donner suite à votre demande de compte professionnel pour « " + application.company + " ».",
    application.refusal_reason,
    "Votre compte client reste ouvert. Pour toute question, écrivez-nous depuis la page Contact ; vous pouvez aussi déposer " +
      "une nouvelle demande depuis votre compte.",
    ctx,
  )
}

/**
 * To the customer: the shop takes their pro account back (docs/adr/0094), with its reason when it gave one.
 * @param {ProRevocationData} revocation
 * @param {MailContext} ctx
 */
function proAccountRevoked(revocation, ctx) {
  return proNotice(
    "Votre compte professionnel est fermé",
    revocation.name,
    "Votre compte " +
      revocation.email +
      (revocation.company ? " (« " + revocation.company + " »)" : "") +
      " n’est plus un compte professionnel : les prix professionnels, les produits exclusifs et la commande rapide ne vous sont plus proposés.",
    revocation.reason,
    "Votre compte client reste ouvert, avec vos commandes et vos factures. Pour toute question, écrivez-nous depuis la page Contact ; " +
      "vous pouvez aussi déposer une nouvelle demande de compte professionnel depuis votre compte.",
    ctx,
  )
}

// ---------------------------------------------------------------------------------------------------
// Reviews from real buyers (docs/adr/0105).

/**
 * To the customer, N days after delivery: « Votre avis » on the order's pieces, with the personal
 * link (no login needed) and the link to receive no more such requests.
 * @param {OrderMailData} order
 * @param {{ reviewUrl: string, optOutUrl: string, unsubscribeUrl?: string }} links
 * @param {MailContext} ctx
 */
function reviewRequest(order, links, ctx) {
  const number = orderNumber(order)
  return draw(
    "review-request",
    "Votre avis sur votre commande " + number,
    "Votre avis nous intéresse",
    {
      hello: greeting(order.customer_name),
      news:
        "Votre commande " +
        number +
        " vous a été livrée le " +
        formatDate(order.delivered_at) +
        ". Si vous le souhaitez, dites aux prochains clients ce que vous pensez de vos bijoux : votre avis sera lu par la boutique puis publié sur la page du bijou, avec votre prénom et l’initiale de votre nom.",
      lines: items(order).map(function (item) {
        return item.name
      }),
      review: link(links.reviewUrl, "Donner mon avis"),
      noReward: "Aucune contrepartie n’est offerte en échange d’un avis, qu’il soit positif ou négatif.",
      optOut: link(links.optOutUrl, "Ne plus recevoir de demande d’avis"),
      unsubscribeUrl: links.unsubscribeUrl || "",
    },
    ctx,
  )
}

/**
 * To the author of a refused review: the reason from the fixed list (Code de la consommation,
 * D. 111-19: the author is told why).
 * @param {{ author_name: string, product_name: string, reason: string }} review
 * @param {MailContext} ctx
 */
function reviewRefused(review, ctx) {
  return draw(
    "notice",
    "Votre avis n’a pas été publié",
    "Votre avis n’a pas été publié",
    {
      hello: greeting(review.author_name),
      news: "Merci d’avoir donné votre avis sur « " + review.product_name + " ». Nous ne pouvons pas le publier.",
      reason: "Motif : " + review.reason,
      next: "Les règles de publication des avis sont rappelées sur la page de chaque bijou. Pour toute question, écrivez-nous.",
      contact: link(shopUrl(ctx, "/contact"), "Nous écrire"),
    },
    ctx,
  )
}

// ---------------------------------------------------------------------------------------------------
// Back-in-stock alerts (docs/adr/0107).

/**
 * To a subscriber, once: the piece (in the size asked for) is back in stock, or, for a sold unique
 * piece, a piece of the same stone and type has come; its link and the unsubscribe link.
 * @param {{ name: string, similar: boolean, soldName?: string }} alert `name`: the piece (and size) told about
 * @param {{ pieceUrl: string, unsubscribeUrl: string }} links
 * @param {MailContext} ctx
 */
function stockAlert(alert, links, ctx) {
  const subject = alert.similar
    ? "Une pièce proche de « " + (alert.soldName || alert.name) + " » est disponible"
    : "« " + alert.name + " » est de retour en stock"
  return draw(
    "stock-alert",
    subject,
    alert.similar ? "Une pièce proche est disponible" : "De retour en stock",
    {
      news: alert.similar
        ? "Une nouvelle pièce de la même pierre et du même type que celle que vous aimiez est en boutique : « " + alert.name + " »."
        : "Bonne nouvelle : « " + alert.name + " » est de nouveau disponible.",
      piece: link(links.pieceUrl, "Voir la pièce"),
      once: "Vous recevez cet e-mail une seule fois, à votre demande.",
      unsubscribe: link(links.unsubscribeUrl, "Ne plus recevoir cette alerte"),
    },
    ctx,
  )
}

/**
 * The owner's newsletter (docs/adr/0114): the subject and text as written (paragraphs kept), and the
 * one-click unsubscribe link in the footer, as every marketing e-mail has.
 * @param {{ subject: string, text: string }} letter
 * @param {string} unsubscribeUrl
 * @param {MailContext} ctx
 */
function newsletter(letter, unsubscribeUrl, ctx) {
  const paragraphs = String(letter.text || "")
    .split(/\n\s*\n/)
    .map(function (part) {
      return part.trim()
    })
    .filter(Boolean)
  return draw("newsletter", letter.subject, letter.subject, { paragraphs: paragraphs, unsubscribeUrl: unsubscribeUrl }, ctx)
}

// ---------------------------------------------------------------------------------------------------
// The shop's health (docs/adr/0141): an alert to the shop when backups, the mail queue or Stripe's
// webhooks go wrong, and a « rétabli » once it has cleared; drawn with the « alert » templates.

const HEALTH_AREAS = {
  backups: { alert: "les sauvegardes de la boutique ne se font plus", recovered: "les sauvegardes de la boutique se font de nouveau" },
  mail: { alert: "les e-mails de la boutique ne partent plus", recovered: "les e-mails de la boutique partent de nouveau" },
  webhooks: {
    alert: "Stripe ne prévient plus la boutique des paiements",
    recovered: "Stripe prévient de nouveau la boutique des paiements",
  },
}

/**
 * To the shop: what is wrong in one area (each problem's sentence says what to do), since when, and
 * the health page; or that it is back to normal.
 * @param {{ area: "backups" | "mail" | "webhooks", recovered: boolean, since: string, problems: string[] }} health
 * @param {MailContext} ctx
 */
function healthAlert(health, ctx) {
  const words = HEALTH_AREAS[health.area] || { alert: "un problème sur la boutique", recovered: "la boutique fonctionne de nouveau" }
  const sentence = health.recovered ? words.recovered : words.alert
  const subject = (health.recovered ? "Rétabli : " : "Alerte : ") + sentence
  /** @type {DetailRow[]} */
  const rows = health.problems.map(function (problem) {
    return ["Problème", problem]
  })
  rows.push([health.recovered ? "Problème signalé le" : "Depuis le", formatDateTime(health.since)])
  if (!health.recovered) rows.push(["Prochain rappel", "dans 24 heures si rien ne change"])
  return alert(
    subject,
    sentence.charAt(0).toUpperCase() + sentence.slice(1),
    rows,
    link(shopUrl(ctx, "/dashboard/sante"), "Voir la santé de la boutique"),
    ctx,
  )
}

// ---------------------------------------------------------------------------------------------------
// Gift cards (docs/adr/0117): drawn with the « notice » templates (news, details kept on their lines, a link).

/**
 * The card's details, one per line: code, amount, validity.
 * @param {{ code: string, amount: number, expires: string }} card
 */
function giftCardDetails(card) {
  return (
    "Code : " +
    card.code +
    "\nMontant : " +
    formatPrice(card.amount) +
    "\nValable jusqu’au " +
    formatDate(card.expires) +
    " inclus, en une ou plusieurs fois, sur tout le site."
  )
}

/**
 * To the buyer, once per card: its code, or when and to whom it will be sent.
 * @param {{ code: string, amount: number, expires: string, recipient_name: string, recipient_email: string, send_on: string }} card
 * @param {string} buyerName
 * @param {MailContext} ctx
 */
function giftCardBought(card, buyerName, ctx) {
  const toSomeone = Boolean(card.recipient_email)
  const who = card.recipient_name ? card.recipient_name + " (" + card.recipient_email + ")" : card.recipient_email
  return draw(
    "notice",
    "Votre carte cadeau de " + formatPrice(card.amount),
    "Votre carte cadeau",
    {
      hello: greeting(buyerName),
      news: toSomeone
        ? "Merci pour votre achat. Votre carte cadeau de " +
          formatPrice(card.amount) +
          " sera envoyée par e-mail à " +
          who +
          (card.send_on ? " le " + formatDate(card.send_on) + "." : " dès maintenant.")
        : "Merci pour votre achat. Voici votre carte cadeau de " + formatPrice(card.amount) + ".",
      reason: giftCardDetails(card),
      next: "Le code se saisit au moment de payer. Le solde et la validité de la carte se consultent à tout moment sur notre site.",
      contact: link(shopUrl(ctx, "/cartes-cadeaux/solde"), "Consulter le solde d’une carte"),
    },
    ctx,
  )
}

/**
 * To the recipient, on the chosen day (once): who offers it, the message, the code and its validity.
 * @param {{ code: string, amount: number, expires: string, recipient_name: string, message: string }} card
 * @param {string} buyerName
 * @param {MailContext} ctx
 */
function giftCardReceived(card, buyerName, ctx) {
  const from = buyerName || "Quelqu’un"
  return draw(
    "notice",
    from + " vous offre une carte cadeau " + (shopOf(ctx).name || ""),
    "Une carte cadeau pour vous",
    {
      hello: greeting(card.recipient_name),
      news: from + " vous offre une carte cadeau de " + formatPrice(card.amount) + " à utiliser sur notre boutique.",
      reason: (card.message ? "Son message : « " + card.message + " »\n\n" : "") + giftCardDetails(card),
      next: "Le code se saisit au moment de payer. Le solde et la validité de la carte se consultent à tout moment sur notre site.",
      contact: link(shopUrl(ctx, "/cartes-cadeaux/solde"), "Consulter le solde de la carte"),
    },
    ctx,
  )
}

/**
 * The e-mails of a custom request's life (docs/adr/0127): to the customer, a quote sent and the shop's
 * answers, each with the request page's signed link; to the shop, an acceptance, a change asked, a
 * message.
 * @param {"quote_sent" | "quote_accepted" | "quote_change" | "request_message" | "request_reply"} kind
 * @param {{ name: string, email: string, requestId: string, number: string, total: number, validUntil: string, text: string, pageUrl: string }} data
 * @param {MailContext} ctx
 */
function requestLifeMail(kind, data, ctx) {
  const adminLink = link(
    shopUrl(ctx, "/dashboard/requests/" + encodeURIComponent(data.requestId)),
    "Voir la demande dans le tableau de bord",
  )
  const pageLink = link(data.pageUrl, "Voir ma demande et répondre")
  const who = data.name + " (" + data.email + ")"
  if (kind === "quote_sent") {
    return draw(
      "notice",
      "Votre devis " + data.number + " pour votre bijou sur-mesure",
      "Votre devis sur-mesure",
      {
        hello: greeting(data.name),
        news:
          "Voici notre devis " +
          data.number +
          " pour votre bijou sur-mesure : " +
          formatPrice(data.total) +
          " TTC, valable jusqu’au " +
          formatDate(data.validUntil) +
          ".",
        reason: "Vous pouvez le lire, le télécharger en PDF, l’accepter ou nous demander une modification sur la page de votre demande.",
        next: "Ce lien personnel reste valable 60 jours ; vous retrouvez aussi votre demande dans votre compte.",
        contact: pageLink,
      },
      ctx,
    )
  }
  if (kind === "request_reply") {
    return draw(
      "notice",
      "Nouveau message sur votre demande sur-mesure",
      "Un message de notre atelier",
      {
        hello: greeting(data.name),
        news: "Nous avons répondu à votre demande sur-mesure :",
        reason: data.text,
        next: "Vous pouvez nous répondre sur la page de votre demande.",
        contact: pageLink,
      },
      ctx,
    )
  }
  const texts = {
    quote_accepted: [
      "Devis " + data.number + " accepté par " + data.name,
      "Devis accepté",
      who + " a accepté le devis " + data.number + " (" + formatPrice(data.total) + ").",
    ],
    quote_change: [
      "Modification demandée sur le devis " + data.number,
      "Modification de devis demandée",
      who + " demande une modification du devis " + data.number + " :",
    ],
    request_message: [
      "Nouveau message de " + data.name + " sur sa demande sur-mesure",
      "Nouveau message sur une demande",
      who + " a écrit :",
    ],
  }[kind]
  return draw(
    "notice",
    texts[0],
    texts[1],
    {
      hello: "Bonjour,",
      news: texts[2],
      reason: data.text,
      next: "Retrouvez la demande, ses devis et ses échanges dans le tableau de bord.",
      contact: adminLink,
    },
    ctx,
  )
}

/**
 * « Solder ma commande » (docs/adr/0128): the made-to-order piece is ready, its deposit paid; the
 * balance is due, paid through the checkout's link.
 * @param {{ name: string, number: string, due: number, url: string }} balance
 * @param {MailContext} ctx
 */
function balanceDue(balance, ctx) {
  return draw(
    "notice",
    "Votre bijou est prêt : solder ma commande (devis " + balance.number + ")",
    "Votre bijou sur mesure est prêt",
    {
      hello: greeting(balance.name),
      news:
        "Bonne nouvelle : le bijou de votre devis " +
        balance.number +
        " est prêt. Il reste à régler le solde pour que nous vous l’expédiions.",
      reason: "Solde à payer : " + formatPrice(balance.due) + " (l’acompte déjà versé est déduit).",
      next: "Le paiement se fait en ligne, sur notre site, depuis votre compte.",
      contact: link(balance.url, "Solder ma commande"),
    },
    ctx,
  )
}

/**
 * A reminder of an invoice on account (docs/adr/0131): « Rappel » 5 days before the due date, « en
 * retard » after it; the amount left, the due date, the IBAN and the invoice's number.
 * @param {{ kind: "soon" | "late", name: string, invoice: string, due_at: string, left: number, iban: string, bic: string, order: OrderMailData }} reminder
 * @param {MailContext} ctx
 */
function paymentReminder(reminder, ctx) {
  const late = reminder.kind === "late"
  const due = formatDate(reminder.due_at)
  const bic = reminder.bic ? " — BIC " + reminder.bic : ""
  return draw(
    "notice",
    late ? "Facture " + reminder.invoice + " en retard de paiement" : "Rappel : facture " + reminder.invoice + " à régler le " + due,
    late ? "Facture en retard de paiement" : "Rappel : facture à régler",
    {
      hello: greeting(reminder.name),
      news: late
        ? "Sauf erreur de notre part, la facture " +
          reminder.invoice +
          " de votre commande " +
          orderNumber(reminder.order) +
          " devait être réglée le " +
          due +
          " et ne l’est pas encore."
        : "La facture " + reminder.invoice + " de votre commande " + orderNumber(reminder.order) + " est à régler le " + due + ".",
      reason:
        "Reste à régler : " +
        formatPrice(reminder.left) +
        ", par virement sur l’IBAN " +
        reminder.iban +
        bic +
        ", en indiquant le numéro de facture " +
        reminder.invoice +
        ".",
      next: late
        ? "Tout retard de paiement entraîne des pénalités de retard et une indemnité forfaitaire de 40 € pour frais de recouvrement, comme le disent nos conditions. Si vous avez déjà fait le virement, ne tenez pas compte de ce message."
        : "Si vous avez déjà fait le virement, ne tenez pas compte de ce message.",
      contact: link(orderPageUrl(ctx, reminder.order), "Voir ma commande"),
    },
    ctx,
  )
}

module.exports = {
  paymentReminder,
  requestLifeMail,
  balanceDue,
  KIND_LABELS,
  shortId,
  shopOf,
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
  proAccountRevoked,
  reviewRequest,
  reviewRefused,
  stockAlert,
  newsletter,
  giftCardBought,
  giftCardReceived,
  healthAlert,
}
