// The settings that belong to the deployment, not to the database (docs/adr/0042): the shop's public
// address (`meta.appURL`: every e-mail link opens it), the sender of every mail (`meta.senderAddress`,
// which also receives the shop's alerts, and `meta.senderName`), the SMTP server, and where and when the
// backups go (`backups.s3`, `backups.cron`, `backups.cronMaxKeep`: docs/adr/0138). Read from
// PocketBase's environment when the server starts (settings.pb.js). Not a hook file: loaded with
// `require(`${__hooks}/lib/settings-env.js`)`. Plain JavaScript with no PocketBase API in `fromEnv`, so
// that tests/unit/settings-env.test.ts runs it under Node.

/** PocketBase's own defaults: still there means the deployment forgot to set them. */
const POCKETBASE_DEFAULTS = { appURL: "http://localhost:8090", senderAddress: "support@example.com" }

const MAX_URL = 300
const MAX_ADDRESS = 254
const MAX_NAME = 100

/**
 * `https://shop.example/` → `https://shop.example`; null when it is not an http(s) address.
 * @param {string} value
 */
function shopUrl(value) {
  const url = value.replace(/\/+$/, "")
  if (url.length > MAX_URL) return null
  // Scheme, host (letters, digits, dots, dashes; or [IPv6]), optional port, optional path; no query,
  // fragment, credentials nor spaces (the templates append `/page` to it).
  if (!/^https?:\/\/([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?(\/[A-Za-z0-9._~/%-]*)?$/i.test(url)) return null
  return url
}

/**
 * One address, as PocketBase's settings accept it (and as an SMTP envelope takes it).
 * @param {string} value
 */
function emailAddress(value) {
  if (value.length > MAX_ADDRESS) return null
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(value)
    ? value
    : null
}

/**
 * The sender's display name: one line (it becomes a mail header), bounded.
 * @param {string} value
 */
function senderName(value) {
  if (value.length > MAX_NAME || /[<>"]/.test(value)) return null
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 32 || code === 127) return null
  }
  return value
}

/** @param {string} value */
function port(value) {
  if (!/^[0-9]{1,5}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= 65535 ? number : null
}

/** @param {string} value */
function bool(value) {
  const lower = value.toLowerCase()
  if (lower === "true" || lower === "1" || lower === "yes") return true
  if (lower === "false" || lower === "0" || lower === "no") return false
  return null
}

/**
 * An S3 endpoint: http(s), a host, an optional port, nothing else (no credentials, path nor query).
 * @param {string} value
 */
function s3Endpoint(value) {
  const url = value.replace(/\/+$/, "")
  if (url.length > MAX_URL) return null
  return /^https?:\/\/([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/i.test(url) ? url : null
}

/**
 * A bucket name as S3 allows it (3–63 lowercase letters, digits, dots, dashes).
 * @param {string} value
 */
function bucketName(value) {
  return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) ? value : null
}

/**
 * A cron expression of five fields (minute hour day month weekday) as PocketBase's scheduler reads
 * them, or "off" (no scheduled backup: an empty cron).
 * @param {string} value
 */
function backupCron(value) {
  if (value.toLowerCase() === "off") return ""
  const fields = value.split(/\s+/)
  if (fields.length !== 5) return null
  return fields.every((field) => /^[0-9*,/-]{1,40}$/.test(field)) ? fields.join(" ") : null
}

/** @param {string} value */
function backupKeep(value) {
  if (!/^[0-9]{1,4}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= 1000 ? number : null
}

/**
 * What the environment asks for, validated: `{ meta, smtp, backups, refused }`. `meta`/`smtp` hold only the
 * settings the environment gives (an unset or empty variable changes nothing); `refused` one line per
 * variable whose value was refused (that setting keeps its saved value). The SMTP part is taken only
 * when SMTP_HOST is set and every SMTP variable given is valid: half a mail server is worse than the
 * saved one.
 *
 * @param {(name: string) => string} getenv
 */
function fromEnv(getenv) {
  const read = (/** @type {string} */ name) => String(getenv(name) || "").trim()
  /** @type {Partial<Pick<core.MetaConfig, "appURL" | "senderAddress" | "senderName">>} */
  const meta = {}
  /** @type {Partial<Pick<core.SMTPConfig, "enabled" | "host" | "port" | "tls" | "username" | "password">>} */
  const smtp = {}
  /** @type {{ cron?: string, cronMaxKeep?: number, s3?: Partial<core.S3Config> }} */
  const backups = {}
  /** @type {string[]} */
  const refused = []
  /**
   * The variable's value as `parse` reads it; undefined when unset or refused (then noted in `refused`).
   * @param {string} name
   * @param {(raw: string) => T | null} parse
   * @param {string} expected
   * @template T
   * @returns {T | undefined}
   */
  const check = (name, parse, expected) => {
    const raw = read(name)
    if (raw === "") return undefined
    const value = parse(raw)
    if (value === null) refused.push(`${name} refused (${JSON.stringify(raw.slice(0, 80))}): ${expected}; the saved value is kept.`)
    return value === null ? undefined : value
  }

  const url = check("SHOP_URL", shopUrl, "expected the shop's http(s) address, e.g. https://eclat-de-pierre.fr")
  if (url !== undefined) meta.appURL = url
  const address = check("SHOP_SENDER_ADDRESS", emailAddress, "expected one e-mail address, e.g. bonjour@eclat-de-pierre.fr")
  if (address !== undefined) meta.senderAddress = address
  const name = check("SHOP_SENDER_NAME", senderName, `expected one line of at most ${MAX_NAME} characters, without < > "`)
  if (name !== undefined) meta.senderName = name

  const host = check(
    "SMTP_HOST",
    (value) => (/^[A-Za-z0-9.:[\]-]{1,253}$/.test(value) ? value : null),
    "expected a host name or an IP address",
  )
  if (host !== undefined) {
    const before = refused.length
    const smtpPort = check("SMTP_PORT", port, "expected a port number (587, 465, 25…)")
    const tls = check("SMTP_TLS", bool, "expected true or false")
    const username = read("SMTP_USERNAME")
    const password = read("SMTP_PASSWORD")
    if (refused.length === before) {
      smtp.enabled = true
      smtp.host = host
      smtp.port = smtpPort !== undefined ? smtpPort : 587
      // Implicit TLS on 465 (SMTPS); elsewhere STARTTLS when the server offers it.
      smtp.tls = tls !== undefined ? tls : smtp.port === 465
      if (username !== "") smtp.username = username
      if (password !== "") smtp.password = password
    } else {
      refused.push("SMTP_HOST is set but another SMTP_* value was refused: the saved mail server is kept.")
    }
  } else if (read("SMTP_PORT") !== "" || read("SMTP_USERNAME") !== "" || read("SMTP_PASSWORD") !== "") {
    refused.push("SMTP_PORT/SMTP_USERNAME/SMTP_PASSWORD are set without SMTP_HOST: ignored; the saved mail server is kept.")
  }
  // Backups off the machine (docs/adr/0138): taken only whole, like SMTP — a half-configured bucket
  // would make every scheduled backup fail; the saved storage (or the local disk) is kept instead.
  const endpoint = check("BACKUP_S3_ENDPOINT", s3Endpoint, "expected the storage's http(s) address, e.g. https://s3.fr-par.scw.cloud")
  const s3Names = ["BACKUP_S3_BUCKET", "BACKUP_S3_REGION", "BACKUP_S3_ACCESS_KEY", "BACKUP_S3_SECRET", "BACKUP_S3_FORCE_PATH_STYLE"]
  if (endpoint !== undefined) {
    const before = refused.length
    const bucket = check("BACKUP_S3_BUCKET", bucketName, "expected a bucket name (3 to 63 lowercase letters, digits, dots, dashes)")
    const region = check("BACKUP_S3_REGION", (value) => (/^[a-z0-9-]{1,40}$/.test(value) ? value : null), "expected a region, e.g. fr-par")
    const forcePathStyle = check("BACKUP_S3_FORCE_PATH_STYLE", bool, "expected true or false")
    const accessKey = read("BACKUP_S3_ACCESS_KEY")
    const secret = read("BACKUP_S3_SECRET")
    for (const [name, value] of [
      ["BACKUP_S3_BUCKET", read("BACKUP_S3_BUCKET")],
      ["BACKUP_S3_ACCESS_KEY", accessKey],
      ["BACKUP_S3_SECRET", secret],
    ]) {
      if (value === "") refused.push(`${name} is missing: BACKUP_S3_ENDPOINT needs it.`)
    }
    if (refused.length === before && bucket !== undefined) {
      backups.s3 = {
        enabled: true,
        endpoint,
        bucket,
        region: region !== undefined ? region : "us-east-1",
        accessKey,
        secret,
        forcePathStyle: forcePathStyle !== undefined ? forcePathStyle : false,
      }
    } else {
      refused.push("BACKUP_S3_ENDPOINT is set but another BACKUP_S3_* value is missing or refused: the saved backup storage is kept.")
    }
  } else if (s3Names.some((name) => read(name) !== "")) {
    refused.push("BACKUP_S3_* values are set without BACKUP_S3_ENDPOINT: ignored; the saved backup storage is kept.")
  }
  const cron = check("BACKUP_CRON", backupCron, 'expected five cron fields (minute hour day month weekday), e.g. "0 */6 * * *", or off')
  if (cron !== undefined) backups.cron = cron
  const keep = check("BACKUP_KEEP", backupKeep, "expected how many scheduled backups to keep, 1 to 1000")
  if (keep !== undefined) backups.cronMaxKeep = keep
  return { meta, smtp, backups, refused }
}

/**
 * Lines to log about settings left at PocketBase's defaults (links to localhost, alerts to example.com).
 * @param {{ appURL?: string, senderAddress?: string }} meta
 */
function warnings(meta) {
  const lines = []
  if (meta.appURL === POCKETBASE_DEFAULTS.appURL) {
    lines.push(
      `meta.appURL is still PocketBase's default (${POCKETBASE_DEFAULTS.appURL}): e-mail links will not open the shop; set SHOP_URL.`,
    )
  }
  if (meta.senderAddress === POCKETBASE_DEFAULTS.senderAddress) {
    lines.push(
      `meta.senderAddress is still PocketBase's default (${POCKETBASE_DEFAULTS.senderAddress}): the shop's alerts go nowhere; set SHOP_SENDER_ADDRESS.`,
    )
  }
  return lines
}

/**
 * Copies into `saved` each value of `wanted` that differs; returns their names, after `prefix`.
 * @param {T} saved
 * @param {Partial<T>} wanted
 * @param {string} prefix
 * @template {object} T
 */
function copyChanged(saved, wanted, prefix) {
  const changed = []
  for (const key of /** @type {Array<keyof T>} */ (Object.keys(wanted))) {
    const value = wanted[key]
    if (value !== undefined && saved[key] !== value) {
      saved[key] = value
      changed.push(prefix + String(key))
    }
  }
  return changed
}

/**
 * Saves into `app`'s settings what the environment gives and the settings do not have yet; logs every
 * refused value and every setting still at PocketBase's default. Returns the names of what changed.
 * @param {CoreApp} app
 * @param {(name: string) => string} getenv
 */
function apply(app, getenv) {
  const wanted = fromEnv(getenv)
  const log = (/** @type {string} */ line) => {
    console.log(`[shop settings] ${line}`)
    app.logger().warn(`shop settings: ${line}`)
  }
  for (const line of wanted.refused) log(line)

  /**
   * Saves one group of settings; a group PocketBase refuses (a cron it cannot parse, an endpoint it
   * rejects) is logged and leaves the other group alone.
   * @param {(settings: core.Settings) => string[]} copy
   */
  const saveGroup = (copy) => {
    const settings = app.settings().clone()
    const names = copy(settings)
    if (names.length === 0) return []
    try {
      app.save(settings)
      console.log(`[shop settings] from the environment: ${names.join(", ")}`)
      return names
    } catch (error) {
      log(`the settings ${names.join(", ")} from the environment could not be saved (${error}); the saved ones are kept.`)
      return []
    }
  }
  const changed = saveGroup((settings) =>
    copyChanged(settings.meta, wanted.meta, "meta.").concat(copyChanged(settings.smtp, wanted.smtp, "smtp.")),
  ).concat(
    // The backups apart (docs/adr/0138): a schedule PocketBase refuses never keeps the shop's address
    // or mail server from being saved.
    saveGroup((settings) =>
      copyChanged(settings.backups, { cron: wanted.backups.cron, cronMaxKeep: wanted.backups.cronMaxKeep }, "backups.").concat(
        wanted.backups.s3 ? copyChanged(settings.backups.s3, wanted.backups.s3, "backups.s3.") : [],
      ),
    ),
  )
  for (const line of warnings(app.settings().meta)) log(line)
  return changed
}

module.exports = { fromEnv, warnings, apply }
