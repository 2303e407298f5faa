import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { adminRecord, failList, pbFailure, servePages } from '../testing/admin-mocks'

const mail = (to: string, status: 'sent' | 'pending' | 'failed', fields: Record<string, unknown> = {}) =>
  adminRecord('mail_queue', {
    to,
    subject: `Confirmation de votre commande n° ${to.slice(0, 4)}`,
    kind: 'order_confirmation',
    status,
    attempts: status === 'failed' ? 8 : 1,
    last_error: status === 'sent' ? '' : 'dial tcp 127.0.0.1:25: connect: connection refused',
    html: '<p>corps</p>',
    text: 'corps',
    ...fields,
  })

/** Answers the retry route with `answer` (or fails with `status`) and records the ids sent. */
function serveRetry(answer: (id: string) => Response) {
  const ids: string[] = []
  server.use(
    http.post('*/api/shop/mail/retry', async ({ request }) => {
      const { id } = (await request.json()) as { id: string }
      ids.push(id)
      return answer(id)
    }),
  )
  return ids
}

const rowOf = async (recipient: string) => within((await screen.findByRole('cell', { name: recipient })).closest('tr')!)

describe('admin e-mails (/dashboard/emails)', { timeout: 20_000 }, () => {
  it('lists recipient, subject, kind, status, attempts, last error and date; newest first; never the bodies', async () => {
    const asked: URL[] = []
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/mail_queue/records')) asked.push(new URL(request.url))
    }
    server.events.on('request:start', listen)
    onTestFinished(() => server.events.removeListener('request:start', listen))
    seed('mail_queue', [
      mail('lea@exemple.fr', 'failed', { kind: 'contact_ack', subject: 'Nous avons bien reçu votre message' }),
      mail('marc@exemple.fr', 'sent'),
      mail('zoe@exemple.fr', 'pending', { kind: 'mystery' }),
    ])
    renderApp('/dashboard/emails', { user: demoUsers.admin() })
    expect(await findPageHeading('E-mails')).toBeVisible()

    const lea = await rowOf('lea@exemple.fr')
    expect(lea.getByRole('cell', { name: 'Nous avons bien reçu votre message' })).toBeVisible()
    expect(lea.getByRole('cell', { name: 'Accusé de réception contact' })).toBeVisible()
    expect(lea.getByRole('cell', { name: 'Échec' })).toBeVisible()
    expect(lea.getByRole('cell', { name: '8' })).toBeVisible()
    expect(lea.getByRole('cell', { name: /connection refused/ })).toBeVisible()
    expect(lea.getByRole('cell', { name: /^21 novembre 2026 à 11\sh\s00$/ })).toBeVisible()
    expect(lea.getByRole('button', { name: 'Renvoyer l’e-mail « Nous avons bien reçu votre message » à lea@exemple.fr' })).toBeVisible()

    const marc = await rowOf('marc@exemple.fr')
    expect(marc.getByRole('cell', { name: 'Envoyé' })).toBeVisible()
    expect(marc.getByRole('cell', { name: 'Confirmation de commande' })).toBeVisible()
    expect(marc.queryByRole('button', { name: /^Renvoyer/ })).toBeNull()

    const zoe = await rowOf('zoe@exemple.fr')
    expect(zoe.getByRole('cell', { name: 'En attente' })).toBeVisible()
    expect(zoe.getByRole('button', { name: /^Renvoyer/ })).toBeVisible()

    expect(asked[0]?.searchParams.get('sort')).toBe('-created')
    expect(asked[0]?.searchParams.get('perPage')).toBe('50')
    expect(asked[0]?.searchParams.get('fields')).not.toMatch(/html|text/)
    expect(screen.getByText(/^3\se-mails$/)).toBeVisible()
  })

  it('pages by 50 from the server: « 51 e-mails », the oldest on page 2', async () => {
    servePages('mail_queue')
    seed(
      'mail_queue',
      Array.from({ length: 51 }, (_, index) =>
        mail(`client${String(index + 1).padStart(2, '0')}@exemple.fr`, 'sent', {
          created: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString().replace('T', ' '),
        }),
      ),
    )
    const { events } = renderApp('/dashboard/emails', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'client51@exemple.fr' })).toBeVisible()
    expect(screen.queryByRole('cell', { name: 'client01@exemple.fr' })).toBeNull()
    expect(screen.getByText(/^51\se-mails$/)).toBeVisible()
    const pages = screen.getByRole('navigation', { name: 'Pages des e-mails' })
    expect(pages).toHaveTextContent('Page 1 sur 2')
    await events.click(within(pages).getByRole('link', { name: 'Page suivante' }))
    expect(await screen.findByRole('cell', { name: 'client01@exemple.fr' })).toBeVisible()
    expect(screen.queryByRole('cell', { name: 'client51@exemple.fr' })).toBeNull()
  })

  it('sends a failed mail again: says it was sent, and the reloaded list shows it sent', async () => {
    const failed = mail('lea@exemple.fr', 'failed')
    seed('mail_queue', [failed])
    const ids = serveRetry((id) => {
      db.collections.set('mail_queue', [mail('lea@exemple.fr', 'sent', { id: failed.id, attempts: 9 })])
      return HttpResponse.json({ id, status: 'sent', attempts: 9, last_error: '' })
    })
    const { events } = renderApp('/dashboard/emails', { user: demoUsers.admin() })
    await events.click((await rowOf('lea@exemple.fr')).getByRole('button', { name: /^Renvoyer/ }))
    expect(await screen.findByText('E-mail envoyé.')).toBeVisible()
    expect(ids).toEqual([failed.id])
    const row = await rowOf('lea@exemple.fr')
    expect(await row.findByRole('cell', { name: 'Envoyé' })).toBeVisible()
    expect(row.queryByRole('button', { name: /^Renvoyer/ })).toBeNull()
  })

  it('says so when the mail still cannot be sent, or when the retry is refused', async () => {
    seed('mail_queue', [mail('lea@exemple.fr', 'failed')])
    serveRetry((id) => HttpResponse.json({ id, status: 'failed', attempts: 9, last_error: 'connection refused' }))
    const { events } = renderApp('/dashboard/emails', { user: demoUsers.admin() })
    await events.click((await rowOf('lea@exemple.fr')).getByRole('button', { name: /^Renvoyer/ }))
    expect(
      await screen.findByText('L’e-mail n’a toujours pas pu être envoyé : vérifiez les réglages d’envoi (SMTP) de PocketBase.'),
    ).toBeVisible()

    serveRetry(() => pbFailure(403, 'Seul un administrateur de la boutique peut renvoyer un e-mail.'))
    await events.click((await rowOf('lea@exemple.fr')).getByRole('button', { name: /^Renvoyer/ }))
    expect(await screen.findByText('Seul un administrateur de la boutique peut renvoyer un e-mail.')).toBeVisible()
  })

  it('an empty queue says so', async () => {
    seed('mail_queue', [])
    renderApp('/dashboard/emails', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucun e-mail envoyé pour le moment' })).toBeVisible()
  })

  it('a failed load shows the red text and « Réessayer », which reads the mails again', async () => {
    expectConsoleError('Admin list mail_queue:')
    seed('mail_queue', [mail('lea@exemple.fr', 'sent')])
    failList('mail_queue', { once: true })
    const { events } = renderApp('/dashboard/emails', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des e-mails')
    // « Réessayer » reads the mails again.
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('cell', { name: 'lea@exemple.fr' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
