// The pro application's e-mails (docs/adr/0060) in pb_hooks/lib/mail-templates.js, drawn by PocketBase
// from their template files (docs/adr/0089). What the applicant typed reaches the shop's inbox: escaped.
import { describe, expect, it } from 'vitest'
import { APP, drawMail } from '../support/mails'

const HOSTILE = {
  id: 'app000000000001',
  user_id: 'u00000000000011',
  name: 'Léa <img src=x onerror=alert(1)>',
  email: 'lea@exemple.fr',
  company: 'Atelier <script>alert(1)</script>',
  siret: '732829320',
  vat_number: '',
  activity: 'Boutique "créateurs"',
  message: '<b>Bonjour</b>',
  refusal_reason: 'Motif <i>interne</i>',
}

describe('the pro application’s e-mails', () => {
  it.each(['proApplicationReceived', 'proApplicationAlert', 'proApplicationApproved', 'proApplicationRefused'] as const)(
    '%s escapes every value in its HTML part and keeps the text as typed',
    async (name) => {
      const mail = await drawMail(name, HOSTILE)
      expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/)
      expect(mail.html).toContain('Atelier &lt;script&gt;alert(1)&lt;/script&gt;')
      expect(mail.text).toContain('Atelier <script>alert(1)</script>')
    },
  )

  it('the acknowledgement names a SIREN as such and leaves out an empty VAT number', async () => {
    const mail = await drawMail('proApplicationReceived', HOSTILE)
    expect(mail.text).toContain('SIREN : 732829320')
    expect(mail.text).not.toContain('TVA intracommunautaire')
    expect(mail.text).toContain(`${APP}/account/devenir-pro`)
  })

  it('the shop’s alert links the customer’s page; the refusal carries its reason, the approval the pro space', async () => {
    expect((await drawMail('proApplicationAlert', HOSTILE)).text).toContain(`${APP}/dashboard/users/u00000000000011`)
    expect((await drawMail('proApplicationRefused', HOSTILE)).text).toContain('Motif : Motif <i>interne</i>')
    expect((await drawMail('proApplicationRefused', { ...HOSTILE, refusal_reason: '' })).text).not.toContain('Motif')
    expect((await drawMail('proApplicationApproved', HOSTILE)).text).toContain(`Ouvrir l’espace pro : ${APP}/espace-pro`)
  })
})
