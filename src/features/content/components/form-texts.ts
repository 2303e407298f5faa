/** The texts both public forms share (docs/product/states.md#public-forms and docs/product/texts.md#public-forms). */
export const SENDING_LABEL = 'Envoi en cours...'
export const SEND_ERROR = 'Une erreur est survenue. Veuillez réessayer.'
