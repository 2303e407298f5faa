// The pro application (docs/adr/0060, pb_hooks/pro-applications.pb.js): a customer applies for
// themself, an admin approves or refuses through the shop's routes, the applicant is told by e-mail
// (caught by the local inbox), and nobody grants themself anything. The access matrix of the
// collection and the routes is in api-rules.test.ts.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { type Actor, type Role, actorsByRole, call, newClient, randomIp, superuser } from './support/clients'
import { type FixtureUser, INTEGRATION_APP_URL } from './support/fixtures'
import { createProduct, createUser, uniq } from './support/factories'

const SIRET = '73282932000074'
const VAT = 'FR44732829320'

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
})

/** A fresh account of this role, logged in (its own e-mail, so that its mails are told apart). */
async function freshActor(role: '' | 'professionnel' | 'admin' = ''): Promise<Actor & { user: FixtureUser }> {
  const account = await createUser(su.pb, { role, name: `Léa ${uniq('Pro')}` })
  const ip = randomIp()
  const pb = newClient(ip)
  await pb.collection('users').authWithPassword(String(account.email), DEMO_PASSWORD)
  const user: FixtureUser = { id: account.id, email: String(account.email), name: account.name ?? '', password: DEMO_PASSWORD, role }
  return { role: role === '' ? 'customer' : role === 'admin' ? 'admin' : 'pro', pb, ip, user }
}

function applicationBody(userId: string, data: Record<string, unknown> = {}) {
  return {
    user: userId,
    company: 'Atelier des Cimes',
    siret: SIRET,
    vat_number: VAT,
    activity: 'Boutique de créateurs',
    message: 'Nous vendons des bijoux en pierre.',
    ...data,
  }
}

const apply = (actor: Actor, body: Record<string, unknown>) => call(actor, 'POST', '/api/collections/pro_applications/records', body)
const decide = (actor: Actor, id: string, decision: 'approve' | 'refuse', body: Record<string, unknown> = {}) =>
  call(actor, 'POST', `/api/shop/pro-applications/${id}/${decision}`, body)
const applicationsOf = (userId: string) =>
  su.pb.collection('pro_applications').getFullList({ filter: su.pb.filter('user = {:id}', { id: userId }), sort: 'created' })
const roleOf = async (userId: string) => (await su.pb.collection('users').getOne(userId)).role
const mailsOf = (applicationId: string) =>
  su.pb
    .collection('mail_queue')
    .getFullList({ filter: su.pb.filter('ref = {:ref}', { ref: `pro_applications/${applicationId}` }), sort: 'created' })

/** A fresh customer with a pending application. */
async function pendingApplication() {
  const applicant = await freshActor()
  const result = await apply(applicant, applicationBody(applicant.user.id))
  expect(result.status).toBe(200)
  return { applicant, id: String(result.body.id) }
}

