// Two people editing never silently overwrite each other, and nothing typed is lost by leaving
// (docs/adr/0083): the admin's forms send the version they opened, show a conflict with « Recharger »
// and « Garder mon texte », and ask before closing or leaving with unsaved changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CategoriesRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { createOrder, createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, checkVersions, EDIT_CONFLICT_TEXTS } from '../testing/admin-mocks'
import { acceptMultipartWrites } from '../testing/catalogue-mocks'
import { LEAVE_UNSAVED } from './use-unsaved-changes'

const admin = demoUsers.admin
const OPENED = '2026-11-21 10:00:00.000Z'
const THEIRS = '2026-11-21 10:05:00.000Z'

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  confirmSpy.mockRestore()
})

/** Someone else saves `changes` on the stored record of `collection` (a newer `updated`). */
function savedElsewhere(collection: string, id: string, changes: Record<string, unknown>) {
  db.collections.set(
    collection,
    (db.collections.get(collection) ?? []).map((record) => (record.id === id ? { ...record, ...changes, updated: THEIRS } : record)),
  )
}

const bracelets = () =>
  adminRecord<Partial<CategoriesRecord>>('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })

describe('a save over a version saved since', { timeout: 20_000 }, () => {
  it('is refused with the French sentence and the choice; nothing typed is lost; « Garder mon texte » saves over', async () => {
    seed('categories', [bracelets()])
    const sent = acceptWrites('categories')
    const named = checkVersions('categories')
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelets' }))
    const form = within(screen.getByRole('dialog', { name: 'Modifier la catégorie' }))
    savedElsewhere('categories', 'catbracelets000', { name: 'Bracelets en pierre' })
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' fins')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))

    const alert = await form.findByRole('alert', { name: EDIT_CONFLICT_TEXTS.categories })
    expect(alert).toHaveTextContent('Vos modifications sont toujours dans le formulaire, mais n’ont pas été enregistrées.')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelets fins')
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelets-fins')
    expect(named).toEqual([OPENED])
    expect(sent).toEqual([])

    await events.click(within(alert).getByRole('button', { name: 'Garder mon texte' }))
    expect(await screen.findByText('Catégorie mise à jour avec succès !')).toBeVisible()
    expect(named).toEqual([OPENED, THEIRS])
    expect(sent).toEqual([{ method: 'PATCH', id: 'catbracelets000', body: { name: 'Bracelets fins', slug: 'bracelets-fins' } }])
    expect(await screen.findByRole('cell', { name: 'Bracelets fins' })).toBeVisible()
  })

  it('« Recharger » shows the version saved since, drops what was typed, and leaves without asking', async () => {
    seed('categories', [bracelets()])
    acceptWrites('categories')
    checkVersions('categories')
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelets' }))
    let form = within(screen.getByRole('dialog', { name: 'Modifier la catégorie' }))
    savedElsewhere('categories', 'catbracelets000', { name: 'Bracelets en pierre', slug: 'bracelets-en-pierre' })
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' fins')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    await events.click(within(await form.findByRole('alert')).getByRole('button', { name: 'Recharger' }))

    form = within(screen.getByRole('dialog', { name: 'Modifier la catégorie' }))
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelets en pierre'))
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('bracelets-en-pierre')
    expect(form.queryByRole('alert')).toBeNull()
    expect(await screen.findByRole('cell', { name: 'Bracelets en pierre' })).toBeVisible()
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(confirmSpy).not.toHaveBeenCalled()
  })

  it('a product (multipart): the product’s sentence, then saved over with the version as it is now', async () => {
    seed('categories', [bracelets()])
    seed('products', [
      createProduct({
        id: 'prodlune0000000',
        name: 'Bracelet Lune',
        price: 39.9,
        stock: 3,
        category: ['catbracelets000'],
        updated: OPENED,
      }),
    ])
    const sent = acceptMultipartWrites('products', { lists: ['category', 'image'] })
    const named = checkVersions('products')
    const { events } = renderApp('/dashboard/products', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = within(await screen.findByRole('dialog', { name: 'Modifier le produit' }))
    savedElsewhere('products', 'prodlune0000000', { description: 'Leur description.' })
    const description = form.getByRole('textbox', { name: 'Description' })
    await events.clear(description)
    await events.type(description, 'Ma description.')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))

    const alert = await form.findByRole('alert', { name: EDIT_CONFLICT_TEXTS.products })
    expect(description).toHaveValue('Ma description.')
    expect(sent).toEqual([])
    await events.click(within(alert).getByRole('button', { name: 'Garder mon texte' }))
    expect(await screen.findByText('Produit mis à jour avec succès !')).toBeVisible()
    expect(named).toEqual([OPENED, THEIRS])
    expect(sent[0]?.fields.description).toEqual(['Ma description.'])
    expect((db.collections.get('products')?.[0] as ProductsRecord).description).toBe('Ma description.')
  })

  it('the shop’s identity: refused, kept as typed, saved over', async () => {
    seed('shop_identity', [createShopIdentity({ updated: OPENED })])
    acceptWrites('shop_identity')
    const named = checkVersions('shop_identity')
    const { events } = renderApp('/dashboard/identite', { user: admin() })
    await findPageHeading('Identité légale de la boutique')
    savedElsewhere('shop_identity', 'shopidentity001', { city: 'Annecy' })
    const city = screen.getByLabelText('Ville')
    await events.clear(city)
    await events.type(city, 'Chambéry')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))

    const alert = await screen.findByRole('alert', { name: EDIT_CONFLICT_TEXTS.shop_identity })
    expect(screen.getByLabelText('Ville')).toHaveValue('Chambéry')
    await events.click(within(alert).getByRole('button', { name: 'Garder mon texte' }))
    expect(await screen.findByText('Identité de la boutique enregistrée.')).toBeVisible()
    expect(named).toEqual([OPENED, THEIRS])
    expect(screen.getByLabelText('Ville')).toHaveValue('Chambéry')
  })

  it('the shop’s identity: « Recharger » draws the identity as it is now', async () => {
    seed('shop_identity', [createShopIdentity({ updated: OPENED })])
    acceptWrites('shop_identity')
    checkVersions('shop_identity')
    const { events } = renderApp('/dashboard/identite', { user: admin() })
    await findPageHeading('Identité légale de la boutique')
    savedElsewhere('shop_identity', 'shopidentity001', { city: 'Annecy' })
    await events.clear(screen.getByLabelText('Ville'))
    await events.type(screen.getByLabelText('Ville'), 'Chambéry')
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }))
    await events.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Recharger' }))
    await waitFor(() => expect(screen.getByLabelText('Ville')).toHaveValue('Annecy'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('closing or leaving with unsaved changes', { timeout: 20_000 }, () => {
  it('a dialog left as it opened closes at once; with changes, Escape, « Fermer » and « Annuler » ask first', async () => {
    seed('categories', [bracelets()])
    const { events } = renderApp('/dashboard/categories', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Bracelets' }))
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(confirmSpy).not.toHaveBeenCalled()

    await events.click(screen.getByRole('button', { name: 'Modifier Bracelets' }))
    const form = within(screen.getByRole('dialog', { name: 'Modifier la catégorie' }))
    await events.type(form.getByRole('textbox', { name: 'Nom' }), ' fins')
    confirmSpy.mockReturnValue(false)
    await events.keyboard('{Escape}')
    await events.click(form.getByRole('button', { name: 'Fermer' }))
    await events.click(form.getByRole('button', { name: 'Annuler' }))
    expect(confirmSpy).toHaveBeenCalledTimes(3)
    expect(confirmSpy).toHaveBeenCalledWith(LEAVE_UNSAVED)
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('Bracelets fins')

    confirmSpy.mockReturnValue(true)
    await events.click(form.getByRole('button', { name: 'Annuler' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('an image added to a stone is a change too', async () => {
    seed('stones', [adminRecord('stones', { id: 'stoneamethyst01', name: 'Améthyste', virtues: 'Calme', description: '' })])
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    const { events } = renderApp('/dashboard/stones', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Améthyste' }))
    const form = within(screen.getByRole('dialog', { name: 'Modifier la pierre' }))
    await events.upload(form.getByLabelText('Ajouter une image'), new File(['png'], 'pierre.png', { type: 'image/png' }))
    confirmSpy.mockReturnValue(false)
    await events.click(form.getByRole('button', { name: 'Annuler' }))
    expect(confirmSpy).toHaveBeenCalledWith(LEAVE_UNSAVED)
    expect(screen.getByRole('dialog', { name: 'Modifier la pierre' })).toBeVisible()
  })

  it('the identity: a link to another page asks, and staying keeps what was typed; the browser is asked too', async () => {
    seed('shop_identity', [createShopIdentity()])
    const { events } = renderApp('/dashboard/identite', { user: admin() })
    await findPageHeading('Identité légale de la boutique')
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await events.type(screen.getByLabelText('Ville'), ' Centre')
    expect(unload()).toBe(true)

    confirmSpy.mockReturnValue(false)
    const nav = within(screen.getByRole('navigation', { name: 'Administration' }))
    await events.click(nav.getByRole('link', { name: 'Produits' }))
    await waitFor(() => expect(confirmSpy).toHaveBeenCalledWith(LEAVE_UNSAVED))
    expect(screen.getByRole('heading', { level: 1, name: 'Identité légale de la boutique' })).toBeVisible()
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon Centre')

    confirmSpy.mockReturnValue(true)
    await events.click(nav.getByRole('link', { name: 'Produits' }))
    expect(await findPageHeading('Produits')).toBeVisible()
  })

  it('a note being written in an order’s details: closing the details asks first', async () => {
    const order = createOrder({ id: 'ordnote00000002', items: [], products: [] })
    seed('orders', [order])
    const { events } = renderApp(`/dashboard/orders/${order.id}`, { user: admin() })
    const details = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    await events.type(await details.findByRole('textbox', { name: 'Nouvelle note' }), 'Rappeler la cliente.')
    confirmSpy.mockReturnValue(false)
    await events.click(details.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(confirmSpy).toHaveBeenCalledWith(LEAVE_UNSAVED))
    expect(screen.getByRole('dialog', { name: 'Détails de la commande' })).toBeVisible()
    expect(details.getByRole('textbox', { name: 'Nouvelle note' })).toHaveValue('Rappeler la cliente.')
    confirmSpy.mockReturnValue(true)
    await events.click(details.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
