/** The users collection's password rule in PocketBase: at least 8 characters (bcrypt stops at 71). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 71
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas.'
export const PASSWORD_TOO_WEAK =
  'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.'

/**
 * The shop's rule beyond the length (docs/adr/0054), the same as the server's
 * (pocketbase/pb_hooks/lib/password-policy.js, same list: tests/unit/password-policy.test.ts checks
 * both agree): one of the most common passwords (whatever its case, with or without digits or symbols
 * at the end), one character or a 2–3 character pattern repeated, or a straight run is refused.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  'motdepasse',
  'azerty',
  'azertyui',
  'azertyuiop',
  'qwerty',
  'qwertyui',
  'qwertyuiop',
  'qwertz',
  'aqwzsx',
  'azerty123',
  'wxcvbn',
  'wxcvbnqs',
  'abcdef',
  'abcd1234',
  'abc123',
  'a1b2c3d4',
  'iloveyou',
  'jetaime',
  'bonjour',
  'soleil',
  'doudou',
  'loulou',
  'chouchou',
  'marseille',
  'nicolas',
  'julien',
  'camille',
  'princesse',
  'football',
  'baseball',
  'dragon',
  'monkey',
  'sunshine',
  'letmein',
  'welcome',
  'admin',
  'administrateur',
  'changeme',
  'secret',
  'master',
  'superman',
  'starwars',
  'trustno1',
  'passw0rd',
  'pa$$word',
  'p@ssw0rd',
  'bijoux',
  'eclatdepierre',
  'eclat',
  'pierre',
]

/** aaaaaaaa, 12121212, abcabcab. */
function isRepetition(text: string): boolean {
  for (let size = 1; size <= 3; size++) {
    const unit = text.slice(0, size)
    if (unit.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true
  }
  return false
}

/** 12345678, 98765432, abcdefgh. */
function isStraightRun(text: string): boolean {
  return [1, -1].some((step) => {
    for (let i = 1; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false
    return true
  })
}

/** True when the password is too easy to guess (its length is checked on its own). */
export function isWeakPassword(password: string): boolean {
  if (password === '') return false
  const lowered = password.toLowerCase()
  const stem = lowered.replace(/[^a-z]+$/, '')
  return (
    COMMON_PASSWORDS.includes(lowered) ||
    (stem !== '' && COMMON_PASSWORDS.includes(stem)) ||
    isRepetition(lowered) ||
    isStraightRun(lowered)
  )
}

/** The message under a new password field, or '' when the password may be used. */
export function newPasswordError(password: string): string {
  if (!password) return 'Veuillez choisir un mot de passe.'
  if (password.length < PASSWORD_MIN_LENGTH) return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`
  if (isWeakPassword(password)) return PASSWORD_TOO_WEAK
  return ''
}
