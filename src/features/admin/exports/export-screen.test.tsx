import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen } from '@/testing/test-utils'
import { pbFailure } from '../testing/admin-mocks'

afterEach(() => vi.restoreAllMocks())

describe('accounting export (/dashboard/export)', { timeout: 20_000 }, () => {
  it('asks for the period typed and downloads the CSV under a dated name', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/shop/exports/accounting', ({ request }) => {
        asked.push(new URL(request.url).search)
        return new HttpResponse('\uFEFFType;Numéro\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
      }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    // jsdom has no object URLs: the download link's address is a stand-in.
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    const { events } = renderApp('/dashboard/export', { user: demoUsers.admin() })
    const from = await screen.findByLabelText(/^Du/)
    // What the gift cards' columns mean for VAT (docs/adr/0118).
    expect(screen.getByText(/^Cartes cadeaux \(bons à usages multiples\) : leur vente est hors champ de la TVA/)).toBeVisible()
    await events.clear(from)
    await events.type(from, '2026-10-01')
    const to = screen.getByLabelText(/^Au/)
    await events.clear(to)
    await events.type(to, '2026-10-31')
    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }))
    expect(await screen.findByText('Export téléchargé : comptabilite-2026-10-01-au-2026-10-31.csv')).toBeVisible()
    expect(asked).toEqual(['?from=2026-10-01&to=2026-10-31'])
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('refuses an end before the start without asking the server, and shows the server’s refusal in French', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/shop/exports/accounting', ({ request }) => {
        asked.push(new URL(request.url).search)
        return pbFailure(400, 'La période ne peut pas dépasser un an. Faites plusieurs exports.')
      }),
    )
    const { events } = renderApp('/dashboard/export', { user: demoUsers.admin() })
    const from = await screen.findByLabelText(/^Du/)
    const to = screen.getByLabelText(/^Au/)
    await events.clear(from)
    await events.type(from, '2026-11-30')
    await events.clear(to)
    await events.type(to, '2026-11-01')
    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }))
    expect(to).toHaveAccessibleDescription('La date de fin doit être après la date de début.')
    expect(asked).toEqual([])

    await events.clear(to)
    await events.type(to, '2026-12-01')
    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('La période ne peut pas dépasser un an. Faites plusieurs exports.')
    expect(from).toHaveValue('2026-11-30')
  })

  it('downloads the e-invoices’ zip and the e-reporting CSV of the same period (docs/adr/0133)', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/shop/admin/einvoices.zip', ({ request }) => {
        asked.push(`zip${new URL(request.url).search}`)
        return new HttpResponse(new Uint8Array([80, 75, 5, 6]), { headers: { 'content-type': 'application/zip' } })
      }),
      http.get('*/api/shop/admin/ereporting.csv', ({ request }) => {
        asked.push(`csv${new URL(request.url).search}`)
        return new HttpResponse('\uFEFFDate;Taux de TVA\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
      }),
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    const { events } = renderApp('/dashboard/export', { user: demoUsers.admin() })
    const from = await screen.findByLabelText(/^Du/)
    await events.clear(from)
    await events.type(from, '2026-10-01')
    const to = screen.getByLabelText(/^Au/)
    await events.clear(to)
    await events.type(to, '2026-10-31')
    await events.click(screen.getByRole('button', { name: 'Télécharger les factures électroniques (zip)' }))
    expect(await screen.findByText('Export téléchargé : factures-electroniques-2026-10-01-au-2026-10-31.zip')).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Télécharger l’e-reporting (CSV)' }))
    expect(await screen.findByText('Export téléchargé : e-reporting-2026-10-01-au-2026-10-31.csv')).toBeVisible()
    expect(asked).toEqual(['zip?from=2026-10-01&to=2026-10-31', 'csv?from=2026-10-01&to=2026-10-31'])
    expect(saved).toEqual(['factures-electroniques-2026-10-01-au-2026-10-31.zip', 'e-reporting-2026-10-01-au-2026-10-31.csv'])
  })

  it('shows the server’s French answer when the period has no e-invoice', async () => {
    server.use(http.get('*/api/shop/admin/einvoices.zip', () => pbFailure(404, 'Aucune facture électronique sur cette période.')))
    const { events } = renderApp('/dashboard/export', { user: demoUsers.admin() })
    await screen.findByLabelText(/^Du/)
    await events.click(screen.getByRole('button', { name: 'Télécharger les factures électroniques (zip)' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune facture électronique sur cette période.')
  })

  it('says where the e-invoices stand at the platform, or that there is none', async () => {
    const { unmount } = renderApp('/dashboard/export', { user: demoUsers.admin() })
    expect(await screen.findByText('Aucune plateforme configurée')).toBeVisible()
    unmount()
    server.use(
      http.get('*/api/shop/admin/einvoicing', () =>
        HttpResponse.json({ configured: true, counts: { pending: 1, sending: 0, deposited: 3, rejected: 1, paid: 0 } }),
      ),
    )
    renderApp('/dashboard/export', { user: demoUsers.admin() })
    expect(
      await screen.findByText(
        'Plateforme agréée : 1 en attente d’envoi, 3 déposées, 0 encaissée, 1 rejetée (à renvoyer depuis la commande).',
      ),
    ).toBeVisible()
  })
})
