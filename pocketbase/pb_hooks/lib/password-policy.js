// The shop's password rule beyond PocketBase's length (8 to 71 characters): a password that is one of
// the most common ones (whatever its case, with or without digits or symbols at the end), a single
// repeated character or short pattern, or a straight run (12345678, 87654321, abcdefgh) is refused.
// The same rule, with the same list, is in src/features/account/password-rules.ts (the forms say it
// before sending); tests/unit/password-policy.test.ts checks that both agree. docs/adr/0054.
// Pure JavaScript, no PocketBase global: handlers `require` it, the unit test loads it as it is.

const WEAK_PASSWORD_CODE = "shop_password_too_weak"
const WEAK_PASSWORD_MESSAGE =
  "Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots."

// Lower-case; compared with the password lower-cased, then with its trailing digits and symbols removed.
const COMMON_PASSWORDS = [
  "password",
  "motdepasse",
  "azerty",
  "azertyui",
  "azertyuiop",
  "qwerty",
  "qwertyui",
  "qwertyuiop",
  "qwertz",
  "aqwzsx",
  "azerty123",
  "wxcvbn",
  "wxcvbnqs",
  "abcdef",
  "abcd1234",
  "abc123",
  "a1b2c3d4",
  "iloveyou",
  "jetaime",
  "bonjour",
  "soleil",
  "doudou",
  "loulou",
  "chouchou",
  "marseille",
  "nicolas",
  "julien",
  "camille",
  "princesse",
  "football",
  "baseball",
  "dragon",
  "monkey",
  "sunshine",
  "letmein",
  "welcome",
  "admin",
  "administrateur",
  "changeme",
  "secret",
  "master",
  "superman",
  "starwars",
  "trustno1",
  "passw0rd",
  "pa$$word",
  "p@ssw0rd",
  "bijoux",
  "eclatdepierre",
  "eclat",
  "pierre",
]

/**
 * A single character or a 2–3 character pattern repeated (aaaaaaaa, 12121212, abcabcab).
 * @param {string} text
 */
function isRepetition(text) {
  for (let size = 1; size <= 3; size++) {
    const unit = text.slice(0, size)
    let repeated = ""
    while (repeated.length < text.length) repeated += unit
    if (repeated.slice(0, text.length) === text) return true
  }
  return false
}

/**
 * Every character one after the other, going up or down (12345678, 98765432, abcdefgh).
 * @param {string} text
 */
function isStraightRun(text) {
  for (const step of [1, -1]) {
    let run = true
    for (let i = 1; i < text.length && run; i++) {
      if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) run = false
    }
    if (run) return true
  }
  return false
}

/**
 * True when the password is too easy to guess (its length is checked elsewhere).
 * @param {unknown} password
 */
function isWeakPassword(password) {
  if (typeof password !== "string" || password === "") return false
  const lowered = password.toLowerCase()
  const stem = lowered.replace(/[^a-z]+$/, "")
  return (
    COMMON_PASSWORDS.indexOf(lowered) !== -1 ||
    (stem !== "" && COMMON_PASSWORDS.indexOf(stem) !== -1) ||
    isRepetition(lowered) ||
    isStraightRun(lowered)
  )
}

/**
 * In a users create/update/confirm-password-reset request hook: a 400 on the field `password` when
 * the password sent is too easy to guess. A superuser (PocketBase's console, the seed) is not held to it.
 * @param {core.RequestEvent} e
 */
function refuseWeakPassword(e) {
  if (e.hasSuperuserAuth && e.hasSuperuserAuth()) return
  const body = e.requestInfo().body || {}
  if (!isWeakPassword(body.password)) return
  const data = { password: new ValidationError(WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE) }
  throw new BadRequestError(WEAK_PASSWORD_MESSAGE, data)
}

module.exports = { COMMON_PASSWORDS, WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE, isWeakPassword, refuseWeakPassword }