describe('a customer applies', () => {
  it('saved pending and normalised; the applicant’s acknowledgement and the shop’s alert', async () => {
    const applicant = await freshActor()
    const result = await apply(
      applicant,
      applicationBody(applicant.user.id, { siret: '732 829 320 00074', vat_number: 'fr 44 732829320', company: '  Atelier   des Cimes ' }),
    )
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      status: 'pending',
      siret: SIRET,
      vat_number: VAT,
      company: 'Atelier des Cimes',
      decided_by: '',
      decided_at: '',
    })

    const mails = inbox(inject('mailUrl'))
    const ack = await mails.waitFor({ to: applicant.user.email, subject: 'Nous avons bien reçu votre demande de compte professionnel' })
    expect(ack.text).toContain('Merci ! Votre demande de compte professionnel pour « Atelier des Cimes » a bien été reçue.')
    expect(ack.text).toContain(`SIRET : ${SIRET}`)
    // The shop's inbox is shared by the whole run: this applicant's alert, by their e-mail.
    const alert = await mails.waitFor({
      subject: 'Nouvelle demande de compte professionnel : Atelier des Cimes',
      text: applicant.user.email,
    })
    expect(alert.text).toContain(`${INTEGRATION_APP_URL}/dashboard/users/${applicant.user.id}`)
    expect(alert.text).toContain(applicant.user.email)
  })

  it('a SIREN (9 digits) will do; the VAT number is optional', async () => {
    const applicant = await freshActor()
    const result = await apply(applicant, applicationBody(applicant.user.id, { siret: '732829320', vat_number: '' }))
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ siret: '732829320', vat_number: '' })
  })

  it.each([
    [{ company: '  ' }, 'company', 'shop_pro_company_required'],
    [{ siret: '' }, 'siret', 'shop_pro_siret_required'],
    [{ siret: '7328293200007' }, 'siret', 'shop_pro_siret_length'],
    [{ siret: '73282932000075' }, 'siret', 'shop_pro_siret_key'],
    [{ vat_number: 'FR00732829320' }, 'vat_number', 'shop_pro_vat_invalid'],
    [{ vat_number: 'FR96552100554' }, 'vat_number', 'shop_pro_vat_other_siren'],
    [{ activity: '' }, 'activity', 'shop_pro_activity_required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'shop_pro_message_too_long'],
  ])('refused with a French field error: %o', async (change, field, code) => {
    const applicant = await freshActor()
    const result = await apply(applicant, applicationBody(applicant.user.id, change))
    expect(result.status).toBe(400)
    const data = result.body.data as Record<string, { code: string; message: string }>
    expect(data[field].code).toBe(code)
    expect(data[field].message).toMatch(/^[A-ZÉ]/)
    expect(await applicationsOf(applicant.user.id)).toEqual([])
  })

  it('one pending application at a time, even when two are sent at once', async () => {
    const applicant = await freshActor()
    // Two different applications at once (the same one twice is one send: form-submissions.test.ts).
    const results = await Promise.all([
      apply(applicant, applicationBody(applicant.user.id)),
      apply(applicant, applicationBody(applicant.user.id, { activity: 'Lithothérapeute' })),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([200, 400])
    const again = await apply(applicant, applicationBody(applicant.user.id, { message: 'Une autre demande.' }))
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Vous avez déjà une demande en cours d’examen : nous vous répondrons par e-mail.')
    expect(await applicationsOf(applicant.user.id)).toHaveLength(1)
  })

  it('a pro or an admin cannot apply; nobody applies for someone else', async () => {
    const pro = await freshActor('professionnel')
    expect((await apply(pro, applicationBody(pro.user.id))).status).toBe(400)
    const admin = await freshActor('admin')
    expect((await apply(admin, applicationBody(admin.user.id))).status).toBe(400)
    const victim = await freshActor()
    const intruder = await freshActor()
    expect((await apply(intruder, applicationBody(victim.user.id))).status).toBe(400)
    for (const id of [pro.user.id, admin.user.id, victim.user.id]) expect(await applicationsOf(id)).toEqual([])
  })
})

describe('nobody grants themself anything', () => {
  it.each([{ status: 'approved' }, { decided_by: 'x' }, { decided_at: '2026-11-24 10:00:00.000Z' }, { refusal_reason: 'rien' }])(
    'an application sent with %o is refused',
    async (forged) => {
      const applicant = await freshActor()
      const result = await apply(applicant, applicationBody(applicant.user.id, forged))
      expect(result.status).toBe(400)
      expect(await applicationsOf(applicant.user.id)).toEqual([])
    },
  )

  it('the applicant can neither change their application, delete it, approve it, nor take the role', async () => {
    const { applicant, id } = await pendingApplication()
    expect((await call(applicant, 'PATCH', `/api/collections/pro_applications/records/${id}`, { status: 'approved' })).status).toBe(403)
    expect((await call(applicant, 'DELETE', `/api/collections/pro_applications/records/${id}`)).status).toBe(403)
    expect((await decide(applicant, id, 'approve')).status).toBe(403)
    const role = await call(applicant, 'PATCH', `/api/collections/users/records/${applicant.user.id}`, { role: 'professionnel' })
    expect(role.status).toBe(403)
    expect((role.body.data as Record<string, { code: string }>).role.code).toBe('validation_role_forbidden')
    expect((await su.pb.collection('pro_applications').getOne(id)).status).toBe('pending')
    expect(await roleOf(applicant.user.id)).toBe('')
  })

  it('a pro cannot approve anyone, nor make themself an admin', async () => {
    const { applicant, id } = await pendingApplication()
    expect((await decide(actors.pro, id, 'approve')).status).toBe(403)
    const pro = await freshActor('professionnel')
    expect((await call(pro, 'PATCH', `/api/collections/users/records/${pro.user.id}`, { role: 'admin' })).status).toBe(403)
    expect((await call(pro, 'PATCH', `/api/collections/users/records/${pro.user.id}`, { role: '' })).status).toBe(403)
    expect(await roleOf(pro.user.id)).toBe('professionnel')
    expect(await roleOf(applicant.user.id)).toBe('')
  })

  it('a customer cannot mark their own address as verified either', async () => {
    const customer = await freshActor()
    expect((await su.pb.collection('users').getOne(customer.user.id)).verified).toBe(false)
    const result = await call(customer, 'PATCH', `/api/collections/users/records/${customer.user.id}`, { verified: true })
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect((await su.pb.collection('users').getOne(customer.user.id)).verified).toBe(false)
  })

  it('signing up with a role is refused', async () => {
    const email = `${uniq('inscription')}@integration.test`
    const result = await call(actors.anonymous, 'POST', '/api/collections/users/records', {
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      role: 'professionnel',
    })
    expect(result.status).toBe(403)
    expect(await su.pb.collection('users').getFullList({ filter: su.pb.filter('email = {:email}', { email }) })).toEqual([])
  })

  it('an admin cannot decide their own application (an account made admin while it waited)', async () => {
    const { applicant, id } = await pendingApplication()
    await su.pb.collection('users').update(applicant.user.id, { role: 'admin' })
    const asAdmin = newClient(applicant.ip)
    await asAdmin.collection('users').authWithPassword(applicant.user.email, DEMO_PASSWORD)
    const result = await decide({ ...applicant, pb: asAdmin, role: 'admin' }, id, 'approve')
    expect(result.status).toBe(403)
    expect(result.body.message).toBe('Vous ne pouvez pas décider de votre propre demande.')
    expect((await su.pb.collection('pro_applications').getOne(id)).status).toBe('pending')
  })
})

describe('an admin decides', () => {
  it('approve: the role, who and when, and the applicant’s e-mail; their session then reads the new role', async () => {
    const { applicant, id } = await pendingApplication()
    const result = await decide(actors.admin, id, 'approve')
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id, status: 'approved', role: 'professionnel', user: applicant.user.id })
    const stored = await su.pb.collection('pro_applications').getOne(id)
    expect(stored).toMatchObject({ status: 'approved', decided_by: actors.admin.user!.id, refusal_reason: '' })
    expect(Date.now() - new Date(stored.decided_at!.replace(' ', 'T')).getTime()).toBeLessThan(60_000)
    expect(await roleOf(applicant.user.id)).toBe('professionnel')
    // The token they hold is still good; a refresh (a reload of the shop) reads the new role.
    expect((await applicant.pb.collection('users').authRefresh()).record.role).toBe('professionnel')

    const mail = await inbox(inject('mailUrl')).waitFor({ to: applicant.user.email, subject: 'Votre compte professionnel est ouvert' })
    expect(mail.text).toContain('Bonne nouvelle : votre demande de compte professionnel pour « Atelier des Cimes » est acceptée.')
    expect(mail.text).toContain(`Ouvrir l’espace pro : ${INTEGRATION_APP_URL}/espace-pro`)
    expect((await mailsOf(id)).map((row) => row.kind)).toEqual([
      'pro_application_received',
      'pro_application_alert',
      'pro_application_approved',
    ])
  })

  it('refuse with a reason: no role, the reason in the e-mail; the customer may apply again', async () => {
    const { applicant, id } = await pendingApplication()
    const result = await decide(actors.admin, id, 'refuse', { reason: 'Votre activité ne relève pas de la revente.' })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'refused', role: '', refusal_reason: 'Votre activité ne relève pas de la revente.' })
    expect(await roleOf(applicant.user.id)).toBe('')
    const mail = await inbox(inject('mailUrl')).waitFor({ to: applicant.user.email, subject: 'Votre demande de compte professionnel' })
    expect(mail.text).toContain('Nous ne pouvons pas donner suite à votre demande de compte professionnel pour « Atelier des Cimes ».')
    expect(mail.text).toContain('Motif : Votre activité ne relève pas de la revente.')
    expect((await apply(applicant, applicationBody(applicant.user.id))).status).toBe(200)
  })

  it('a decided application is not decided again (409), and its role stays', async () => {
    const { applicant, id } = await pendingApplication()
    expect((await decide(actors.admin, id, 'refuse')).status).toBe(200)
    const again = await decide(actors.admin, id, 'approve')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Cette demande a déjà été refusée.')
    expect(await roleOf(applicant.user.id)).toBe('')
  })

  it('a body with anything but a refusal’s reason is refused; an unknown id is a 404', async () => {
    const { id } = await pendingApplication()
    expect((await decide(actors.admin, id, 'approve', { role: 'admin' })).status).toBe(400)
    expect((await decide(actors.admin, id, 'refuse', { reason: 'x'.repeat(1001) })).status).toBe(400)
    expect((await decide(actors.admin, 'aaaaaaaaaaaaaaa', 'approve')).status).toBe(404)
    expect((await su.pb.collection('pro_applications').getOne(id)).status).toBe('pending')
  })

  it('two admins at once, one approving and one refusing: one decision, one e-mail', async () => {
    const { applicant, id } = await pendingApplication()
    const secondAdmin = await freshActor('admin')
    const results = await Promise.all([decide(actors.admin, id, 'approve'), decide(secondAdmin, id, 'refuse', { reason: 'Doublon' })])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    const winner = results.find((result) => result.status === 200)!
    const stored = await su.pb.collection('pro_applications').getOne(id)
    expect(stored.status).toBe(winner.body.status)
    expect(await roleOf(applicant.user.id)).toBe(winner.body.status === 'approved' ? 'professionnel' : '')
    const decisions = (await mailsOf(id)).filter((row) => row.kind === 'pro_application_approved' || row.kind === 'pro_application_refused')
    expect(decisions).toHaveLength(1)
  })
})

