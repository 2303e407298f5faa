import { http, HttpResponse } from 'msw'
import { paths } from '@/lib/paths'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

function acceptMessages() {
  const received: Record<string, unknown>[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/api/collections/contact_messages/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      received.push(body)
      await held
      return HttpResponse.json({ id: 'm00000000000001', status: 'new', ...body })
    }),
  )
  return { received, release }
}

async function fillForm(events: ReturnType<typeof renderApp>['events']) {
  await events.type(screen.getByRole('textbox', { name: 'Nom' }), 'Camille Martin')
  await events.type(screen.getByRole('textbox', { name: 'Email' }), 'camille@exemple.fr')
  await events.type(screen.getByRole('textbox', { name: 'Sujet' }), 'Taille de bracelet')
  await events.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour, faites-vous des tailles enfant ?')
}

describe('contact page', { timeout: 20_000 }, () => {
  it('shows the form, the workshop’s details and a drawn map', async () => {
    renderApp('/contact')
    expect(await findPageHeading('Contact')).toBeVisible()
    const details = within(screen.getByRole('complementary', { name: 'L’atelier' }))
    expect(details.getByText('12 rue des Lapidaires')).toBeVisible()
    expect(details.getByRole('link', { name: 'bonjour@eclat-de-pierre.fr' })).toHaveAttribute('href', 'mailto:bonjour@eclat-de-pierre.fr')
    expect(details.getByRole('link', { name: '04 78 00 00 00' })).toHaveAttribute('href', 'tel:+33478000000')
    expect(details.getByRole('img', { name: /Plan d’accès stylisé/ })).toBeVisible()
    // What the data are for, in one line, and where the rest is said (GDPR art. 13).
    expect(screen.getByText(/Votre nom, votre adresse e-mail et votre message servent seulement à vous répondre\./)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vos données et vos droits' })).toHaveAttribute('href', paths.privacy)
    await waitFor(() => expect(document.title).toBe('Contact — Éclat de Pierre'))
  })

  it('names the review reported from a product page (« Signaler cet avis », docs/adr/0105) in the subject', async () => {
    renderApp('/contact?avis=rev1')
    expect(await findPageHeading('Contact')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveValue('Signalement de l’avis rev1')
  })

  it('requires every field, in French, and sends nothing until they are filled', async () => {
    const { received } = acceptMessages()
    const { events } = renderApp('/contact')
    await findPageHeading('Contact')
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'pas-un-email')
    await events.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    // The route's action checks the form: its answer comes a moment later.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Veuillez indiquer votre nom.'))
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).',
    )
    expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveAccessibleDescription('Veuillez indiquer le sujet de votre message.')
    // A long text states its limit (docs/adr/0082), heard after what to fix.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Veuillez écrire votre message. 0 / 5\u202f000 caractères',
    )
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus())
    expect(received).toHaveLength(0)
  })

  it('shows “Envoi en cours...” while sending, then thanks the visitor and empties the form', async () => {
    const { received, release } = acceptMessages()
    const { events } = renderApp('/contact')
    await findPageHeading('Contact')
    await fillForm(events)
    await events.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    const busy = await screen.findByRole('button', { name: 'Envoi en cours...' })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByText('Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
    expect(received).toEqual([
      {
        name: 'Camille Martin',
        email: 'camille@exemple.fr',
        subject: 'Taille de bracelet',
        message: 'Bonjour, faites-vous des tailles enfant ?',
      },
    ])
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
  })

  it('shows the French error and keeps everything typed when the server refuses', async () => {
    server.use(
      http.post('*/api/collections/contact_messages/records', () =>
        HttpResponse.json({ status: 400, message: 'Failed to create record.', data: {} }, { status: 400 }),
      ),
    )
    const { events } = renderApp('/contact')
    await findPageHeading('Contact')
    await fillForm(events)
    await events.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.')
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Camille Martin')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('camille@exemple.fr')
    expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveValue('Taille de bracelet')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour, faites-vous des tailles enfant ?')
  })

  it('says in French that there were too many attempts when the server limits the sending', async () => {
    server.use(
      http.post('*/api/collections/contact_messages/records', () =>
        HttpResponse.json({ status: 429, message: 'Too Many Requests.', data: {} }, { status: 429 }),
      ),
    )
    const { events } = renderApp('/contact')
    await findPageHeading('Contact')
    await fillForm(events)
    await events.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives en peu de temps. Veuillez patienter une minute puis réessayer.',
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour, faites-vous des tailles enfant ?')
  })
})
