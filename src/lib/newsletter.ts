// The newsletter's words and the checkout's one field (docs/adr/0114), shared by the sign-up, the
// checkout and the account.
export const SUBSCRIBE_LABEL = 'Recevoir par e-mail les nouveautés et offres de l’atelier (désinscription en un clic dans chaque e-mail)'
export const REFUSE_LABEL = 'Je ne souhaite pas recevoir d’e-mails de l’atelier sur des bijoux semblables à mes achats'
export const SOFT_OPT_IN_HINT =
  'Sans cette case, l’atelier pourra vous écrire au sujet de bijoux semblables à ceux que vous commandez ; vous pourrez vous y opposer à tout moment, en un clic, depuis chaque e-mail.'

/** The checkout body's `newsletter`: '' (nothing ticked), 'subscribe', or 'refuse' (the soft opt-in objected to). */
export type NewsletterChoice = '' | 'subscribe' | 'refuse'

/** The choice the checkout form's boxes say, read from the submitted form. */
export function newsletterChoice(form: HTMLFormElement): NewsletterChoice {
  const data = new FormData(form)
  if (data.get('newsletter') === 'subscribe') return 'subscribe'
  if (data.get('newsletter_refuse') === 'refuse') return 'refuse'
  return ''
}
