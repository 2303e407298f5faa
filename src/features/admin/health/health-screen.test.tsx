import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, userEvent, within } from '@/testing/test-utils'
import type { Health } from '../api/health'
import { pbFailure } from '../testing/admin-mocks'

const GB = 1024 * 1024 * 1024

/** A healthy shop, checked on 29 November 2026 at 17:00 Paris time. */
function healthy(): Health {
  return {
    mail: { pending: 0, failed: 0, failedLastDay: 0, oldestPendingMinutes: null, lastError: null, smtpEnabled: true },
    webhooks: {
      stripeMode: true,
      secretSet: true,
      lastReceived: '2026-11-29T15:42:00.000Z',
      failedDeliveries: 0,
      lastFailure: null,
      withoutWebhook: 0,
      withoutWebhookSince: null,
      withoutOrder: 0,
    },
    backups: {
      last: { key: 'pb_backup_20261129020000.zip', at: '2026-11-29T02:00:00.000Z', size: 12.5 * 1024 * 1024 },
      ageHours: 14,
      offMachine: true,
      schedule: '0 3 * * *',
      lastError: null,
    },
    disk: { freeBytes: 20 * GB, totalBytes: 80 * GB },
    pocketbase: { version: '0.40.6' },
    checkedAt: '2026-11-29T16:00:00.000Z',
    problems: [],
  }
}

/** Plays GET /api/shop/admin/health with `answer` (a report or an error response); counts the reads. */
function serveHealth(answer: () => Health | Response | Promise<Health | Response>) {
  const asked = { count: 0 }
  server.use(
    http.get('*/api/shop/admin/health', async () => {
      asked.count++
      const result = await answer()
      return result instanceof Response ? result : HttpResponse.json(result)
    }),
  )
  return asked
}

/** The page's one-line summary (a live status). */
const summary = () => screen.findByText(/^(Tout va bien\.|\d+ points? à regarder)/, { selector: '[role="status"]' })
const part = (name: string) => within(screen.getByRole('region', { name }))
/** A fact of a part: its <dd> by its <dt>'s text. */
const fact = (region: ReturnType<typeof part>, label: string) => region.getByText(label, { selector: 'dt' }).nextElementSibling!

