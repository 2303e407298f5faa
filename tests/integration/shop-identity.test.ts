// The shop's legal identity (docs/adr/0048): PocketBase keeps its identifiers valid (SIREN/SIRET keys,
// the French VAT number's key and SIREN) with French messages by the field, and refuses to open a
// checkout outside demonstration mode while the identity is incomplete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientResponseError } from 'pocketbase'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import { loginAs, superuser, type Actor } from './support/clients'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'
import { openedNow } from './support/opened'

const INCOMPLETE = /mentions légales sont incomplètes/

/** The field errors of a refused write: `{ field: code }`. */
async function refusal(write: Promise<unknown>): Promise<{ status: number; message: string; fields: Record<string, string> }> {
  try {
    await write
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    const data = (error.response.data ?? {}) as Record<string, { code: string; message: string }>
    return {
      status: error.status,
      message: String(error.response.message),
      fields: Object.fromEntries(Object.entries(data).map(([name, value]) => [name, `${value.code}: ${value.message}`])),
    }
  }
  throw new Error('the write was accepted')
}

describe('the identity’s identifiers', () => {
  let su: Actor
  let admin: Actor
  let id = ''
  beforeAll(async () => {
    su = await superuser()
    admin = await loginAs('admin')
    // A record of its own: the shared PocketBase's identity stays as other tests expect it.
    id = (await su.pb.collection('shop_identity').create({ trade_name: 'Boutique de test' })).id
  })
  afterAll(async () => {
    if (id) await su.pb.collection('shop_identity').delete(id)
  })

  it('stores identifiers without spaces and the VAT number in capitals', async () => {
    const saved = await admin.pb.collection('shop_identity').update(
      id,
      {
        siren: ' 732 829 320 ',
        siret: '732 829 320 00074',
        vat_number: 'fr 44 732829320',
        vat_exempt: false,
        vat_rate: 20,
      },
      await openedNow(su.pb, 'shop_identity', id),
    )
    expect(saved).toMatchObject({ siren: '732829320', siret: '73282932000074', vat_number: 'FR44732829320' })
  })

  it('refuses a SIREN or SIRET whose key is wrong, and a SIRET of another SIREN, in French by the field', async () => {
    const wrongKeys = await refusal(
      admin.pb
        .collection('shop_identity')
        .update(id, { siren: '732829321', siret: '73282932000075' }, await openedNow(su.pb, 'shop_identity', id)),
    )
    expect(wrongKeys.status).toBe(400)
    expect(wrongKeys.fields).toEqual({
      siren: 'shop_identity_siren: Ce numéro SIREN n’est pas valide (clé de contrôle).',
      siret: 'shop_identity_siret: Ce numéro SIRET n’est pas valide (clé de contrôle).',
    })
    const otherSiren = await refusal(
      admin.pb
        .collection('shop_identity')
        .update(id, { siren: '000000000', siret: '73282932000074' }, await openedNow(su.pb, 'shop_identity', id)),
    )
    expect(otherSiren.fields.siret).toBe('shop_identity_siret: Le numéro SIRET doit commencer par le numéro SIREN.')
  })

  it('refuses a French VAT number with a wrong key or another SIREN', async () => {
    const wrongKey = await refusal(
      admin.pb.collection('shop_identity').update(id, { vat_number: 'FR45732829320' }, await openedNow(su.pb, 'shop_identity', id)),
    )
    expect(wrongKey.fields.vat_number).toMatch(/^shop_identity_vat_number: Numéro de TVA intracommunautaire invalide/)
    const otherSiren = await refusal(
      admin.pb
        .collection('shop_identity')
        .update(
          id,
          { siren: '000000000', siret: '00000000000000', vat_number: 'FR44732829320' },
          await openedNow(su.pb, 'shop_identity', id),
        ),
    )
    expect(otherSiren.fields.vat_number).toBe('shop_identity_vat_number: Ce numéro de TVA ne correspond pas au numéro SIREN.')
  })

  it('refuses an invalid e-mail or phone number', async () => {
    const refused = await refusal(
      admin.pb.collection('shop_identity').update(id, { email: 'bonjour', host_phone: '12' }, await openedNow(su.pb, 'shop_identity', id)),
    )
    expect(Object.keys(refused.fields).sort()).toEqual(['email', 'host_phone'])
    expect(refused.fields.email).toBe('shop_identity_email: Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).')
  })

  it('a customer cannot change it (the collection’s rule)', async () => {
    const customer = await loginAs('customer')
    const refused = await refusal(customer.pb.collection('shop_identity').update(id, { legal_name: 'Pirate' }))
    expect(refused.status).toBe(404)
  })
})

describe('no real payment while the identity is incomplete', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ identity: 'blank' })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses the checkout with a French 503 and holds nothing, then accepts it once the admin completes the identity', async () => {
    const product = await stack.product({ price: 30, stock: 2 })
    const refused = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(refused.status).toBe(503)
    expect(refused.body.message).toMatch(INCOMPLETE)
    expect(refused.body.message).toMatch(/Aucun montant n’a été débité/)
    expect(await stack.stock(product.id)).toBe(2)

    const identity = await stack.users.admin.pb.collection('shop_identity').getFirstListItem('')
    // Everything but the consumer mediator: still refused.
    await stack.users.admin.pb
      .collection('shop_identity')
      .update(
        identity.id,
        { ...DEMO_IDENTITY, mediator_name: '', mediator_url: '' },
        await openedNow(stack.su, 'shop_identity', identity.id),
      )
    const stillRefused = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(stillRefused.status).toBe(503)

    await stack.users.admin.pb
      .collection('shop_identity')
      .update(identity.id, DEMO_IDENTITY, await openedNow(stack.su, 'shop_identity', identity.id))
    const accepted = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ mode: 'stripe', amount: 3000 })
  })
})

describe('demonstration mode with a blank identity', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true, identity: 'blank' })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('still opens checkouts: nothing is charged', async () => {
    const product = await stack.product({ price: 20, stock: 1 })
    const started = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ mode: 'demo' })
  })
})
