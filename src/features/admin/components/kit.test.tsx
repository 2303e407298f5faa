import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { MaterialsRecord } from '@/lib/pocketbase-types'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { readList } from '../api/record-writes'
import { DataTable } from './data-table'
import { ListError } from './list-error'
import { Modal } from './modal'
import { RelationPicker, type RelationOption } from './relation-picker'
import { StatusSelect } from './status-select'

const row = (id: string, name: string) => ({ id, name })
const columns = [{ header: 'Nom', cell: (r: { name: string }) => r.name }]

describe('admin kit', () => {
  it('DataTable: loading text, then the empty text, then rows, under a caption', () => {
    const { rerender } = render(
      <DataTable caption="Liste des matériaux" columns={columns} rows={[]} status="loading" empty="Aucun matériau trouvé" />,
    )
    expect(screen.getByRole('table', { name: 'Liste des matériaux' })).toBeVisible()
    expect(screen.getByRole('cell', { name: 'Chargement...' })).toBeVisible()
    rerender(<DataTable caption="Liste des matériaux" columns={columns} rows={[]} status="ready" empty="Aucun matériau trouvé" />)
    expect(screen.getByRole('cell', { name: 'Aucun matériau trouvé' })).toBeVisible()
    rerender(
      <DataTable
        caption="Liste des matériaux"
        columns={columns}
        rows={[row('a', 'Argent'), row('b', 'Or')]}
        status="ready"
        empty="Aucun matériau trouvé"
      />,
    )
    expect(screen.queryByText('Aucun matériau trouvé')).toBeNull()
    expect(screen.getByRole('columnheader', { name: 'Nom' })).toBeVisible()
    expect(screen.getAllByRole('row')).toHaveLength(3)
    // The sideways-scrolling box is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Liste des matériaux' })).toHaveAttribute('tabindex', '0')
  })

  it('ListError: a red alert only when there is a failure', () => {
    const { rerender } = render(<ListError />)
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<ListError>Échec de la récupération des commandes</ListError>)
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de la récupération des commandes')
  })

  it('Modal: titled dialog, focus on the close button, Escape and Fermer close it, focus comes back', async () => {
    const events = userEvent.setup()
    function Harness() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ouvrir
          </button>
          {open && (
            <Modal title="Détails de la commande" onClose={() => setOpen(false)}>
              <input aria-label="Champ" />
            </Modal>
          )}
        </>
      )
    }
    render(<Harness />)
    await events.click(screen.getByRole('button', { name: 'Ouvrir' }))
    expect(screen.getByRole('dialog', { name: 'Détails de la commande' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus()
    await events.tab()
    expect(screen.getByRole('textbox', { name: 'Champ' })).toHaveFocus()
    await events.tab()
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus()
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus()
    await events.click(screen.getByRole('button', { name: 'Ouvrir' }))
    await events.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('StatusSelect: coloured by value, reports the choice, keeps an unknown value shown', async () => {
    const events = userEvent.setup()
    const onChange = vi.fn()
    const options = [
      { value: 'pending', label: 'En attente', className: 'yellow' },
      { value: 'completed', label: 'Terminée', className: 'green' },
    ]
    const { rerender } = render(<StatusSelect label="Statut de la demande de Léa" value="pending" options={options} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Statut de la demande de Léa' })
    expect(select).toHaveClass('yellow')
    await events.selectOptions(select, 'Terminée')
    expect(onChange).toHaveBeenCalledWith('completed')
    rerender(<StatusSelect label="Statut de la demande de Léa" value="archived" options={options} onChange={onChange} />)
    expect(select).toHaveDisplayValue('archived')
    expect(select).toHaveClass('bg-surface-muted')
  })

  it('RelationPicker: a filter box above 8 options; it narrows the list and a filtered tick keeps the other ids', async () => {
    const events = userEvent.setup()
    const names = ['Améthyste', 'Aventurine', 'Citrine', 'Cornaline', 'Jade', 'Labradorite', 'Lapis-lazuli', 'Obsidienne', 'Quartz rose']
    const stones: RelationOption[] = names.map((name, index) => ({ id: `s${index + 1}`, name }))
    const onChange = vi.fn()
    function Harness({ options }: { options: RelationOption[] }) {
      const [selected, setSelected] = useState(['s1'])
      const change = (ids: string[]) => {
        onChange(ids)
        setSelected(ids)
      }
      return <RelationPicker label="Pierres" options={options} selected={selected} onChange={change} emptyText="Aucune pierre trouvée" />
    }
    const { rerender } = render(<Harness options={stones.slice(0, 8)} />)
    expect(screen.queryByRole('searchbox', { name: 'Filtrer : Pierres' })).toBeNull()

    rerender(<Harness options={stones} />)
    const filter = screen.getByRole('searchbox', { name: 'Filtrer : Pierres' })
    expect(screen.getAllByRole('checkbox')).toHaveLength(9)
    await events.type(filter, 'INE')
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Aventurine', 'Citrine', 'Cornaline'])

    await events.click(screen.getByRole('checkbox', { name: 'Citrine' }))
    expect(onChange).toHaveBeenLastCalledWith(['s1', 's3'])
    expect(screen.getByRole('checkbox', { name: 'Citrine' })).toBeChecked()

    // Blind to accents and case, like the shop's search.
    await events.clear(filter)
    await events.type(filter, 'amethyste')
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Améthyste'])

    await events.clear(filter)
    await events.type(filter, 'onyx')
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.getByText('Aucun résultat pour « onyx »')).toBeVisible()

    await events.clear(filter)
    expect(screen.getAllByRole('checkbox')).toHaveLength(9)
    expect(screen.getByRole('checkbox', { name: 'Améthyste' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Citrine' })).toBeChecked()
  })

  it('readList (a route loader’s list) reads the whole list with the asked sort, again when asked, and logs a failure', async () => {
    const material = (id: string, name: string): MaterialsRecord => ({
      id,
      name,
      collectionId: 'materials',
      collectionName: 'materials',
      created: '2026-11-21 10:00:00.000Z',
      updated: '2026-11-21 10:00:00.000Z',
    })
    seed('materials', [material('m1', 'Argent')])
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => void urls.push(request.url))
    const signal = new AbortController().signal
    expect((await readList('materials', { sort: '-created' }, signal)).map((m) => m.name)).toEqual(['Argent'])
    expect(new URL(urls[0]!).searchParams.get('sort')).toBe('-created')
    expect(new URL(urls[0]!).searchParams.get('perPage')).toBe('500')

    seed('materials', [material('m2', 'Or')])
    expect(await readList('materials', { sort: '-created' }, signal)).toHaveLength(2)

    expectConsoleError('Admin list materials:')
    server.use(
      http.get('*/api/collections/materials/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    await expect(readList('materials', { sort: '-created' }, signal)).rejects.toThrow()
    server.events.removeAllListeners()
  })
})
