import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { createStone } from '@/testing/data-generators'

const STONE_NAMES = [
  'Agate',
  'Amazonite',
  'Améthyste',
  'Aventurine',
  'Citrine',
  'Cornaline',
  'Hématite',
  'Jade',
  'Labradorite',
  'Lapis-lazuli',
  'Malachite',
  'Œil de tigre',
]

function acceptRequests() {
  const received: FormData[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/api/collections/custom_requests/records', async ({ request }) => {
      received.push(await request.formData())
      await held
      return HttpResponse.json({ id: 'c00000000000001', status: 'pending' })
    }),
  )
  return { received, release }
}

async function openForm({ seeded = false } = {}) {
  if (!seeded) {
    seed(
      'stones',
      STONE_NAMES.map((name) => createStone({ name })),
    )
  }
  const rendered = renderApp('/sur-mesure')
  expect(await findPageHeading('Votre Bijou, Votre Âme')).toBeVisible()
  await screen.findByRole('checkbox', { name: 'Agate' })
  return rendered
}

describe('custom request page', { timeout: 20_000 }, () => {
  it('explains the four steps and shows the form with its defaults', async () => {
    await openForm()
    const steps = within(screen.getByRole('region', { name: 'Comment ça se passe ?' }))
    for (const step of ['Votre demande', 'Échange et devis', 'Création', 'Livraison']) {
      expect(steps.getByRole('heading', { level: 3, name: new RegExp(step) })).toBeVisible()
    }
    expect(screen.getByRole('combobox', { name: 'Type de bijou' })).toHaveValue('Bracelet')
    const mainStone = screen.getByRole('combobox', { name: 'Pierre principale' })
    expect(within(mainStone).getByRole('option', { name: 'Améthyste' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '8mm' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '6mm' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: '10mm' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Élastique' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Avec fermoir' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Éléments en acier inoxydable' })).not.toBeChecked()
    for (const charm of ['Arbre de Vie', 'Fleur de Vie', 'Fleur de Lotus', 'Chouette']) {
      expect(screen.getByRole('checkbox', { name: charm })).not.toBeChecked()
    }
    // A decimal comma is typed in a text field (a number field reads « 16,5 » as 165 in some browsers).
    expect(screen.getByRole('textbox', { name: 'Tour de poignet (cm)' })).toHaveAccessibleDescription(
      'Entre 10 et 30 cm, par exemple 16,5. Mesurez votre poignet au ras de l’os, sans serrer.',
    )
    const image = screen.getByLabelText('Image d’inspiration (facultatif)')
    expect(image).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp')
    expect(image).toHaveAccessibleDescription('Aucun fichier choisi JPEG, PNG, GIF ou WebP, 10\u00a0Mo au maximum.')
    await waitFor(() => expect(document.title).toBe('Sur-mesure — Éclat de Pierre'))
  })

  it('refuses an 11th secondary stone with the alert of the spec', async () => {
    const { events } = await openForm()
    for (const name of STONE_NAMES.slice(0, 10)) await events.click(screen.getByRole('checkbox', { name }))
    expect(screen.getByText('Jusqu’à 10 pierres : 10 sélectionnées.')).toBeVisible()
    await events.click(screen.getByRole('checkbox', { name: 'Malachite' }))
    expect(await screen.findByText('Vous ne pouvez sélectionner que 10 pierres au maximum.')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Malachite' })).not.toBeChecked()
    expect(screen.getByText('Jusqu’à 10 pierres : 10 sélectionnées.')).toBeVisible()
    // Freeing a place lets another stone in.
    await events.click(screen.getByRole('checkbox', { name: 'Agate' }))
    await events.click(screen.getByRole('checkbox', { name: 'Malachite' }))
    expect(screen.getByRole('checkbox', { name: 'Malachite' })).toBeChecked()
  })

  it('requires a name and an email, in French', async () => {
    const { received } = acceptRequests()
    const { events } = await openForm()
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    // The route's action checks the form: its answer comes a moment later.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Veuillez indiquer votre nom.'))
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Veuillez indiquer votre adresse email.')
    expect(received).toHaveLength(0)
  })

  it('sends every field, shows “Envoi en cours...”, then thanks and resets the form', async () => {
    const { received, release } = acceptRequests()
    const { events } = await openForm()
    await events.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa Dubois')
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@exemple.fr')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Type de bijou' }), 'Collier')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Pierre principale' }), 'Améthyste')
    await events.click(screen.getByRole('checkbox', { name: 'Jade' }))
    await events.click(screen.getByRole('checkbox', { name: 'Citrine' }))
    await events.click(screen.getByRole('radio', { name: '10mm' }))
    await events.type(screen.getByRole('textbox', { name: 'Tour de poignet (cm)' }), '16,5')
    await events.click(screen.getByRole('radio', { name: 'Avec fermoir' }))
    await events.click(screen.getByRole('checkbox', { name: 'Éléments en acier inoxydable' }))
    await events.click(screen.getByRole('checkbox', { name: 'Fleur de Lotus' }))
    await events.click(screen.getByRole('checkbox', { name: 'Chouette' }))
    await events.click(screen.getByRole('radio', { name: 'Par groupes' }))
    await events.type(screen.getByRole('textbox', { name: 'Message' }), 'Pour un anniversaire.')
    const image = new File(['gif'], 'inspiration.png', { type: 'image/png' })
    await events.upload(screen.getByLabelText('Image d’inspiration (facultatif)'), image)
    expect(screen.getByText('inspiration.png')).toBeVisible()

    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    release()
    expect(
      await screen.findByText(
        'Merci ! Votre demande sur-mesure a bien été envoyée. Nous revenons vers vous très vite pour en parler ensemble.',
      ),
    ).toBeVisible()

    const sent = received[0] as FormData
    expect(sent.get('name')).toBe('Léa Dubois')
    expect(sent.get('email')).toBe('lea@exemple.fr')
    expect(sent.get('jewelry_type')).toBe('Collier')
    expect(sent.get('main_stone')).toBe('Améthyste')
    expect(JSON.parse(String(sent.get('secondary_stones')))).toEqual(['Jade', 'Citrine'])
    expect(sent.get('bead_size')).toBe('10mm')
    expect(sent.get('wrist_size')).toBe('16.5')
    expect(sent.get('clasp_type')).toBe('Avec fermoir')
    expect(sent.get('stainless_steel_elements')).toBe('true')
    expect(sent.getAll('charms')).toEqual(['Fleur de Lotus', 'Chouette'])
    expect(sent.get('message')).toBe('Pour un anniversaire.')
    expect(JSON.parse(String(sent.get('composition')))).toEqual({ pattern: 'grouped' })
    // jsdom's FormData round trip through msw drops the file name; the content arrives.
    expect(await (sent.get('image') as Blob).text()).toBe('gif')
    expect(sent.has('status')).toBe(false)
    expect(sent.has('user')).toBe(false)

    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Type de bijou' })).toHaveValue('Bracelet')
    expect(screen.getByRole('checkbox', { name: 'Jade' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: '8mm' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Élastique' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Chouette' })).not.toBeChecked()
    expect((screen.getByLabelText('Image d’inspiration (facultatif)') as HTMLInputElement).files).toHaveLength(0)
    expect(screen.getByText('Aucun fichier choisi')).toBeVisible()
  })

  it('refuses an image too large or of another type at once, with the limit, and sends nothing', async () => {
    const { received } = acceptRequests()
    const { events } = await openForm()
    const picker = screen.getByLabelText('Image d’inspiration (facultatif)')
    const huge = new File(['png'], 'vacances.png', { type: 'image/png' })
    Object.defineProperty(huge, 'size', { value: 12.4 * 1024 * 1024 })
    await events.upload(picker, huge)
    expect(picker).toHaveAccessibleDescription(/L’image « vacances\.png » \(12,4\u00a0Mo\) dépasse 10\u00a0Mo\.$/)
    expect(screen.getByText('Aucun fichier choisi')).toBeVisible()
    // Past the picker's own filter (« Tous les fichiers »).
    fireEvent.change(picker, { target: { files: [new File(['heic'], 'photo.heic', { type: 'image/heic' })] } })
    expect(picker).toHaveAccessibleDescription(/Le fichier « photo\.heic » n’est pas une image JPEG, PNG, GIF ou WebP\.$/)
    expect(received).toHaveLength(0)
  })

  it('reads a wrist size typed with a comma, and refuses one out of range', async () => {
    const { received, release } = acceptRequests()
    const { events } = await openForm()
    await events.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa Dubois')
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@exemple.fr')
    const wrist = screen.getByRole('textbox', { name: 'Tour de poignet (cm)' })
    await events.type(wrist, '165')
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    await waitFor(() => expect(wrist).toHaveAccessibleDescription(/Indiquez un tour de poignet entre 10 et 30 cm, par exemple 16,5\.$/))
    await events.clear(wrist)
    await events.type(wrist, '16,5')
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    release()
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]!.get('wrist_size')).toBe('16.5')
  })

  it('keeps what was typed through a reload, the chosen image excepted, and forgets it once sent', async () => {
    const { received, release } = acceptRequests()
    const first = await openForm()
    await first.events.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa Dubois')
    await first.events.selectOptions(screen.getByRole('combobox', { name: 'Pierre principale' }), 'Améthyste')
    await first.events.click(screen.getByRole('checkbox', { name: 'Jade' }))
    await first.events.click(screen.getByRole('radio', { name: '10mm' }))
    await first.events.click(screen.getByRole('checkbox', { name: 'Chouette' }))
    await first.events.type(screen.getByRole('textbox', { name: 'Tour de poignet (cm)' }), '16,5')
    await first.events.type(screen.getByRole('textbox', { name: 'Message' }), 'Tons verts.')
    await first.events.upload(
      screen.getByLabelText('Image d’inspiration (facultatif)'),
      new File(['png'], 'idee.png', { type: 'image/png' }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    first.unmount()

    const again = await openForm({ seeded: true })
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Léa Dubois')
    expect(screen.getByRole('combobox', { name: 'Pierre principale' })).toHaveValue('Améthyste')
    expect(screen.getByRole('checkbox', { name: 'Jade' })).toBeChecked()
    expect(screen.getByText('Jusqu’à 10 pierres : 1 sélectionnée.')).toBeVisible()
    expect(screen.getByRole('radio', { name: '10mm' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Chouette' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Tour de poignet (cm)' })).toHaveValue('16,5')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Tons verts.')
    expect(screen.getByLabelText('Image d’inspiration (facultatif)')).toHaveAccessibleDescription(
      /L’image « idee\.png » n’a pas pu être gardée au rechargement de la page : choisissez-la à nouveau\.$/,
    )

    await again.events.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@exemple.fr')
    await again.events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    release()
    expect(await screen.findByText(/Votre demande sur-mesure a bien été envoyée/)).toBeVisible()
    expect(received).toHaveLength(1)
    again.unmount()
    await openForm({ seeded: true })
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'Jade' })).not.toBeChecked()
  })

  it('shows the French error and keeps everything chosen when sending fails', async () => {
    server.use(
      http.post('*/api/collections/custom_requests/records', () =>
        HttpResponse.json({ status: 400, message: 'Failed to create record.', data: {} }, { status: 400 }),
      ),
    )
    const { events } = await openForm()
    await events.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa Dubois')
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@exemple.fr')
    await events.click(screen.getByRole('checkbox', { name: 'Jade' }))
    await events.click(screen.getByRole('radio', { name: '6mm' }))
    await events.type(screen.getByRole('textbox', { name: 'Message' }), 'Tons verts.')
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.')
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Léa Dubois')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lea@exemple.fr')
    expect(screen.getByRole('checkbox', { name: 'Jade' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '6mm' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Tons verts.')
  })

  it('lets the visitor type the main stone when the stone list cannot be loaded', async () => {
    server.use(http.get('*/api/collections/stones/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    const { events } = renderApp('/sur-mesure')
    const input = await screen.findByRole('textbox', { name: 'Pierre principale' })
    await events.type(input, 'Opale')
    expect(input).toHaveValue('Opale')
    expect(screen.getByText(/citez vos pierres secondaires dans votre message/)).toBeVisible()
  })
})

/** A row of the owner's price table, as PocketBase serves it. */
function priceRow(id: number, row: { kind: string; bead_size?: string; option?: string; stone?: string; price: number }) {
  return {
    id: `p0000000000000${id}`.slice(-15),
    collectionId: 'pbc_custom_prices',
    collectionName: 'custom_prices',
    created: '2026-11-01 09:00:00.000Z',
    updated: '2026-11-01 09:00:00.000Z',
    label: row.kind,
    stone: '',
    bead_size: '',
    option: '',
    ...row,
  }
}

describe('the composer’s preview (docs/adr/0126)', { timeout: 20_000 }, () => {
  it('draws, describes and prices the bracelet as the choices change', async () => {
    const citrine = createStone({ name: 'Citrine', bead_color: '#e9b949', bead_look: 'translucent' })
    seed('stones', [
      createStone({ name: 'Améthyste', bead_color: '#8e5fb4', bead_look: 'veined' }),
      citrine,
      createStone({ name: 'Agate' }),
    ])
    seed('custom_prices', [
      priceRow(1, { kind: 'bead', bead_size: '8mm', price: 0.9 }),
      priceRow(2, { kind: 'bead', bead_size: '8mm', stone: citrine.id, price: 1.5 }),
      priceRow(3, { kind: 'clasp', option: 'Élastique', price: 0 }),
      priceRow(4, { kind: 'clasp', option: 'Avec fermoir', price: 8 }),
      priceRow(5, { kind: 'charm', option: 'Chouette', price: 6 }),
      priceRow(6, { kind: 'labour', price: 25 }),
    ])
    const { events } = await openForm({ seeded: true })
    // Nothing loaded before a choice (jsdom has no IntersectionObserver: no scrolling into view).
    expect(screen.queryByRole('region', { name: 'Aperçu de votre bracelet' })).toBeNull()

    await events.selectOptions(screen.getByRole('combobox', { name: 'Pierre principale' }), 'Améthyste')
    const area = within(await screen.findByRole('region', { name: 'Aperçu de votre bracelet' }))
    expect(screen.getByRole('radio', { name: 'Alterné' })).toBeChecked()
    const drawing = await area.findByRole('img', { name: 'Aperçu du bracelet' })
    // No wrist given: a 16 cm wrist, (16 + 1,5) × 10 / 8 = 21,875 → 22 beads.
    expect(drawing).toHaveAttribute('data-beads', '22')
    expect(drawing).toHaveAccessibleDescription('22 perles de 8 mm : 22 Améthyste. Montage sur élastique.')
    expect(area.getByText('Dessiné pour un tour de poignet de 16 cm.')).toBeVisible()
    // 22 × 0,90 + 25 = 44,80.
    expect(await area.findByText('Prix estimé : 44,80 €')).toBeVisible()
    expect(area.getByText('Estimation indicative : le prix définitif figure sur le devis.')).toBeVisible()

    await events.type(screen.getByRole('textbox', { name: 'Tour de poignet (cm)' }), '17,5')
    // (17,5 + 1,5) × 10 / 8 = 23,75 → 24 beads.
    await waitFor(() => expect(area.getByRole('img')).toHaveAttribute('data-beads', '24'))
    expect(area.getByText('Prix estimé : 46,60 €')).toBeVisible()

    await events.click(screen.getByRole('checkbox', { name: 'Citrine' }))
    await events.click(screen.getByRole('radio', { name: 'Par groupes' }))
    await events.click(screen.getByRole('radio', { name: 'Avec fermoir' }))
    await events.click(screen.getByRole('checkbox', { name: 'Chouette' }))
    await events.click(screen.getByRole('checkbox', { name: 'Éléments en acier inoxydable' }))
    await waitFor(() =>
      expect(area.getByRole('img')).toHaveAccessibleDescription(
        '24 perles de 8 mm : 12 Améthyste, 12 Citrine, par groupes de trois. Fermoir en acier inoxydable. ' +
          'Intercalaires en acier inoxydable entre les perles. Breloque : Chouette.',
      ),
    )
    const svg = area.getByRole('img')
    expect(svg.querySelectorAll('[data-bead="Citrine"]')).toHaveLength(12)
    expect(svg.querySelector('[data-clasp]')).not.toBeNull()
    expect(svg.querySelectorAll('[data-charm]')).toHaveLength(1)
    // 12 × 0,90 + 12 × 1,50 (Citrine's own price) + 8 + 6 + 25 = 67,80 (no steel row in this table).
    expect(area.getByText('Prix estimé : 67,80 €')).toBeVisible()

    await events.selectOptions(screen.getByRole('combobox', { name: 'Type de bijou' }), 'Collier')
    expect(
      await area.findByText('L’aperçu et l’estimation valent pour un bracelet : pour ce bijou (Collier), le devis vous donnera son prix.'),
    ).toBeVisible()
    expect(area.queryByText(/Prix estimé/)).toBeNull()
  })
})
