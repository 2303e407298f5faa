// /contact (docs/product/screens.md#contact): the route module, loaded lazily by the router.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { SEND_ERROR } from './components/form-texts'
import type { PublicFormResult } from './components/use-public-form'
import { contactSchema } from './contact-schema'

export { ContactScreen as Component } from './contact-screen'

/** Saves the message to `contact_messages` (the server's hooks force its status and send the e-mails). */
export async function action({ request }: ActionFunctionArgs): Promise<PublicFormResult> {
  const check = checkForm(contactSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    await pb.collection('contact_messages').create(check.values)
    return { status: 'done' }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: SEND_ERROR }) }
  }
}