describe('the shop’s health (/dashboard/sante)', { timeout: 20_000 }, () => {
  it('is in the admin menu; says « Chargement... » then all green, with each part’s figures', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    serveHealth(async () => {
      await held
      return healthy()
    })
    renderApp('/dashboard', { user: demoUsers.admin() })
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Santé de la boutique' }),
    )
    expect(await findPageHeading('Santé de la boutique')).toBeVisible()
    expect(await screen.findByText('Chargement...')).toBeVisible()
    release()
    expect(await summary()).toHaveTextContent('Tout va bien.')
    expect(screen.getByText(/^Vérifiée le 29 novembre 2026 à 17\sh\s00\./)).toBeVisible()

    const backups = part('Sauvegardes')
    expect(backups.getByText('OK')).toBeVisible()
    expect(fact(backups, 'Dernière sauvegarde')).toHaveTextContent(/^29 novembre 2026 à 3\sh\s00 \(il y a 14\sh, 12,5\sMo\)$/)
    expect(fact(backups, 'Hors du serveur')).toHaveTextContent('Oui (stockage S3)')
    expect(backups.getByText('Les sauvegardes se font et quittent le serveur.')).toBeVisible()

    const mail = part('E-mails')
    expect(fact(mail, 'En attente')).toHaveTextContent('0')
    expect(fact(mail, 'Le plus ancien en attente')).toHaveTextContent('Aucun')
    expect(mail.getByText('Les e-mails partent normalement.')).toBeVisible()

    const stripe = part('Paiements Stripe (webhooks)')
    expect(fact(stripe, 'Dernier webhook reçu')).toHaveTextContent(/^29 novembre 2026 à 16\sh\s42$/)
    expect(stripe.getByText('Stripe prévient la boutique de chaque paiement.')).toBeVisible()

    // 20 Go of 80: a quarter free.
    expect(fact(part('Disque du serveur'), 'Place libre')).toHaveTextContent(/^20\sGo sur 80\sGo \(25\s%\)$/)
    expect(fact(part('PocketBase'), 'Version')).toHaveTextContent('0.40.6')
    expect(screen.queryByText('À corriger')).toBeNull()
    expect(screen.queryByText('À surveiller')).toBeNull()
  })

  it('shows each problem in its part, red or orange, with the sentence saying what to do', async () => {
    const report = healthy()
    report.mail = { ...report.mail, pending: 3, failed: 2, failedLastDay: 2, oldestPendingMinutes: 95 }
    report.backups = { ...report.backups, offMachine: false, lastError: { at: '2026-11-29T02:00:05.000Z', message: 'disque plein' } }
    report.problems = [
      {
        area: 'mail',
        kind: 'mail_stalled',
        level: 'critical',
        message: '3 e-mails attendent de partir, le plus ancien depuis 95 minutes : vérifiez le serveur d’envoi (SMTP).',
      },
      { area: 'backups', kind: 'backup_local_only', level: 'warning', message: 'Les sauvegardes restent sur le disque du serveur.' },
    ]
    serveHealth(() => report)
    renderApp('/dashboard/sante', { user: demoUsers.admin() })
    expect(await summary()).toHaveTextContent('2 points à regarder, dont 1 à corriger.')

    const mail = part('E-mails')
    expect(mail.getByText('À corriger')).toBeVisible()
    expect(mail.getByRole('listitem')).toHaveTextContent(
      'À corriger : 3 e-mails attendent de partir, le plus ancien depuis 95 minutes : vérifiez le serveur d’envoi (SMTP).',
    )
    expect(fact(mail, 'Le plus ancien en attente')).toHaveTextContent(/^depuis 95\smin$/)
    expect(within(fact(mail, 'En échec') as HTMLElement).getByRole('link', { name: '2 (voir les e-mails)' })).toHaveAttribute(
      'href',
      '/dashboard/emails',
    )
    expect(mail.queryByText('Les e-mails partent normalement.')).toBeNull()

    const backups = part('Sauvegardes')
    expect(backups.getByText('À surveiller')).toBeVisible()
    expect(backups.getByRole('listitem')).toHaveTextContent('À surveiller : Les sauvegardes restent sur le disque du serveur.')
    expect(fact(backups, 'Dernier échec')).toHaveTextContent(/^29 novembre 2026 à 3\sh\s00 : disque plein$/)

    // The parts without a problem stay green.
    expect(part('Paiements Stripe (webhooks)').getByText('OK')).toBeVisible()
    expect(part('Disque du serveur').getByText('OK')).toBeVisible()
  })

  it('says when Stripe is not on: nothing to watch', async () => {
    const report = healthy()
    report.webhooks = { ...report.webhooks, stripeMode: false, lastReceived: null }
    serveHealth(() => report)
    renderApp('/dashboard/sante', { user: demoUsers.admin() })
    const stripe = await screen.findByRole('region', { name: 'Paiements Stripe (webhooks)' })
    expect(within(stripe).getByText('Non activé : rien à surveiller')).toBeVisible()
  })

  it('fails in French with the server’s reason, and reads again on « Réessayer »', async () => {
    let fail = true
    const asked = serveHealth(() =>
      fail ? pbFailure(403, 'Seul un administrateur de la boutique peut voir la santé de la boutique.') : healthy(),
    )
    expectConsoleError(/Admin health/)
    renderApp('/dashboard/sante', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Échec de la récupération de la santé de la boutique. Seul un administrateur de la boutique peut voir la santé de la boutique.',
    )
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await summary()).toHaveTextContent('Tout va bien.')
    expect(asked.count).toBe(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
