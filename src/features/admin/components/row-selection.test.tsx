import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setScreenWidth } from '@/testing/match-media'
import { DataTable, type Column } from './data-table'
import { SelectionBar } from './selection-bar'
import { useRowSelection } from './use-row-selection'

interface Row {
  id: string
  name: string
}

const page = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${from + index}`, name: `Ligne ${from + index}` }))

const COLUMNS: Column<Row>[] = [{ header: 'Nom', cell: (row) => row.name }]

function Harness({ rows, total, readAll }: { rows: Row[]; total: number; readAll: () => Promise<Row[]> }) {
  const [scope, setScope] = useState('')
  const selection = useRowSelection(rows, { total, scope, readAll })
  return (
    <>
      <button type="button" onClick={() => setScope('q=autre')}>
        Rechercher
      </button>
      <DataTable
        caption="Lignes"
        columns={COLUMNS}
        rows={rows}
        empty="Vide"
        selection={{ state: selection, label: (row) => `Sélectionner ${row.name}` }}
      />
      <SelectionBar selection={selection} label="Lignes sélectionnées">
        <button type="button">Agir sur {selection.selected.map((row) => row.id).join(',')}</button>
      </SelectionBar>
    </>
  )
}

describe('row selection (docs/adr/0095)', () => {
  beforeEach(() => setScreenWidth(1440))

  it('ticks rows one by one, the whole page, then every result read from the server, and clears', async () => {
    const user = userEvent.setup()
    const readAll = vi.fn(() => Promise.resolve(page(1, 120)))
    render(<Harness rows={page(1, 3)} total={120} readAll={readAll} />)
    expect(screen.queryByRole('region', { name: 'Lignes sélectionnées' })).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Ligne 2' }))
    const bar = screen.getByRole('region', { name: 'Lignes sélectionnées' })
    expect(within(bar).getByRole('status')).toHaveTextContent('1 sélectionnée')
    expect(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' })).toHaveProperty('indeterminate', true)
    expect(within(bar).queryByRole('button', { name: /Sélectionner les/ })).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }))
    expect(within(bar).getByRole('status')).toHaveTextContent('3 sélectionnées')
    await user.click(within(bar).getByRole('button', { name: 'Sélectionner les 120 résultats' }))
    expect(readAll).toHaveBeenCalledOnce()
    expect(await within(bar).findByText('120 sélectionnées')).toBeInTheDocument()
    expect(within(bar).queryByRole('button', { name: /Sélectionner les/ })).toBeNull()

    await user.click(within(bar).getByRole('button', { name: 'Tout désélectionner' }))
    expect(screen.queryByRole('region', { name: 'Lignes sélectionnées' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Ligne 1' })).not.toBeChecked()
  })

  it('says why every result cannot be selected over the cap, without asking the server', async () => {
    const user = userEvent.setup()
    const readAll = vi.fn(() => Promise.resolve([]))
    render(<Harness rows={page(1, 2)} total={1200} readAll={readAll} />)
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1200 résultats : une action groupée porte sur 500 lignes au plus. Affinez la recherche ou le filtre pour les sélectionner tous.',
    )
    expect(screen.queryByRole('button', { name: /Sélectionner les/ })).toBeNull()
    expect(readAll).not.toHaveBeenCalled()
  })

  it('empties the selection when the search changes', async () => {
    const user = userEvent.setup()
    render(<Harness rows={page(1, 3)} total={3} readAll={() => Promise.resolve([])} />)
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Ligne 1' }))
    expect(screen.getByRole('status')).toHaveTextContent('1 sélectionnée')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(screen.queryByRole('region', { name: 'Lignes sélectionnées' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Ligne 1' })).not.toBeChecked()
  })

  it('gives each phone card its box and the page its own', async () => {
    setScreenWidth(390)
    const user = userEvent.setup()
    render(<Harness rows={page(1, 2)} total={2} readAll={() => Promise.resolve([])} />)
    const cards = within(screen.getByRole('list', { name: 'Lignes' })).getAllByRole('listitem')
    await user.click(within(cards[1]!).getByRole('checkbox', { name: 'Sélectionner Ligne 2' }))
    expect(screen.getByRole('button', { name: 'Agir sur r2' })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }))
    expect(screen.getByRole('status')).toHaveTextContent('2 sélectionnées')
  })
})
