/// <reference path="../pb_data/types.d.ts" />
// Account recovery and management (docs/adr/0034-account-recovery-and-management.md):
//  - PocketBase's own auth e-mails (verification, password reset, e-mail change) in French, their
//    links pointing to the shop's pages (`{APP_URL}` is `meta.appURL`, the shop's address), never to
//    PocketBase's;
//  - the new-device login alert is switched off (a French template is kept for whoever switches it on);
//  - token lifetimes set here, so that what the e-mails say ("valable 30 minutes") stays true;
//  - rate limits on the three requests that send an e-mail, and on the account deletion route.

const RESET_SECONDS = 1800 // 30 minutes
const EMAIL_CHANGE_SECONDS = 1800 // 30 minutes
const VERIFICATION_SECONDS = 259200 // 3 days

const RATE_LIMITS = [
  // Each sends an e-mail: a person asks a few times, a script thousands (or floods someone's inbox).
  { label: "*:requestPasswordReset", audience: "", duration: 600, maxRequests: 5 },
  { label: "*:requestVerification", audience: "", duration: 600, maxRequests: 5 },
  { label: "*:requestEmailChange", audience: "", duration: 600, maxRequests: 5 },
  // The deletion checks a password: no guessing through it.
  { label: "POST /api/shop/account/delete", audience: "", duration: 300, maxRequests: 5 },
]

/**
 * The frame of every auth e-mail: the shop's name, a heading, paragraphs, one button, a footer.
 * A fragment: PocketBase puts it in its own HTML document (mails/templates/layout.go), and the
 * verification mail queued at sign-up (pb_hooks/lib/account-mails.js) in an equivalent one.
 */
function layout({ heading, intro, button, link, after }) {
  return `<div style="background:#f6f1ea;padding:24px 12px;font-family:Georgia,'Times New Roman',serif;color:#2b2520;">
  <div style="max-width:560px;margin:0 auto;">
    <p style="margin:0 0 24px;font-size:20px;letter-spacing:0.04em;text-align:center;">{APP_NAME}</p>
    <div style="background:#ffffff;border-radius:16px;padding:32px 28px;border:1px solid #e6ddd1;">
      <h1 style="margin:0 0 16px;font-size:22px;font-weight:600;">${heading}</h1>
      <p style="margin:0 0 16px;line-height:1.6;font-family:Arial,Helvetica,sans-serif;font-size:15px;">Bonjour,</p>
      <p style="margin:0 0 24px;line-height:1.6;font-family:Arial,Helvetica,sans-serif;font-size:15px;">${intro}</p>
      <p style="margin:0 0 24px;text-align:center;">
        <a href="${link}" style="display:inline-block;background:#6b4f7a;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-family:Arial,Helvetica,sans-serif;font-size:15px;">${button}</a>
      </p>
      <p style="margin:0 0 16px;line-height:1.6;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#6b625a;">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${link}" style="color:#6b4f7a;word-break:break-all;">${link}</a></p>
      <p style="margin:0;line-height:1.6;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#6b625a;">${after}</p>
    </div>
    <p style="margin:24px 0 0;text-align:center;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b625a;">{APP_NAME} — bijoux artisanaux en pierres naturelles<br><a href="{APP_URL}" style="color:#6b625a;">{APP_URL}</a></p>
  </div>
</div>`
}

const TEMPLATES = {
  verificationTemplate: {
    subject: "Confirmez votre adresse e-mail – {APP_NAME}",
    body: layout({
      heading: "Confirmez votre adresse e-mail",
      intro: "Merci d’avoir créé votre compte chez {APP_NAME}. Pour confirmer votre adresse e-mail, cliquez sur le bouton ci-dessous.",
      button: "Confirmer mon adresse e-mail",
      link: "{APP_URL}/verifier-email/{TOKEN}",
      after: "Ce lien est valable 3 jours. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.",
    }),
  },
  resetPasswordTemplate: {
    subject: "Réinitialisation de votre mot de passe – {APP_NAME}",
    body: layout({
      heading: "Choisissez un nouveau mot de passe",
      intro:
        "Vous avez demandé à réinitialiser le mot de passe de votre compte {APP_NAME}. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.",
      button: "Choisir un nouveau mot de passe",
      link: "{APP_URL}/reinitialiser-mot-de-passe/{TOKEN}",
      after:
        "Ce lien est valable 30 minutes et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    }),
  },
  confirmEmailChangeTemplate: {
    subject: "Confirmez votre nouvelle adresse e-mail – {APP_NAME}",
    body: layout({
      heading: "Confirmez votre nouvelle adresse e-mail",
      intro:
        "Vous avez demandé à utiliser cette adresse pour votre compte {APP_NAME}. Cliquez sur le bouton ci-dessous pour confirmer le changement ; votre mot de passe vous sera demandé.",
      button: "Confirmer ma nouvelle adresse",
      link: "{APP_URL}/confirmer-email/{TOKEN}",
      after:
        "Ce lien est valable 30 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : l’adresse de votre compte reste inchangée.",
    }),
  },
}

/** Kept in French for whoever switches the alert on; off by default (docs/adr/0034). */
const AUTH_ALERT_TEMPLATE = {
  subject: "Nouvelle connexion à votre compte – {APP_NAME}",
  body: `<p>Bonjour,</p>
<p>Nous avons remarqué une connexion à votre compte {APP_NAME} depuis un nouvel appareil : {ALERT_INFO}.</p>
<p>Si c’était vous, il n’y a rien à faire. Sinon, changez tout de suite votre mot de passe depuis votre compte : <a href="{APP_URL}/account">{APP_URL}/account</a>.</p>
<p>{APP_NAME}</p>`,
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    for (const [key, template] of Object.entries(TEMPLATES)) {
      users[key] = template
    }
    users.authAlert = { enabled: false, emailTemplate: AUTH_ALERT_TEMPLATE }
    users.passwordResetToken.duration = RESET_SECONDS
    users.emailChangeToken.duration = EMAIL_CHANGE_SECONDS
    users.verificationToken.duration = VERIFICATION_SECONDS
    app.save(users)

    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1), ...RATE_LIMITS]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1)
    app.save(settings)

    // Back to PocketBase's own defaults, as a fresh auth collection has them.
    const defaults = new Collection({ type: "auth", name: "defaults_of_auth_collections" })
    const users = app.findCollectionByNameOrId("users")
    for (const key of Object.keys(TEMPLATES)) users[key] = defaults[key]
    users.authAlert = defaults.authAlert
    users.passwordResetToken.duration = defaults.passwordResetToken.duration
    users.emailChangeToken.duration = defaults.emailChangeToken.duration
    users.verificationToken.duration = defaults.verificationToken.duration
    app.save(users)
  },
)
