/** The users collection's password rule in PocketBase: at least 8 characters (bcrypt stops at 71). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 71
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas.'
