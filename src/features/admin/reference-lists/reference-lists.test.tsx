import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { demoUsers } from '@/testing/data-generators'
import { fireEvent, findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList, pbFailure } from '../testing/admin-mocks'

const admin = demoUsers.admin

function table(name: string) {
  return within(screen.getByRole('table', { name }))
}

let confirmSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
})
afterEach(() => {
  confirmSpy.mockRestore()
})

describe('admin colours (the generic reference-list screen)', { timeout: 20_000 }, () => {
  it('lists colours with a swatch and their code, or the empty text', async () => {
    renderApp('/dashboard/colors', { user: admin() })
    expect(await findPageHeading('Couleurs')).toBeVisible()
    expect(await screen.findByRole('cell', { name: 'Aucune couleur trouvée' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Couleurs · Administration — Éclat de Pierre'))
  })

  it('creates a colour: success toast, form emptied, list reloaded', async () => {
    seed('colors', [adminRecord('colors', { name: 'Rouge', hex_code: '#C0392B' })])
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Rouge' })).toBeVisible()
    expect(table('Liste des couleurs').getByText('#C0392B')).toBeVisible()
    const form = within(screen.getByRole('form', { name: 'Nouvelle couleur' }))
    await events.type(form.getByRole('textbox', { name: /Nom/ }), '  Bleu nuit ')
    await events.type(form.getByRole('textbox', { name: /Code hexadécimal/ }), '#1B2A49')
    await events.click(form.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Couleur créée avec succès!')).toBeVisible()
    expect(sent).toEqual([{ method: 'POST', body: { name: 'Bleu nuit', hex_code: '#1B2A49' } }])
    expect(await screen.findByRole('cell', { name: 'Bleu nuit' })).toBeVisible()
    expect(form.getByRole('textbox', { name: /Nom/ })).toHaveValue('')
  })

  it('refuses a blank name or code with a French message and sends nothing', async () => {
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await findPageHeading('Couleurs')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(screen.getByRole('textbox', { name: /Code hexadécimal/ })).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveFocus())
    expect(sent).toEqual([])
  })

  it('after a refusal the focus goes to the first field to fix, what was typed stays', async () => {
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await findPageHeading('Couleurs')
    await events.type(screen.getByRole('textbox', { name: /Nom/ }), 'Bleu nuit')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    const code = screen.getByRole('textbox', { name: /Code hexadécimal/ })
    expect(code).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await waitFor(() => expect(code).toHaveFocus())
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('Bleu nuit')
    expect(sent).toEqual([])
  })

  it('the colour picker and the code follow each other', async () => {
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await findPageHeading('Couleurs')
    const picker = screen.getByLabelText('Choisir la couleur')
    expect(picker).toHaveValue('#ffffff')
    await events.type(screen.getByRole('textbox', { name: /Code hexadécimal/ }), '#1b2a49')
    expect(picker).toHaveValue('#1b2a49')
    fireEvent.change(picker, { target: { value: '#c0392b' } })
    expect(screen.getByRole('textbox', { name: /Code hexadécimal/ })).toHaveValue('#C0392B')
    await events.type(screen.getByRole('textbox', { name: /Nom/ }), 'Rouge')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Couleur créée avec succès!')).toBeVisible()
    expect(sent).toEqual([{ method: 'POST', body: { name: 'Rouge', hex_code: '#C0392B' } }])
    expect(screen.getByRole('textbox', { name: /Code hexadécimal/ })).toHaveValue('')
    expect(screen.getByLabelText('Choisir la couleur')).toHaveValue('#ffffff')
  })

  it('edit fills the form and scrolls up; update shows its toast; cancel resets', async () => {
    const red = adminRecord('colors', { name: 'Rouge', hex_code: '#C0392B' })
    seed('colors', [red])
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Rouge' }))
    const form = within(screen.getByRole('form', { name: 'Modifier la couleur' }))
    expect(form.getByRole('textbox', { name: /Nom/ })).toHaveValue('Rouge')
    expect(form.getByRole('textbox', { name: /Code hexadécimal/ })).toHaveValue('#C0392B')
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })

    await events.click(form.getByRole('button', { name: 'Annuler' }))
    const addForm = within(screen.getByRole('form', { name: 'Nouvelle couleur' }))
    expect(addForm.getByRole('textbox', { name: /Nom/ })).toHaveValue('')

    await events.click(screen.getByRole('button', { name: 'Modifier Rouge' }))
    const edit = within(screen.getByRole('form', { name: 'Modifier la couleur' }))
    await events.clear(edit.getByRole('textbox', { name: /Nom/ }))
    await events.type(edit.getByRole('textbox', { name: /Nom/ }), 'Rouge grenat')
    await events.click(edit.getByRole('button', { name: 'Mettre à jour' }))
    expect(await screen.findByText('Couleur mise à jour avec succès!')).toBeVisible()
    expect(sent).toEqual([{ method: 'PATCH', id: red.id, body: { name: 'Rouge grenat', hex_code: '#C0392B' } }])
    expect(await screen.findByRole('cell', { name: 'Rouge grenat' })).toBeVisible()
    expect(screen.getByRole('form', { name: 'Nouvelle couleur' })).toBeVisible()
  })

  it('a failed save keeps what was typed and shows the spec’s failure text', async () => {
    expectConsoleError('Erreur lors de la sauvegarde de la couleur.')
    acceptWrites('colors', ['POST'])
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await findPageHeading('Couleurs')
    await events.type(screen.getByRole('textbox', { name: /Nom/ }), 'Vert')
    await events.type(screen.getByRole('textbox', { name: /Code hexadécimal/ }), '#00FF00')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Erreur lors de la sauvegarde de la couleur.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('Vert')
    expect(screen.getByRole('textbox', { name: /Code hexadécimal/ })).toHaveValue('#00FF00')
  })

  it('delete asks first with the spec’s text; refused = nothing sent; failure = toast', async () => {
    const red = adminRecord('colors', { name: 'Rouge', hex_code: '#C0392B' })
    seed('colors', [red])
    const sent = acceptWrites('colors')
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    confirmSpy.mockReturnValueOnce(false)
    await events.click(await screen.findByRole('button', { name: 'Supprimer Rouge' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cette couleur ?')
    expect(sent).toEqual([])
    await events.click(screen.getByRole('button', { name: 'Supprimer Rouge' }))
    expect(await screen.findByRole('cell', { name: 'Aucune couleur trouvée' })).toBeVisible()
    expect(sent).toEqual([{ method: 'DELETE', id: red.id }])
  })

  it('a failed delete says so and keeps the row', async () => {
    expectConsoleError('Erreur lors de la suppression de la couleur.')
    seed('colors', [adminRecord('colors', { name: 'Rouge', hex_code: '#C0392B' })])
    acceptWrites('colors', ['DELETE'])
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Supprimer Rouge' }))
    expect(await screen.findByText('Erreur lors de la suppression de la couleur.')).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Rouge' })).toBeVisible()
  })

  it('a colour products use: the server’s French refusal is shown and the colour stays listed', async () => {
    expectConsoleError('Erreur lors de la suppression de la couleur.')
    seed('colors', [adminRecord('colors', { name: 'Rouge', hex_code: '#C0392B' })])
    const refusal = 'Impossible de supprimer « Rouge » : 1 produit l’utilise. Retirez d’abord cette couleur de ce produit.'
    server.use(http.delete('*/api/collections/colors/records/:id', () => pbFailure(400, refusal)))
    const { events } = renderApp('/dashboard/colors', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Supprimer Rouge' }))
    expect(await screen.findByText(`Erreur lors de la suppression de la couleur. ${refusal}`)).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Rouge' })).toBeVisible()
  })

  it('a failed load: red text above the table and a toast', async () => {
    expectConsoleError('Admin list colors:')
    failList('colors')
    renderApp('/dashboard/colors', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la récupération des couleurs.')
    // And once more in the toast.
    await waitFor(() => expect(screen.getAllByText('Erreur lors de la récupération des couleurs.')).toHaveLength(2))
  })
})

describe('admin materials', { timeout: 20_000 }, () => {
  it('inline add form; a blank name is silently skipped; the table shows the French creation date', async () => {
    seed('materials', [adminRecord('materials', { name: 'Argent 925', created: '2026-05-01 09:00:00.000Z' })])
    const sent = acceptWrites('materials')
    const { events } = renderApp('/dashboard/materials', { user: admin() })
    expect(await findPageHeading('Matériaux')).toBeVisible()
    expect(await screen.findByRole('cell', { name: /^1er mai 2026 à 11\sh\s00$/ })).toBeVisible()
    const add = within(screen.getByRole('form', { name: 'Ajouter un matériau' }))
    await events.type(add.getByRole('textbox', { name: /Nom du matériau/ }), '   ')
    await events.click(add.getByRole('button', { name: 'Ajouter' }))
    expect(sent).toEqual([])
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull()
    await events.clear(add.getByRole('textbox', { name: /Nom du matériau/ }))
    await events.type(add.getByRole('textbox', { name: /Nom du matériau/ }), 'Or 18 carats')
    await events.click(add.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByRole('cell', { name: 'Or 18 carats' })).toBeVisible()
    expect(sent).toEqual([{ method: 'POST', body: { name: 'Or 18 carats' } }])
  })

  it('edits in a separate panel and deletes with the material’s confirmation', async () => {
    const silver = adminRecord('materials', { name: 'Argent' })
    seed('materials', [silver])
    const sent = acceptWrites('materials')
    const { events } = renderApp('/dashboard/materials', { user: admin() })
    await events.click(await screen.findByRole('button', { name: 'Modifier Argent' }))
    const panel = within(screen.getByRole('form', { name: 'Modifier le matériau' }))
    expect(screen.getByRole('form', { name: 'Ajouter un matériau' })).toBeVisible()
    await events.clear(panel.getByRole('textbox', { name: /Nom du matériau/ }))
    await events.type(panel.getByRole('textbox', { name: /Nom du matériau/ }), 'Argent massif')
    await events.click(panel.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByRole('cell', { name: 'Argent massif' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Modifier le matériau' })).toBeNull()
    await events.click(screen.getByRole('button', { name: 'Supprimer Argent massif' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer ce matériau ?')
    expect(await screen.findByRole('cell', { name: 'Aucun matériau trouvé' })).toBeVisible()
    expect(sent.map((write) => write.method)).toEqual(['PATCH', 'DELETE'])
  })

  it('a failed material save is logged and told in French, the text stays', async () => {
    expectConsoleError('Erreur lors de la sauvegarde du matériau.')
    acceptWrites('materials', ['POST'])
    const { events } = renderApp('/dashboard/materials', { user: admin() })
    await findPageHeading('Matériaux')
    await events.type(screen.getByRole('textbox', { name: /Nom du matériau/ }), 'Cuivre')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Erreur lors de la sauvegarde du matériau.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: /Nom du matériau/ })).toHaveValue('Cuivre')
  })
})

describe('the other reference lists', { timeout: 20_000 }, () => {
  it('stone properties: name and description; success toast', async () => {
    const sent = acceptWrites('stone_properties')
    const { events } = renderApp('/dashboard/stone-properties', { user: admin() })
    expect(await findPageHeading('Propriétés des pierres')).toBeVisible()
    expect(await screen.findByRole('cell', { name: 'Aucune propriété trouvée' })).toBeVisible()
    await events.type(screen.getByRole('textbox', { name: /Nom/ }), 'Apaisement')
    await events.type(screen.getByRole('textbox', { name: 'Description' }), 'Calme les tensions.')
    await events.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Propriété créée avec succès!')).toBeVisible()
    expect(sent[0]?.body).toEqual({ name: 'Apaisement', description: 'Calme les tensions.' })
    expect(await screen.findByRole('cell', { name: 'Calme les tensions.' })).toBeVisible()
  })

  it('chakras: the empty text', async () => {
    renderApp('/dashboard/chakras', { user: admin() })
    expect(await findPageHeading('Chakras')).toBeVisible()
    expect(await screen.findByRole('cell', { name: 'Aucun chakra trouvé' })).toBeVisible()
  })

  it('astrological signs are read by name and deleted with their confirmation', async () => {
    const urls: string[] = []
    const listen = ({ request }: { request: Request }) => void urls.push(request.url)
    server.events.on('request:start', listen)
    seed('astrological_signs', [adminRecord('astrological_signs', { name: 'Bélier' })])
    acceptWrites('astrological_signs')
    const { events } = renderApp('/dashboard/astrological-signs', { user: admin() })
    expect(await findPageHeading('Signes astrologiques')).toBeVisible()
    await events.click(await screen.findByRole('button', { name: 'Supprimer Bélier' }))
    expect(confirmSpy).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer ce signe astrologique ?')
    expect(await screen.findByRole('cell', { name: 'Aucun signe trouvé' })).toBeVisible()
    const list = urls.map((u) => new URL(u)).find((u) => u.pathname.endsWith('/astrological_signs/records') && u.searchParams.has('sort'))
    expect(list?.searchParams.get('sort')).toBe('name')
    server.events.removeListener('request:start', listen)
  })

  it('chakras: a failed load shows the chakra text', async () => {
    expectConsoleError('Admin list chakras:')
    failList('chakras')
    renderApp('/dashboard/chakras', { user: admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la récupération des chakras.')
  })
})

describe('reference lists: search and sort', { timeout: 20_000 }, () => {
  it('materials: searched blind to accents, sorted by name in French order', async () => {
    seed('materials', [
      adminRecord('materials', { name: 'Or 18 carats' }),
      adminRecord('materials', { name: 'Acier inoxydable' }),
      adminRecord('materials', { name: 'Élastique' }),
    ])
    const { events } = renderApp('/dashboard/materials', { user: admin() })
    expect(await screen.findByRole('cell', { name: 'Élastique' })).toBeVisible()
    const names = () =>
      table('Liste des matériaux')
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    await events.click(table('Liste des matériaux').getByRole('button', { name: /Nom/ }))
    expect(names()).toEqual(['Acier inoxydable', 'Élastique', 'Or 18 carats'])
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un matériau' }), 'elas')
    expect(names()).toEqual(['Élastique'])
  })
})
