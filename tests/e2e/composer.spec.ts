// The bracelet composer on /sur-mesure (issue 30 point 1, docs/adr/0126), with the keyboard alone:
// the drawing has the bead count computed by hand for three wrist / bead combinations, the request
// goes with its composition, and an admin reads it back with the estimate the server wrote from the
// migration's price table (10 mm bead 1,30 €, « Avec fermoir » 8 €, a charm 6 €, labour 25 €).
import { expect, test, needed } from './fixtures.ts'

test('un visiteur compose son bracelet au clavier, le voit dessiné et l’envoie avec son estimation', async ({ page, fixtures }) => {
  const email = `composition-${Date.now()}@exemple.fr`
  await page.goto('/sur-mesure')
  await expect(page.getByRole('heading', { level: 1, name: 'Votre Bijou, Votre Âme' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Nom' }).focus()
  await page.keyboard.type('Camille Perles')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)

  // The main stone by typing its first letters on the closed list and the arrow, a secondary one with the space bar.
  const main = page.getByRole('combobox', { name: 'Pierre principale' })
  await expect(main.getByRole('option', { name: 'Améthyste' })).toBeAttached()
  await main.focus()
  await page.keyboard.type('Am')
  await expect(main).toHaveValue('Amazonite')
  await page.keyboard.press('ArrowDown')
  await expect(main).toHaveValue('Améthyste')
  await page.getByRole('checkbox', { name: 'Citrine' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: 'Citrine' })).toBeChecked()

  const drawing = page.getByRole('img', { name: 'Aperçu du bracelet' })
  const wrist = page.getByRole('textbox', { name: 'Tour de poignet (cm)' })

  // 16 cm, 8 mm: (16 + 1,5) × 10 / 8 = 21,875 → 22 beads.
  await wrist.focus()
  await page.keyboard.type('16')
  await expect(drawing).toHaveAttribute('data-beads', '22')
  await expect(drawing.locator('[data-bead]')).toHaveCount(22)

  // 16 cm, 6 mm (the arrow moves the bead size's choice): (16 + 1,5) × 10 / 6 = 29,17 → 29 beads.
  await page.getByRole('radio', { name: '8mm' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: '6mm' })).toBeChecked()
  await expect(drawing).toHaveAttribute('data-beads', '29')
  await expect(drawing.locator('[data-bead]')).toHaveCount(29)

  // 18,5 cm, 10 mm: (18,5 + 1,5) × 10 / 10 = 20 beads.
  await page.getByRole('radio', { name: '6mm' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '10mm' })).toBeChecked()
  await wrist.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('18,5')
  await expect(drawing).toHaveAttribute('data-beads', '20')
  await expect(drawing.locator('[data-bead]')).toHaveCount(20)

  // The clasp, a charm and the pattern.
  await page.getByRole('radio', { name: 'Élastique' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Avec fermoir' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Chouette' }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('radio', { name: 'Alterné' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Par groupes' })).toBeChecked()

  await expect(drawing).toHaveAccessibleDescription(
    '20 perles de 10 mm : 10 Améthyste, 10 Citrine, par groupes de trois. Fermoir en acier inoxydable. Breloque : Chouette.',
  )
  await expect(drawing.locator('[data-clasp]')).toHaveCount(1)
  await expect(drawing.locator('[data-charm="Chouette"]')).toHaveCount(1)
  // 20 × 1,30 + 8 + 6 + 25 = 65,00.
  await expect(page.getByText('Prix estimé : 65,00 €')).toBeVisible()
  await expect(page.getByText('Estimation indicative : le prix définitif figure sur le devis.')).toBeVisible()

  await page.getByRole('button', { name: 'Envoyer ma demande' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Votre demande sur-mesure a bien été envoyée/)).toBeVisible()

  // Read back by an admin through the API.
  const admin = needed(
    fixtures.users.find((user) => user.kind === 'admin'),
    'the admin fixture',
  )
  const auth = await fetch(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: admin.email, password: admin.password }),
  })
  const { token } = (await auth.json()) as { token: string }
  const url = `${fixtures.pocketbaseUrl}/api/collections/custom_requests/records?filter=${encodeURIComponent(`email = "${email}"`)}`
  const list = (await (await fetch(url, { headers: { Authorization: token } })).json()) as { items: Array<Record<string, unknown>> }
  expect(list.items).toHaveLength(1)
  expect(list.items[0]).toMatchObject({
    main_stone: 'Améthyste',
    secondary_stones: ['Citrine'],
    bead_size: '10mm',
    wrist_size: 18.5,
    clasp_type: 'Avec fermoir',
    charms: ['Chouette'],
    composition: { pattern: 'grouped' },
    estimate: 65,
  })
})
