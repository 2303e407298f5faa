import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

/** Accepts one application as the server would (pending), so that the page's reload shows it. */
function acceptApplications() {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/collections/pro_applications/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      const record = {
        id: 'app000000000001',
        collectionName: 'pro_applications',
        created: '2026-11-24 10:00:00.000Z',
        updated: '',
        status: 'pending',
        refusal_reason: '',
        ...body,
      }
      seed('pro_applications', [record as never])
      return HttpResponse.json(record)
    }),
  )
  return sent
}

async function fill(events: ReturnType<typeof renderApp>['events'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`))
    await events.clear(field)
    if (value) await events.type(field, value)
  }
}

describe('/account/devenir-pro', { timeout: 20_000 }, () => {
  it('/account offers it to a customer, not to a pro', async () => {
    const { events, router } = renderApp('/account', { user: demoUsers.customer() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    await events.click(
      within(screen.getByRole('region', { name: 'Vous êtes un professionnel ?' })).getByRole('link', { name: 'Demander un compte pro' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/devenir-pro'))
    expect(await findPageHeading('Devenir professionnel')).toBeVisible()
  })

  it('a pro is not offered it, and the page says the account is already professional', async () => {
    renderApp('/account', { user: demoUsers.pro() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Demander un compte pro' })).toBeNull()
  })

  it('the page tells a pro their account already is one', async () => {
    renderApp('/account/devenir-pro', { user: demoUsers.pro() })
    expect(await screen.findByText('Votre compte est déjà un compte professionnel.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Accéder à l’espace pro' })).toHaveAttribute('href', '/espace-pro')
    expect(screen.queryByRole('form', { name: 'Demande de compte professionnel' })).toBeNull()
  })

  it('the fields say what is wrong before anything is sent (SIREN/SIRET key, VAT of another company)', async () => {
    const sent = acceptApplications()
    const { events } = renderApp('/account/devenir-pro', { user: demoUsers.customer() })
    await screen.findByRole('form', { name: 'Demande de compte professionnel' })
    await fill(events, { 'Numéro SIREN ou SIRET': '732 829 320 00075', 'Numéro de TVA': 'FR96552100554' })
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByText('Indiquez le nom de votre entreprise.')).toBeVisible()
    expect(screen.getByText('Ce numéro n’est pas valide (clé de contrôle).')).toBeVisible()
    expect(screen.getByText('Indiquez votre activité (ex. boutique de créateurs, lithothérapeute).')).toBeVisible()
    await fill(events, { 'Nom de l’entreprise': 'Atelier des Cimes', 'Numéro SIREN ou SIRET': '12345', Activité: 'Boutique' })
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByText('Un numéro SIREN compte 9 chiffres, un numéro SIRET 14.')).toBeVisible()
    await fill(events, { 'Numéro SIREN ou SIRET': '732 829 320 00074' })
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByText('Ce numéro de TVA ne correspond pas au numéro SIREN indiqué.')).toBeVisible()
    expect(sent).toEqual([])
  })

  it('a valid application is sent normalised, then the page shows it waiting', async () => {
    const sent = acceptApplications()
    const customer = demoUsers.customer()
    const { events } = renderApp('/account/devenir-pro', { user: customer })
    await screen.findByRole('form', { name: 'Demande de compte professionnel' })
    await fill(events, {
      'Nom de l’entreprise': 'Atelier des Cimes',
      'Numéro SIREN ou SIRET': '732 829 320 00074',
      'Numéro de TVA': 'fr44 732829320',
      Activité: 'Boutique de créateurs',
    })
    await events.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(
      await screen.findByText('Merci ! Votre demande a bien été envoyée : nous l’examinons et vous répondrons par e-mail.'),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Votre demande est en cours d’examen' })).toBeVisible()
    expect(screen.getByText(/« Atelier des Cimes » \(SIRET 73282932000074\)/)).toBeVisible()
    expect(sent).toEqual([
      {
        user: customer.id,
        company: 'Atelier des Cimes',
        siret: '73282932000074',
        vat_number: 'FR44732829320',
        activity: 'Boutique de créateurs',
        message: '',
      },
    ])
  })

  it('after a refusal: the reason, and the form to apply again', async () => {
    seed('pro_applications', [
      {
        id: 'app000000000002',
        collectionId: 'pro_applications',
        collectionName: 'pro_applications',
        created: '2026-11-20 10:00:00.000Z',
        updated: '2026-11-21 10:00:00.000Z',
        status: 'refused',
        company: 'Atelier des Cimes',
        siret: '732829320',
        refusal_reason: 'Activité hors revente',
      } as never,
    ])
    renderApp('/account/devenir-pro', { user: demoUsers.customer() })
    expect(await screen.findByText('Votre demande du 20 novembre 2026 pour « Atelier des Cimes » n’a pas été acceptée.')).toBeVisible()
    expect(screen.getByText('Motif : Activité hors revente')).toBeVisible()
    expect(screen.getByRole('form', { name: 'Demande de compte professionnel' })).toBeVisible()
  })

  it('after the shop took the pro account back: when and why, and the form to apply again (docs/adr/0094)', async () => {
    seed('pro_applications', [
      {
        id: 'app000000000003',
        collectionId: 'pro_applications',
        collectionName: 'pro_applications',
        created: '2025-03-20 10:00:00.000Z',
        updated: '2026-11-21 10:00:00.000Z',
        status: 'revoked',
        company: 'Atelier des Cimes',
        siret: '732829320',
        refusal_reason: '',
        revoked_at: '2026-11-21 10:00:00.000Z',
        revocation_reason: 'Plus de revente depuis un an',
      } as never,
    ])
    renderApp('/account/devenir-pro', { user: demoUsers.customer() })
    expect(await screen.findByText('Votre compte professionnel pour « Atelier des Cimes » a été retiré le 21 novembre 2026.')).toBeVisible()
    expect(screen.getByText('Motif : Plus de revente depuis un an')).toBeVisible()
    expect(screen.getByRole('form', { name: 'Demande de compte professionnel' })).toBeVisible()
  })
})
