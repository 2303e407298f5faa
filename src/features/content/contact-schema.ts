import * as v from 'valibot'
import { requiredText, visitorEmail, visitorName } from './components/public-form-rules'

/** The contact form's rules (docs/product/rules.md, `contact_messages`): every field is required. */
export const contactSchema = v.object({
  name: visitorName,
  email: visitorEmail,
  subject: requiredText('Veuillez indiquer le sujet de votre message.'),
  message: requiredText('Veuillez écrire votre message.'),
})

export type ContactValues = v.InferOutput<typeof contactSchema>
