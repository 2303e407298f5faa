// The account's own e-mails that the shop sends itself (docs/adr/0034-account-recovery-and-management.md).
// Not a hook file: handlers load it with `require(`${__hooks}/lib/account-mails.js`)`.

const KIND_VERIFICATION = "account_verification"

/**
 * The HTML document around a template's body (PocketBase's own mails get its layout instead), titled
 * with its subject. The subject is PocketBase's template with its placeholders filled: escaped here.
 * @param {string} subject
 * @param {string} body
 */
function documentAround(subject, body) {
  const title = String(subject).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
  return `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f6f1ea;">
${body}
</body>
</html>`
}

/**
 * The verification e-mail of a new account, as PocketBase would send it: the collection's French
 * template (pb_migrations/1764000200_auth_emails.js) with a fresh verification token, its link on the
 * shop (`meta.appURL`). Returned as a mail for the shop's queue (lib/mail.js `queue`).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function verificationMail(app, record) {
  const meta = app.settings().meta
  const resolved = record.collection().verificationTemplate.resolve({
    "{APP_NAME}": meta.appName,
    "{APP_URL}": String(meta.appURL || "").replace(/\/+$/, ""),
    "{TOKEN}": record.newVerificationToken(),
  })
  return {
    to: record.email(),
    subject: resolved[0],
    html: documentAround(resolved[0], resolved[1]),
    text: "",
    kind: KIND_VERIFICATION,
    ref: record.id,
  }
}

/** PocketBase's account e-mails of the users collection, as the migrations set them (1764000200_auth_emails.js). */
const ACCOUNT_TEMPLATES = ["verificationTemplate", "resetPasswordTemplate", "confirmEmailChangeTemplate"]

/**
 * One account e-mail as PocketBase would send it, its placeholders filled with `placeholders`
 * (`{ "{APP_NAME}": …, "{APP_URL}": …, "{TOKEN}": … }`): for `pocketbase mail-render` (mail.pb.js).
 * @param {CoreApp} app
 * @param {string} name one of ACCOUNT_TEMPLATES
 * @param {{ [placeholder: string]: string } | undefined} placeholders
 * @returns {MailContent}
 */
function accountMailPreview(app, name, placeholders) {
  if (ACCOUNT_TEMPLATES.indexOf(name) === -1) throw new Error("unknown account mail: " + name)
  const users = app.findCollectionByNameOrId("users")
  const template =
    name === "verificationTemplate"
      ? users.verificationTemplate
      : name === "resetPasswordTemplate"
        ? users.resetPasswordTemplate
        : users.confirmEmailChangeTemplate
  const resolved = template.resolve(placeholders || {})
  return { subject: resolved[0], html: documentAround(resolved[0], resolved[1]), text: "" }
}

module.exports = { KIND_VERIFICATION, ACCOUNT_TEMPLATES, verificationMail, accountMailPreview }
