import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'
import { pbFailure, servePages } from '../testing/admin-mocks'
import type { ImportReport } from './product-import-data'

const DRY_RUN: ImportReport = {
  dry_run: true,
  applied: false,
  counts: { created: 1, updated: 1, unchanged: 12, refused: 1 },
  lines: [
    {
      line: 2,
      reference: 'EDP-BRA-001',
      name: 'Bracelet Lune',
      action: 'updated',
      changes: [{ field: 'Prix (€)', before: '39,90', after: '42,50' }],
      errors: [],
    },
    {
      line: 3,
      reference: 'EDP-COL-002',
      name: 'Collier Soleil',
      action: 'created',
      changes: [{ field: 'Prix (€)', before: '', after: '55,00' }],
      errors: [],
    },
    {
      line: 4,
      reference: 'EDP-BAG-003',
      name: 'Bague',
      action: 'refused',
      changes: [],
      errors: ['Ligne 4 : la pierre « Amethyste » n’existe pas (créez-la d’abord dans la liste de référence).'],
    },
  ],
}

const APPLIED: ImportReport = { ...DRY_RUN, dry_run: false, applied: true }

/** Answers each import with the next of `answers`, noting the `dry_run` and file name it was sent. */
function serveImports(answers: Array<() => Response>) {
  const sent: Array<{ dryRun: string; size: number }> = []
  server.use(
    http.post('*/api/shop/products/import', async ({ request }) => {
      const data = await request.formData()
      const file = data.get('file')
      sent.push({ dryRun: String(data.get('dry_run')), size: typeof file === 'object' && file ? (file as Blob).size : 0 })
      return (answers.shift() ?? (() => pbFailure(500, 'non')))()
    }),
  )
  return sent
}

const csvFile = (name = 'produits.csv') => new File(['Référence;Nom\r\nEDP-BRA-001;Bracelet Lune\r\n'], name, { type: 'text/csv' })

describe('product CSV import (/dashboard/products/importer)', { timeout: 20_000 }, () => {
  it('checks the file, shows each line’s change or refusal, then applies the same file', async () => {
    const sent = serveImports([() => HttpResponse.json(DRY_RUN), () => HttpResponse.json(APPLIED)])
    const { events } = renderApp('/dashboard/products/importer', { user: demoUsers.admin() })
    await events.upload(await screen.findByLabelText(/^Fichier CSV/), csvFile())
    expect(screen.queryByRole('button', { name: 'Appliquer l’import' })).not.toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    const report = await screen.findByRole('region', { name: 'Vérification du fichier' })
    expect(report).toHaveTextContent('1 à créer · 1 à modifier · 12 inchangés · 1 refusé')
    const lines = [...within(report).getByRole('list', { name: 'Lignes du fichier' }).children]
    expect(lines.map((line) => line.textContent)).toEqual([
      'Ligne 2EDP-BRA-001Bracelet LuneModifiéPrix (€) : 39,90 → 42,50',
      'Ligne 3EDP-COL-002Collier SoleilCrééPrix (€) : 55,00',
      'Ligne 4EDP-BAG-003BagueRefuséLigne 4 : la pierre « Amethyste » n’existe pas (créez-la d’abord dans la liste de référence).',
    ])
    expect(report).toHaveTextContent('Les lignes refusées seront ignorées')
    expect(sent).toEqual([{ dryRun: 'true', size: 44 }])

    await events.click(screen.getByRole('button', { name: 'Appliquer l’import' }))
    expect(await screen.findByText('Import appliqué : 1 produit créé, 1 mis à jour.')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Résultat de l’import' })).toHaveTextContent('1 créé · 1 modifié · 12 inchangés · 1 refusé')
    expect(screen.queryByRole('button', { name: 'Appliquer l’import' })).not.toBeInTheDocument()
    expect(sent).toEqual([
      { dryRun: 'true', size: 44 },
      { dryRun: 'false', size: 44 },
    ])
  })

  it('asks for a file before sending anything, and hides the report once another file is chosen', async () => {
    const sent = serveImports([() => HttpResponse.json(DRY_RUN)])
    const { events } = renderApp('/dashboard/products/importer', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Vérifier le fichier' }))
    const input = screen.getByLabelText(/^Fichier CSV/)
    expect(input).toHaveAccessibleDescription('Choisissez un fichier CSV à importer.')
    expect(sent).toEqual([])

    await events.upload(input, csvFile())
    await events.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByRole('button', { name: 'Appliquer l’import' })).toBeVisible()
    await events.upload(input, csvFile('autre.csv'))
    expect(screen.queryByRole('button', { name: 'Appliquer l’import' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Vérification du fichier' })).not.toBeInTheDocument()
  })

  it('shows the server’s refusal of the file in French and keeps the file chosen', async () => {
    serveImports([() => pbFailure(400, 'La colonne « Couleur préférée » est inconnue.')])
    const { events } = renderApp('/dashboard/products/importer', { user: demoUsers.admin() })
    const input = await screen.findByLabelText(/^Fichier CSV/)
    await events.upload(input, csvFile())
    await events.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('La colonne « Couleur préférée » est inconnue.')
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('produits.csv')
  })

  it('says when the server cannot be reached', async () => {
    server.use(http.post('*/api/shop/products/import', () => HttpResponse.error()))
    const { events } = renderApp('/dashboard/products/importer', { user: demoUsers.admin() })
    await events.upload(await screen.findByLabelText(/^Fichier CSV/), csvFile())
    await events.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.')
  })
})

describe('« Exporter (CSV) » and « Importer (CSV) » on the products list', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks())

  it('downloads the file the server names, or says in French why it could not', async () => {
    servePages('products')
    let answer = () =>
      new HttpResponse('\uFEFFRéférence;Nom\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="produits-2026-11-28.csv"' },
      })
    server.use(http.get('*/api/shop/products/export.csv', () => answer()))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    // jsdom has no object URLs: the download link's address is a stand-in.
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    const { events } = renderApp('/dashboard/products', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Exporter (CSV)' }))
    expect(await screen.findByText('Export téléchargé : produits-2026-11-28.csv')).toBeVisible()
    expect(click).toHaveBeenCalledTimes(1)

    answer = () => pbFailure(403, 'Seul un administrateur de la boutique peut exporter ou importer les produits.')
    await events.click(screen.getByRole('button', { name: 'Exporter (CSV)' }))
    expect(await screen.findByText('Seul un administrateur de la boutique peut exporter ou importer les produits.')).toBeVisible()

    await events.click(screen.getByRole('link', { name: 'Importer (CSV)' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Importer des produits (CSV)' })).toBeVisible()
  })
})
