import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { setScreenWidth } from '@/testing/match-media'
import { useAdminTable } from './admin-table'
import { DataTable, tableButtonClass, type Column } from './data-table'

interface Order {
  id: string
  number: string
  customer: string
  total: number
  status: string
  note: string
  internal: string
}

const ORDERS: Order[] = [
  { id: 'a', number: 'n° aaaa1111', customer: 'Léa Martin', total: 42, status: 'Payée', note: '', internal: 'x1' },
  { id: 'b', number: 'n° bbbb2222', customer: 'Zoé Durand', total: 12.5, status: 'Expédiée', note: 'Cadeau', internal: 'x2' },
  { id: 'c', number: 'n° cccc3333', customer: 'Amandine Roux', total: 100, status: 'Livrée', note: '', internal: 'x3' },
]

// Like a screen's columns: the number heads the card (the first column), a thumbnail beside it,
// the actions at its foot, one column for the table only.
const COLUMNS: Column<Order>[] = [
  { header: 'Commande', cell: (row) => row.number, sortValue: (row) => row.number },
  { header: 'Image', card: 'media', cell: (row) => <img alt="" src={`/${row.id}.png`} /> },
  { header: 'Client', cell: (row) => row.customer, sortValue: (row) => row.customer },
  { header: 'Total', cell: (row) => `${row.total} €`, sortValue: (row) => row.total },
  { header: 'Statut', cell: (row) => row.status },
  { header: 'Note', cell: (row) => row.note },
  { header: 'Interne', card: 'hidden', cell: (row) => row.internal },
  {
    header: 'Actions',
    card: 'action',
    cell: (row) => (
      <button type="button" className={tableButtonClass} aria-label={`Voir la commande ${row.number}`}>
        Voir
      </button>
    ),
  },
]

function Orders({ rows = ORDERS, status }: { rows?: Order[]; status?: 'loading' | 'ready' }) {
  const table = useAdminTable(rows, { columns: COLUMNS, searchText: (row) => row.customer })
  return <DataTable {...table.sorting} caption="Commandes" columns={COLUMNS} rows={table.rows} status={status} empty="Aucune commande" />
}

function renderOrders(props: { rows?: Order[]; status?: 'loading' | 'ready' } = {}, address = '/commandes') {
  const router = createMemoryRouter([{ path: '/commandes', element: <Orders {...props} /> }], { initialEntries: [address] })
  render(<RouterProvider router={router} />)
  return { router, events: userEvent.setup() }
}

/** Each card's title, in the list's order. */
function titles() {
  return within(screen.getByRole('list', { name: 'Commandes' }))
    .getAllByRole('listitem')
    .map((card) => card.firstElementChild?.textContent)
}

describe('admin lists on a phone: cards drawn from the columns (docs/adr/0093)', () => {
  beforeEach(() => setScreenWidth(390))

  it('draws a list named like the table, one card a row: its title, thumbnail, facts under their headers, actions', () => {
    renderOrders()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Commandes' })).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    const second = within(cards[1]!)
    expect(cards[1]!.firstElementChild).toHaveTextContent('n° bbbb2222')
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', '/b.png')
    const facts = Object.fromEntries(second.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
    expect(facts).toEqual({ Client: 'Zoé Durand', Total: '12.5 €', Statut: 'Expédiée', Note: 'Cadeau' })
    // The same accessible name as in the table's row; a column for the table only is not drawn.
    expect(second.getByRole('button', { name: 'Voir la commande n° bbbb2222' })).toBeVisible()
    expect(cards[1]).not.toHaveTextContent('x2')
    // A fact with nothing to say is left out.
    expect(within(cards[0]!).queryByRole('term', { name: 'Note' })).not.toBeInTheDocument()
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Client', 'Total', 'Statut'])
  })

  it('a column marked `title` heads the card instead of the first one', () => {
    const columns: Column<Order>[] = [
      { header: 'Total', cell: (row) => `${row.total} €` },
      { header: 'Client', card: 'title', cell: (row) => row.customer },
    ]
    render(<DataTable caption="Commandes" columns={columns} rows={ORDERS} empty="Aucune commande" />)
    expect(titles()).toEqual(['Léa Martin', 'Zoé Durand', 'Amandine Roux'])
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Total', 'Total', 'Total'])
  })

  it('says « Chargement... » while loading and the empty text once loaded empty', () => {
    const { unmount } = render(<DataTable caption="Commandes" columns={COLUMNS} rows={[]} status="loading" empty="Aucune commande" />)
    expect(screen.getByText('Chargement...')).toBeVisible()
    unmount()
    render(<DataTable caption="Commandes" columns={COLUMNS} rows={[]} empty="Aucune commande" />)
    expect(screen.getByText('Aucune commande')).toBeVisible()
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  it('sorts the cards from « Trier par » and « Ordre », kept in the address like the headers’ sort', async () => {
    const { router, events } = renderOrders()
    expect(screen.queryByRole('combobox', { name: 'Ordre' })).not.toBeInTheDocument()
    await events.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Client')
    expect(titles()).toEqual(['n° cccc3333', 'n° aaaa1111', 'n° bbbb2222'])
    expect(router.state.location.search).toBe('?tri=client')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Ordre' }), 'décroissant')
    expect(titles()).toEqual(['n° bbbb2222', 'n° aaaa1111', 'n° cccc3333'])
    expect(router.state.location.search).toBe('?tri=-client')
    // Only the sortable columns are offered.
    expect(
      within(screen.getByRole('combobox', { name: 'Trier par' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Commande', 'Client', 'Total'])
  })

  it('keeps the sort of a shared address', () => {
    renderOrders({}, '/commandes?tri=-total')
    expect(titles()).toEqual(['n° cccc3333', 'n° aaaa1111', 'n° bbbb2222'])
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('total')
    expect(screen.getByRole('combobox', { name: 'Ordre' })).toHaveValue('descending')
  })

  it('becomes the table when the screen turns wide enough (md, 48rem), and cards again below', () => {
    renderOrders()
    expect(screen.getByRole('list', { name: 'Commandes' })).toBeInTheDocument()
    act(() => setScreenWidth(768))
    expect(screen.getByRole('table', { name: 'Commandes' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Commandes' })).not.toBeInTheDocument()
    act(() => setScreenWidth(767))
    expect(screen.getByRole('list', { name: 'Commandes' })).toBeInTheDocument()
  })
})

describe('admin lists from md: the table', () => {
  it('draws the table, every column (the card roles do not apply)', () => {
    setScreenWidth(768)
    renderOrders()
    expect(screen.queryByRole('list', { name: 'Commandes' })).not.toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Commandes' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Commande', 'Image', 'Client', 'Total', 'Statut', 'Note', 'Interne', 'Actions'])
    expect(within(table).getByRole('button', { name: 'Voir la commande n° bbbb2222' })).toBeVisible()
  })
})
