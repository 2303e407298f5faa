import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, fireEvent, renderApp, screen, userEvent, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList, pbFailure } from '../testing/admin-mocks'
import { acceptMultipartWrites } from '../testing/catalogue-mocks'

const admin = demoUsers.admin

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  confirmSpy.mockRestore()
})

const amethyst = () =>
  adminRecord('stones', {
    id: 'stoneamethyst00',
    name: 'Améthyste',
    virtues: 'Apaisement, sommeil',
    description: '<p>Quartz violet</p>',
    image: 'amethyste_1.jpg',
  })

describe('admin stones (/dashboard/stones)', { timeout: 20_000 }, () => {
  it('lists stones by name with thumbnail and virtues; shows loading, empty and failure texts', async () => {
    expectConsoleError('Admin list stones:')
    seed('stones', [amethyst()])
    const asked: URL[] = []
    // The list answers once the loading text was seen.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('*/api/collections/stones/records', async ({ request }) => {
        asked.push(new URL(request.url))
        await answered
        return undefined
      }),
    )
    const first = renderApp('/dashboard/stones', { user: admin() })
    expect(await findPageHeading('Pierres')).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Chargement...' })).toBeVisible()
    answer()
    const row = (await screen.findByRole('cell', { name: 'Améthyste' })).closest('tr') as HTMLElement
    expect(within(row).getByText('Apaisement, sommeil')).toBeVisible()
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/files\/stones\/stoneamethyst00\/amethyste_1\.jpg\?thumb=100x100$/),
    )
    expect(asked[0]?.searchParams.get('sort')).toBe('name')
    await waitFor(() => expect(document.title).toBe('Pierres · Administration — Éclat de Pierre'))
    first.unmount()

    failList('stones')
    renderApp('/dashboard/stones', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des pierres')
  })

  it('a failed read: the red text and « Réessayer », the toolbar still there; « Réessayer » reads again and shows the stones', async () => {
    expectConsoleError('Admin list stones:')
    seed('stones', [amethyst()])
    failList('stones', { once: true })
    const { events } = renderApp('/dashboard/stones', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des pierres')
    expect(screen.getByRole('searchbox', { name: 'Rechercher une pierre' })).toBeEnabled()
    expect(screen.queryByRole('cell', { name: 'Améthyste' })).toBeNull()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('cell', { name: 'Améthyste' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull()
  })

  it('creates a stone: virtues required, sanitised HTML preview, image type checked, sent as multipart', async () => {
    const sent = acceptMultipartWrites('stones')
    renderApp('/dashboard/stones', { user: admin() })
    const events = userEvent.setup({ applyAccept: false })
    expect(await screen.findByRole('cell', { name: 'Aucune pierre pour le moment.' })).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Ajouter une pierre' }))
    const form = within(screen.getByRole('dialog', { name: 'Ajouter une pierre' }))
    await events.type(form.getByRole('textbox', { name: 'Nom' }), 'Labradorite')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(form.getByRole('textbox', { name: 'Vertus' })).toHaveAccessibleDescription('Ce champ est obligatoire. 0 / 2\u202f000 caractères')
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Vertus' })).toHaveFocus())
    expect(sent).toEqual([])

    await events.type(form.getByRole('textbox', { name: 'Vertus' }), 'Protection')
    // Fixed, the field is no longer marked (issue 14: messages stayed red after the fix).
    expect(form.getByRole('textbox', { name: 'Vertus' })).not.toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(form.getByRole('textbox', { name: 'Vertus' })).not.toHaveAttribute('aria-invalid', 'true')
    const html = form.getByRole('textbox', { name: 'Description' })
    await events.click(html)
    await events.paste('<h2>Origine</h2><p>Canada</p><img src=x onerror="alert(1)"><script>alert(2)</script>')
    const preview = form.getByRole('region', { name: 'Aperçu : Description' })
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Origine' })).toBeVisible())
    expect(preview.innerHTML).not.toContain('onerror')
    expect(preview.innerHTML).not.toContain('<script')

    await events.upload(form.getByLabelText('Ajouter une image'), new File(['GIF89a'], 'notes.txt', { type: 'text/plain' }))
    expect(form.getByText('Le fichier « notes.txt » n’est pas une image JPEG, PNG, GIF ou WebP.')).toBeVisible()
    await events.upload(form.getByLabelText('Ajouter une image'), new File(['webp'], 'labradorite.webp', { type: 'image/webp' }))
    expect(form.getByRole('img', { name: 'Image 1 sur 1 : labradorite.webp' })).toBeVisible()

    // Its beads' colour and look, for the composer's drawing (docs/adr/0126).
    fireEvent.input(form.getByLabelText('Couleur des perles'), { target: { value: '#5d6d74' } })
    await events.selectOptions(form.getByRole('combobox', { name: 'Aspect des perles' }), 'Chatoyant')

    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Pierre créée avec succès !')).toBeVisible()
    expect(sent).toEqual([
      {
        method: 'POST',
        fields: {
          name: ['Labradorite'],
          virtues: ['Protection'],
          description: ['<h2>Origine</h2><p>Canada</p><img src=x onerror="alert(1)"><script>alert(2)</script>'],
          bead_color: ['#5d6d74'],
          bead_look: ['iridescent'],
          image: [{ file: 'image/webp' }],
        },
      },
    ])
    expect(await screen.findByRole('cell', { name: 'Labradorite' })).toBeVisible()
  })

  it('edits a stone: removing the image deletes it; a failed save keeps the values with the server message', async () => {
    seed('stones', [amethyst()])
    const sent = acceptMultipartWrites('stones', { fail: { status: 400, message: 'Failed to update record.', data: {} } })
    const { events } = renderApp('/dashboard/stones', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Améthyste' }))
    const form = within(screen.getByRole('dialog', { name: 'Modifier la pierre' }))
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('<p>Quartz violet</p>')
    await events.click(form.getByRole('button', { name: "Retirer l'image 1 sur 1" }))
    await events.clear(form.getByRole('textbox', { name: 'Vertus' }))
    await events.type(form.getByRole('textbox', { name: 'Vertus' }), 'Calme')
    await events.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText("Échec de l'enregistrement de la pierre.")).toBeVisible()
    expect(sent[0]).toMatchObject({ method: 'PATCH', id: 'stoneamethyst00', fields: { image: [''], virtues: ['Calme'] } })
    expect(form.getByRole('textbox', { name: 'Vertus' })).toHaveValue('Calme')
  })

  it('deletes after the confirmation only; a failed delete says so', async () => {
    expectConsoleError('Échec de la suppression de la pierre')
    seed('stones', [amethyst()])
    const sent = acceptWrites('stones')
    const { events } = renderApp('/dashboard/stones', { user: admin() })
    confirmSpy.mockReturnValueOnce(false)
    await events.click(await screen.findByRole('button', { name: 'Supprimer Améthyste' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cette pierre ?')
    expect(sent).toEqual([])
    server.use(http.delete('*/api/collections/stones/records/:id', () => pbFailure(400, 'Failed to delete record.')))
    await events.click(screen.getByRole('button', { name: 'Supprimer Améthyste' }))
    expect(await screen.findByText('Échec de la suppression de la pierre')).toBeVisible()
    server.resetHandlers()
    acceptWrites('stones')
    await events.click(screen.getByRole('button', { name: 'Supprimer Améthyste' }))
    expect(await screen.findByRole('cell', { name: 'Aucune pierre pour le moment.' })).toBeVisible()
  })

  it('searches by name blind to accents and œ, sorts by name in French order', async () => {
    seed('stones', [
      amethyst(),
      adminRecord('stones', { name: 'Œil de Tigre', virtues: 'Protection' }),
      adminRecord('stones', { name: 'Émeraude', virtues: 'Amour' }),
      adminRecord('stones', { name: 'Onyx', virtues: 'Force' }),
    ])
    const { events } = renderApp('/dashboard/stones', { user: admin() })
    const table = await screen.findByRole('table', { name: 'Liste des pierres' })
    await within(table).findByRole('cell', { name: 'Onyx' })
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent)
    await events.click(within(table).getByRole('button', { name: /Nom/ }))
    expect(names()).toEqual(['Améthyste', 'Émeraude', 'Œil de Tigre', 'Onyx'])
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une pierre' }), 'oeil')
    expect(names()).toEqual(['Œil de Tigre'])
  })
})
