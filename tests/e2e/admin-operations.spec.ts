// The admin's operations in a real browser: the five reference lists (add, edit, delete), an order's
// status that the customer then sees on /account, a custom request (its protected image shown through
// a file token) moved to "En cours", a contact message read and marked handled; customers and pros are
// kept out of /dashboard.
import type { APIRequestContext, Page } from '@playwright/test'
import { png } from '../support/png.ts'
import { expect, location, test, type Fixtures, type UserKind } from './fixtures.ts'
import { superuserToken, expectAccessible } from './support/admin-api.ts'

/** Creates a record through the superuser API (a test's own data) and returns it. */
async function createRecord(
  request: APIRequestContext,
  fixtures: Fixtures,
  token: string,
  collection: string,
  data: Record<string, unknown>,
) {
  const response = await request.post(`${fixtures.pocketbaseUrl}/api/collections/${collection}/records`, {
    headers: { Authorization: token },
    data,
  })
  expect(response.ok(), `${collection} creation answered ${response.status()}: ${await response.text()}`).toBe(true)
  return (await response.json()) as { id: string } & Record<string, unknown>
}

async function readRecord(request: APIRequestContext, fixtures: Fixtures, token: string, collection: string, id: string) {
  const response = await request.get(`${fixtures.pocketbaseUrl}/api/collections/${collection}/records/${id}`, {
    headers: { Authorization: token },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

async function deleteRecord(request: APIRequestContext, fixtures: Fixtures, token: string, collection: string, id: string) {
  await request.delete(`${fixtures.pocketbaseUrl}/api/collections/${collection}/records/${id}`, { headers: { Authorization: token } })
}

/** Accepts the next browser confirmation, checking its text. */
function acceptConfirm(page: Page, text: string) {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(text)
    void dialog.accept()
  })
}

interface ReferenceCase {
  path: string
  heading: string
  /** The add form's accessible name and the edit form's (the same form for all but materials). */
  addForm: string
  editForm: string
  nameLabel: RegExp
  extra?: (page: Page, form: ReturnType<Page['getByRole']>) => Promise<void>
  createdToast?: string
  updatedToast?: string
  submitEdit: string
  confirm: string
}

const REFERENCE_LISTS: ReferenceCase[] = [
  {
    path: '/dashboard/materials',
    heading: 'Matériaux',
    addForm: 'Ajouter un matériau',
    editForm: 'Modifier le matériau',
    nameLabel: /Nom du matériau/,
    submitEdit: 'Enregistrer',
    confirm: 'Êtes-vous sûr de vouloir supprimer ce matériau ?',
  },
  {
    path: '/dashboard/colors',
    heading: 'Couleurs',
    addForm: 'Nouvelle couleur',
    editForm: 'Modifier la couleur',
    nameLabel: /^Nom/,
    extra: async (_page, form) => form.getByRole('textbox', { name: /Code hexadécimal/ }).fill('#3A6EA5'),
    createdToast: 'Couleur créée avec succès!',
    updatedToast: 'Couleur mise à jour avec succès!',
    submitEdit: 'Mettre à jour',
    confirm: 'Êtes-vous sûr de vouloir supprimer cette couleur ?',
  },
  {
    path: '/dashboard/stone-properties',
    heading: 'Propriétés des pierres',
    addForm: 'Nouvelle propriété',
    editForm: 'Modifier la propriété',
    nameLabel: /^Nom/,
    extra: async (_page, form) => form.getByRole('textbox', { name: 'Description' }).fill('Aide à lâcher prise.'),
    createdToast: 'Propriété créée avec succès!',
    updatedToast: 'Propriété mise à jour avec succès!',
    submitEdit: 'Mettre à jour',
    confirm: 'Êtes-vous sûr de vouloir supprimer cette propriété ?',
  },
  {
    path: '/dashboard/chakras',
    heading: 'Chakras',
    addForm: 'Nouveau chakra',
    editForm: 'Modifier le chakra',
    nameLabel: /^Nom/,
    createdToast: 'Chakra créé avec succès!',
    updatedToast: 'Chakra mis à jour avec succès!',
    submitEdit: 'Mettre à jour',
    confirm: 'Êtes-vous sûr de vouloir supprimer ce chakra ?',
  },
  {
    path: '/dashboard/astrological-signs',
    heading: 'Signes astrologiques',
    addForm: 'Nouveau signe astrologique',
    editForm: 'Modifier le signe astrologique',
    nameLabel: /^Nom/,
    createdToast: 'Signe astrologique créé avec succès!',
    updatedToast: 'Signe astrologique mis à jour avec succès!',
    submitEdit: 'Mettre à jour',
    confirm: 'Êtes-vous sûr de vouloir supprimer ce signe astrologique ?',
  },
]

test.describe('administration : listes de référence', () => {
  for (const list of REFERENCE_LISTS) {
    test(`${list.heading} : ajouter, modifier, supprimer`, async ({ page, loginAs }) => {
      const name = `E2E ${list.heading} ${Date.now()}`
      await loginAs('admin')
      await page.goto(list.path)
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible()

      const add = page.getByRole('form', { name: list.addForm })
      await add.getByRole('textbox', { name: list.nameLabel }).fill(name)
      await list.extra?.(page, add)
      await add.getByRole('button', { name: 'Ajouter' }).click()
      if (list.createdToast) await expect(page.getByText(list.createdToast)).toBeVisible()
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()

      await page.getByRole('button', { name: `Modifier ${name}`, exact: true }).click()
      const edit = page.getByRole('form', { name: list.editForm })
      await expect(edit.getByRole('textbox', { name: list.nameLabel })).toHaveValue(name)
      await edit.getByRole('textbox', { name: list.nameLabel }).fill(`${name} bis`)
      await edit.getByRole('button', { name: list.submitEdit }).click()
      if (list.updatedToast) await expect(page.getByText(list.updatedToast)).toBeVisible()
      await expect(page.getByRole('cell', { name: `${name} bis`, exact: true })).toBeVisible()

      // It survives a reload: the server has it.
      await page.reload()
      await expect(page.getByRole('cell', { name: `${name} bis`, exact: true })).toBeVisible()

      acceptConfirm(page, list.confirm)
      await page.getByRole('button', { name: `Supprimer ${name} bis`, exact: true }).click()
      await expect(page.getByRole('cell', { name: `${name} bis`, exact: true })).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible()
      await expect(page.getByRole('table')).toBeVisible()
      await expect(page.getByRole('cell', { name: `${name} bis`, exact: true })).toHaveCount(0)
    })
  }
})

test.describe('administration : opérations', () => {
  test('le statut d’une commande changé par l’admin est celui que le client voit', async ({
    page,
    fixtures,
    loginAs,
    request,
    saveScreenshot,
  }) => {
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    const product = fixtures.catalogue.regular
    const token = await superuserToken(fixtures)
    const order = await createRecord(request, fixtures, token, 'orders', {
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
      products: [product.id],
      total: product.price,
      // Shipped: a paid order ships through its own dialog (docs/adr/0050, shipping.spec.ts).
      status: 'shipped',
    })
    const number = `n° ${order.id.slice(0, 8)}`
    // The list reads one page of the fields it shows, never the whole collection (docs/adr/0092).
    const reads: URL[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (url.pathname.endsWith('/api/collections/orders/records')) reads.push(url)
    })
    try {
      await loginAs('admin')
      await page.goto('/dashboard/orders')
      const select = page.getByRole('combobox', { name: `Statut de la commande ${number}` })
      await expect(select).toHaveValue('shipped')
      expect(reads.length).toBeGreaterThan(0)
      for (const read of reads) {
        expect(Number(read.searchParams.get('perPage'))).toBeLessThanOrEqual(50)
        expect(read.searchParams.get('fields')).toBeTruthy()
      }
      await expect(page.getByText(/^\d+\scommandes?$/)).toBeVisible()
      // Found by the server: a search for its customer's e-mail, then a sort by total.
      await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(customer.email)
      await expect(page.getByText(/^\d+\scommandes?$/)).toBeVisible()
      await expect(select).toBeVisible()
      await expect.poll(() => reads.at(-1)?.searchParams.get('filter') ?? '').toContain(customer.email.toLowerCase())
      await page.getByRole('button', { name: /^Total/ }).click()
      await expect.poll(() => reads.at(-1)?.searchParams.get('sort')).toBe('total,-created')
      await expect(select).toBeVisible()
      expect(reads.every((read) => Number(read.searchParams.get('perPage')) <= 50)).toBe(true)
      const row = page.getByRole('row').filter({ has: select })
      await expect(row).toContainText(customer.name)

      await page.getByRole('button', { name: `Voir la commande ${number}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Détails de la commande' })
      await expect(dialog).toContainText(customer.email)
      await expect(dialog).toContainText(product.name)
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Fermer' }).click()

      await select.selectOption({ label: 'Livrée' })
      await expect(select).toHaveValue('delivered')
      await expect.poll(async () => (await readRecord(request, fixtures, token, 'orders', order.id)).status).toBe('delivered')
      await saveScreenshot('admin-orders')

      // The customer, in a fresh tab with their own session, sees the new status.
      const customerPage = await page.context().browser()!.newPage()
      const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
        data: { identity: customer.email, password: customer.password },
      })
      const session = (await login.json()) as { token: string; record: unknown }
      await customerPage.addInitScript((value) => window.localStorage.setItem('pocketbase_auth', value), JSON.stringify(session))
      await customerPage.goto(new URL('/account', page.url()).toString())
      const customerRow = customerPage.getByRole('row').filter({ hasText: number })
      await expect(customerRow).toContainText('Livrée')
      await customerPage.close()
    } finally {
      await deleteRecord(request, fixtures, token, 'orders', order.id)
    }
  })

  test('une demande sur-mesure passe « En création »', async ({ page, fixtures, loginAs, request }) => {
    const token = await superuserToken(fixtures)
    const name = `Demande E2E ${Date.now()}`
    // Sent with an inspiration image: a protected file the details show through a file token.
    const response = await request.post(`${fixtures.pocketbaseUrl}/api/collections/custom_requests/records`, {
      headers: { Authorization: token },
      multipart: {
        name,
        email: 'demande@exemple.fr',
        jewelry_type: 'Bracelet',
        main_stone: 'Améthyste',
        bead_size: '8mm',
        status: 'received',
        image: { name: 'inspiration.png', mimeType: 'image/png', buffer: png([120, 60, 160], 8) },
      },
    })
    expect(response.ok()).toBe(true)
    const created = (await response.json()) as { id: string; image: string }
    try {
      // Without a token, the file is not served.
      expect((await request.get(`${fixtures.pocketbaseUrl}/api/files/custom_requests/${created.id}/${created.image}`)).status()).toBe(404)
      await loginAs('admin')
      await page.goto('/dashboard/requests')
      const select = page.getByRole('combobox', { name: `Statut de la demande de ${name}` })
      await expect(select).toHaveValue('received')
      await page.getByRole('button', { name: `Voir la demande de ${name}` }).click()
      const details = page.getByRole('dialog', { name: 'Détails de la demande' })
      await expect(details).toContainText('Pierre principale : Améthyste')
      const image = details.getByRole('img', { name: 'Image d’inspiration jointe à la demande' })
      await expect(image).toHaveAttribute('src', /\/api\/files\/custom_requests\/\w+\/inspiration_\w+\.png\?token=/)
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(8)
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await select.selectOption({ label: 'En création' })
      await expect.poll(async () => (await readRecord(request, fixtures, token, 'custom_requests', created.id)).status).toBe('in_creation')
      await page.reload()
      const reloaded = page.getByRole('combobox', { name: `Statut de la demande de ${name}` })
      await expect(reloaded).toHaveValue('in_creation')

      // The keyboard (issue 14): an arrow only moves the choice, nothing is saved and the focus stays;
      // Enter saves it, and the focus is still on the selector afterwards.
      await reloaded.focus()
      await page.keyboard.press('ArrowDown')
      await expect(reloaded).toBeFocused()
      await page.waitForTimeout(300)
      expect((await readRecord(request, fixtures, token, 'custom_requests', created.id)).status).toBe('in_creation')
      const chosen = await reloaded.inputValue()
      expect(chosen).not.toBe('in_creation')
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await readRecord(request, fixtures, token, 'custom_requests', created.id)).status).toBe(chosen)
      await expect(reloaded).toBeFocused()
    } finally {
      await deleteRecord(request, fixtures, token, 'custom_requests', created.id)
    }
  })

  test('un message de contact est lu puis marqué comme traité, puis supprimé', async ({ page, fixtures, loginAs, request }) => {
    const token = await superuserToken(fixtures)
    const subject = `Sujet E2E ${Date.now()}`
    const created = await createRecord(request, fixtures, token, 'contact_messages', {
      name: 'Léa Dubois',
      email: 'lea@exemple.fr',
      subject,
      message: 'Bonjour, faites-vous des tailles enfant ?',
      status: 'new',
    })
    try {
      await loginAs('admin')
      await page.goto('/dashboard/messages')
      await page.getByRole('button', { name: `Lire le message de Léa Dubois : ${subject}` }).click()
      const dialog = page.getByRole('dialog', { name: subject })
      await expect(dialog).toContainText('faites-vous des tailles enfant ?')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Marquer comme traité' }).click()
      await expect(page.getByText('Message marqué comme traité.')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Marquer comme nouveau' })).toBeVisible()
      await expect.poll(async () => (await readRecord(request, fixtures, token, 'contact_messages', created.id)).status).toBe('handled')
      await dialog.getByRole('button', { name: 'Fermer' }).click()

      acceptConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce message ?')
      await page.getByRole('button', { name: `Supprimer le message de Léa Dubois : ${subject}` }).click()
      await expect(page.getByRole('cell', { name: subject })).toHaveCount(0)
    } finally {
      await deleteRecord(request, fixtures, token, 'contact_messages', created.id)
    }
  })

  for (const kind of ['customer', 'pro'] as const satisfies readonly UserKind[]) {
    test(`un compte ${kind} envoyé vers /dashboard/orders est renvoyé à l’accueil`, async ({ page, loginAs }) => {
      await loginAs(kind)
      await page.goto('/dashboard/orders')
      await expect.poll(() => location(page).pathname).toBe('/')
      await expect(page.getByRole('heading', { name: 'Commandes' })).toHaveCount(0)
    })
  }
})

test('administration : la fiche d’un utilisateur (dates en français), en thème sombre sur téléphone', async ({
  page,
  fixtures,
  loginAs,
  setTheme,
}) => {
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  await setTheme('dark')
  await page.setViewportSize({ width: 375, height: 812 })
  await loginAs('admin')
  await page.goto('/dashboard/users')
  // The customer's page (docs/adr/0060) replaced the details dialog.
  await page.getByRole('link', { name: `Voir ${customer.name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible()
  expect(location(page).pathname).toBe(`/dashboard/users/${customer.id}`)
  const identity = page.getByRole('region', { name: 'Identité' })
  await expect(identity).toContainText(customer.id)
  await expect(identity).toContainText(customer.email)
  // The date and the time, as every admin list dates its rows (docs/adr/0081).
  await expect(identity.getByText(/^\d{1,2}(er)? [a-zéû]+ \d{4} à \d{1,2}\sh\s\d{2}$/).first()).toBeVisible()
  await expect(page.getByRole('region', { name: /Commandes/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Retour aux utilisateurs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible()
})
