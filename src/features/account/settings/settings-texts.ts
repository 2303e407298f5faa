/** What /account's settings sections say (French; the confirmation text is the exact one shown). */
export const SETTINGS_TEXTS = {
  tooManyRequests: 'Trop de demandes en peu de temps. Veuillez patienter quelques minutes puis réessayer.',
  sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
  unknownIntent: 'Cette action n’est pas reconnue. Rechargez la page puis réessayez.',

  nameSaved: 'Votre nom a été enregistré.',
  nameFailed: 'Votre nom n’a pas pu être enregistré. Veuillez réessayer.',

  emailChangeSent: (address: string) =>
    `Un e-mail de confirmation a été envoyé à ${address}. Cliquez sur le lien qu’il contient pour valider votre nouvelle adresse ; d’ici là, vous vous connectez avec l’adresse actuelle.`,
  emailChangeFailed: 'La demande n’a pas pu être envoyée. Veuillez réessayer dans quelques instants.',

  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordChangedLogInAgain: 'Votre mot de passe a été modifié. Reconnectez-vous avec votre nouveau mot de passe.',
  passwordFailed: 'Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.',

  verificationSent: (address: string) =>
    `Un e-mail de confirmation a été envoyé à ${address}. Si vous ne le voyez pas d’ici quelques minutes, regardez dans vos courriers indésirables.`,
  verificationFailed: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer dans quelques instants.',

  deleteFailed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
  /** The browser confirmation before the deletion (window.confirm), exactly. */
  deleteConfirm:
    'Supprimer définitivement votre compte ? Votre compte, votre carnet d’adresses et vos informations personnelles seront effacés ; vos commandes seront conservées pour la durée légale. Cette action est irréversible.',
  adminCannotDelete:
    'Un compte administrateur ne peut pas être supprimé depuis la boutique : un super-administrateur le supprime depuis la console PocketBase.',
  deleted: 'Votre compte a été supprimé. Merci de votre confiance et à bientôt peut-être !',
} as const