describe('the shop takes a pro account back (docs/adr/0094)', () => {
  const revoke = (actor: Actor, userId: string, body: Record<string, unknown> = {}) =>
    call(actor, 'POST', `/api/shop/users/${userId}/revoke-pro`, body)

  /** A fresh customer whose application was approved: a pro. */
  async function approvedPro() {
    const { applicant, id } = await pendingApplication()
    expect((await decide(actors.admin, id, 'approve')).status).toBe(200)
    return { pro: applicant, application: id }
  }

  it('the role goes, the application says who, when and why, the customer is told; they may apply again', async () => {
    const { pro, application } = await approvedPro()
    const result = await revoke(actors.admin, pro.user.id, { reason: 'Plus de revente depuis un an.' })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id: pro.user.id, role: '', application })
    expect(await roleOf(pro.user.id)).toBe('')
    expect((await pro.pb.collection('users').authRefresh()).record.role).toBe('')
    const stored = await su.pb.collection('pro_applications').getOne(application)
    expect(stored).toMatchObject({
      status: 'revoked',
      revoked_by: actors.admin.user!.id,
      revocation_reason: 'Plus de revente depuis un an.',
    })
    expect(Date.now() - new Date(stored.revoked_at!.replace(' ', 'T')).getTime()).toBeLessThan(60_000)

    const mail = await inbox(inject('mailUrl')).waitFor({ to: pro.user.email, subject: 'Votre compte professionnel est fermé' })
    expect(mail.text).toContain(`Votre compte ${pro.user.email} (« Atelier des Cimes ») n’est plus un compte professionnel`)
    expect(mail.text).toContain('Motif : Plus de revente depuis un an.')
    expect(mail.text).toContain(`Nous écrire : ${INTEGRATION_APP_URL}/contact`)
    expect(mail.html).toContain('Plus de revente depuis un an.')
    // The pro prices are gone with the role: a product's pro price is no longer theirs to read.
    const product = await createProduct(su.pb, { price: 40, price_pro: 24 })
    expect((await pro.pb.collection('products').getOne(product.id)).price_pro).toBeUndefined()
    expect((await apply(pro, applicationBody(pro.user.id))).status).toBe(200)
  })

  it('a pro given the role by hand (no application) is taken back too; a customer’s account is a 409; an unknown one a 404', async () => {
    const pro = await freshActor('professionnel')
    expect((await revoke(actors.admin, pro.user.id)).status).toBe(200)
    expect(await roleOf(pro.user.id)).toBe('')
    const again = await revoke(actors.admin, pro.user.id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Ce compte n’est pas un compte professionnel.')
    expect((await revoke(actors.admin, actors.admin.user!.id)).status).toBe(403)
    expect((await revoke(actors.admin, 'aaaaaaaaaaaaaaa')).status).toBe(404)
  })

  it('a body with anything but a reason, or a reason too long, is refused and the role stays', async () => {
    const pro = await freshActor('professionnel')
    expect((await revoke(actors.admin, pro.user.id, { role: 'admin' })).status).toBe(400)
    const long = await revoke(actors.admin, pro.user.id, { reason: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await roleOf(pro.user.id)).toBe('professionnel')
  })

  it('two admins at once: one revocation, one e-mail', async () => {
    const { pro } = await approvedPro()
    const secondAdmin = await freshActor('admin')
    const results = await Promise.all([revoke(actors.admin, pro.user.id), revoke(secondAdmin, pro.user.id, { reason: 'Doublon' })])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    const mails = await su.pb
      .collection('mail_queue')
      .getFullList({ filter: su.pb.filter('ref = {:ref} && kind = "pro_account_revoked"', { ref: `users/${pro.user.id}` }) })
    expect(mails).toHaveLength(1)
  })
})

describe('the customer’s page reads', () => {
  it('an admin reads a customer’s addresses; the customer reads only their own', async () => {
    const owner = await freshActor()
    const address = await owner.pb.collection('addresses').create({
      user: owner.user.id,
      full_name: 'Léa Martin',
      line1: '3 place Bellecour',
      postal_code: '69002',
      city: 'Lyon',
      country: 'FR',
      phone: '06 12 34 56 78',
    })
    const filter = encodeURIComponent(`user = "${owner.user.id}"`)
    const asAdmin = await call(actors.admin, 'GET', `/api/collections/addresses/records?filter=${filter}`)
    expect((asAdmin.body.items as { id: string }[]).map((item) => item.id)).toEqual([address.id])
    const asOther = await call(actors.customer, 'GET', `/api/collections/addresses/records?filter=${filter}`)
    expect(asOther.body.items).toEqual([])
  })
})
