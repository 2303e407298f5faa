/** Texts shared by the pages that PocketBase's auth e-mails link to. */

/** The limits on e-mail requests count per ten minutes (pb_migrations/1764000200_auth_emails.js). */
export const TOO_MANY_MAIL_REQUESTS = 'Trop de demandes en peu de temps. Veuillez patienter quelques minutes puis réessayer.'

export const PASSWORD_RESET_DONE = 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.'
export const EMAIL_CHANGE_DONE = 'Votre adresse email a été modifiée. Connectez-vous avec votre nouvelle adresse.'
export const EMAIL_TAKEN = 'Cette adresse email est déjà utilisée par un autre compte.'
