import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { timeOf, useAdminTable, type TableFilter } from './admin-table'
import { DataTable, type Column } from './data-table'
import { TableToolbar } from './table-toolbar'

interface Stone {
  id: string
  name: string
  price: number | null
  status: 'new' | 'handled'
  created: string
}

const STONES: Stone[] = [
  { id: 'a', name: 'Œil de Tigre', price: 12, status: 'new', created: '2026-11-20 10:00:00.000Z' },
  { id: 'b', name: 'Améthyste', price: 9.5, status: 'handled', created: '2026-11-22 10:00:00.000Z' },
  { id: 'c', name: 'Zoïsite', price: null, status: 'new', created: '2026-11-21 10:00:00.000Z' },
  { id: 'd', name: 'Émeraude', price: 100, status: 'handled', created: '2026-11-19 10:00:00.000Z' },
  { id: 'e', name: 'onyx', price: 20, status: 'new', created: '' },
]

const COLUMNS: Column<Stone>[] = [
  { header: 'Nom', cell: (row) => row.name, sortValue: (row) => row.name },
  { header: 'Prix', cell: (row) => (row.price === null ? '—' : String(row.price)), sortValue: (row) => row.price },
  { header: 'Créée le', cell: (row) => row.created.slice(0, 10), sortValue: (row) => timeOf(row.created) },
  { header: 'Actions', cell: () => '' },
]

const FILTER: TableFilter<Stone> = {
  label: 'Statut',
  options: [
    { value: 'new', label: 'Nouveau' },
    { value: 'handled', label: 'Traité' },
  ],
  matches: (row, value) => row.status === value,
}

function StonesTable() {
  const table = useAdminTable(STONES, { columns: COLUMNS, searchText: (row) => row.name, filter: FILTER })
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher une pierre" />
      <DataTable {...table.sorting} caption="Pierres" columns={COLUMNS} rows={table.rows} empty="Aucune pierre" />
    </>
  )
}

function renderTable(address = '/pierres') {
  const router = createMemoryRouter([{ path: '/pierres', element: <StonesTable /> }], { initialEntries: [address] })
  render(<RouterProvider router={router} />)
  return { router, events: userEvent.setup() }
}

/** The names, in the table's order. */
function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
}

describe('admin tables: search, sort and filter in the address', () => {
  it('searches blind to accents, case and œ, and writes the search into the address', async () => {
    const { router, events } = renderTable()
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une pierre' }), 'OEIL')
    expect(names()).toEqual(['Œil de Tigre'])
    expect(screen.getByRole('status')).toHaveTextContent('1 résultat sur 5')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('OEIL')
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher une pierre' }))
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une pierre' }), 'amethyste')
    expect(names()).toEqual(['Améthyste'])
  })

  it('sorts a text column in French order (É with E, Œ with O), then descending, and says so with aria-sort', async () => {
    const { router, events } = renderTable()
    const nameHeader = screen.getByRole('columnheader', { name: /Nom/ })
    expect(nameHeader).not.toHaveAttribute('aria-sort')
    await events.click(within(nameHeader).getByRole('button', { name: /Nom/ }))
    expect(names()).toEqual(['Améthyste', 'Émeraude', 'Œil de Tigre', 'onyx', 'Zoïsite'])
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(router.state.location.search).toBe('?tri=nom')
    await events.click(within(nameHeader).getByRole('button', { name: /Nom/ }))
    expect(names()).toEqual(['Zoïsite', 'onyx', 'Œil de Tigre', 'Émeraude', 'Améthyste'])
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    expect(router.state.location.search).toBe('?tri=-nom')
    // Not sortable: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull()
  })

  it('sorts numbers as numbers and dates as dates, empty values last both ways', async () => {
    const { events } = renderTable()
    await events.click(screen.getByRole('button', { name: /Prix/ }))
    expect(names()).toEqual(['Améthyste', 'Œil de Tigre', 'onyx', 'Émeraude', 'Zoïsite'])
    await events.click(screen.getByRole('button', { name: /Prix/ }))
    expect(names()).toEqual(['Émeraude', 'onyx', 'Œil de Tigre', 'Améthyste', 'Zoïsite'])
    expect(screen.getByRole('columnheader', { name: /Nom/ })).not.toHaveAttribute('aria-sort')
    await events.click(screen.getByRole('button', { name: /Créée le/ }))
    expect(names()).toEqual(['Émeraude', 'Œil de Tigre', 'Zoïsite', 'Améthyste', 'onyx'])
  })

  it('reads search, sort and filter from the address (a shared link, a reload), and the filter select writes it', async () => {
    const { router, events } = renderTable('/pierres?statut=new&tri=-prix&q=e')
    expect(names()).toEqual(['Œil de Tigre', 'Zoïsite'])
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('new')
    expect(screen.getByRole('searchbox', { name: 'Rechercher une pierre' })).toHaveValue('e')
    expect(screen.getByRole('columnheader', { name: /Prix/ })).toHaveAttribute('aria-sort', 'descending')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Traité')
    expect(names()).toEqual(['Émeraude', 'Améthyste'])
    expect(new URLSearchParams(router.state.location.search).get('statut')).toBe('handled')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous')
    expect(names()).toEqual(['Émeraude', 'Œil de Tigre', 'Améthyste', 'Zoïsite'])
    expect(router.state.location.search).toBe('?tri=-prix&q=e')
    // The back button brings the filter back.
    await act(() => router.navigate(-1))
    // The router's state changes in a transition: the select follows once React has rendered it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('handled'))
  })

  it('an unknown status or column in the address filters and sorts nothing', () => {
    renderTable('/pierres?statut=nimporte&tri=poids')
    expect(names()).toEqual(['Œil de Tigre', 'Améthyste', 'Zoïsite', 'Émeraude', 'onyx'])
    expect(screen.getByRole('status')).toHaveTextContent('5 au total')
  })
})
