import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PagesRecord } from '@/lib/pocketbase-types'
import { demoUsers, recordId } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

function createPage(overrides: Partial<PagesRecord> = {}): PagesRecord {
  return {
    id: recordId('g'),
    collectionId: 'pbc_pages',
    collectionName: 'pages',
    created: '2026-11-28 10:00:00.000Z',
    updated: '2026-11-28 10:00:00.000Z',
    slug: 'faq',
    title: 'Questions fréquentes',
    description: 'Les réponses aux questions fréquentes.',
    body: '<p>Écrivez-nous.</p>',
    faq: [{ question: 'Combien coûte la livraison ?', answer: 'Rien : elle est offerte.' }],
    published: true,
    ...overrides,
  }
}

/** Answers the page's update with `answer` (the saved record by default) and records the bodies sent. */
function serveUpdate(answer?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.patch('*/api/collections/pages/records/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      if (answer) return answer(body)
      return HttpResponse.json({ ...createPage(), ...body, id: params.id, updated: '2026-11-28 12:00:00.000Z' })
    }),
  )
  return sent
}

describe('the content pages in the back-office (docs/adr/0101)', { timeout: 20_000 }, () => {
  it('are listed under « Contenu »; a page’s title, publication and FAQ are saved', async () => {
    const page = createPage()
    seed('pages', [page, createPage({ slug: 'guide-des-tailles', title: 'Guide des tailles', faq: [], published: false })])
    const sent = serveUpdate()
    const { events } = renderApp('/dashboard', { user: demoUsers.admin() })
    await findPageHeading('Tableau de Bord')
    await events.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Pages' }))
    expect(await findPageHeading('Pages')).toBeVisible()
    expect(screen.getByText('/guide-des-tailles').closest('p')).toHaveTextContent('Non publiée')
    await events.click(screen.getByRole('link', { name: 'Modifier la page « Questions fréquentes »' }))
    expect(await findPageHeading('Modifier la page « Questions fréquentes »')).toBeVisible()
    expect(screen.getByLabelText('Question 1')).toHaveValue('Combien coûte la livraison ?')

    await events.type(screen.getByLabelText('Titre'), ' sur nos bijoux')
    await events.click(screen.getByRole('button', { name: 'Ajouter une question' }))
    await events.type(screen.getByLabelText('Question 2'), 'Les pierres sont-elles naturelles ?')
    await events.type(screen.getByLabelText('Réponse 2'), 'Oui, toutes.')
    // An item left empty on both sides is dropped, not refused.
    await events.click(screen.getByRole('button', { name: 'Ajouter une question' }))
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Page enregistrée.')).toBeVisible()
    expect(sent).toEqual([
      {
        title: 'Questions fréquentes sur nos bijoux',
        description: 'Les réponses aux questions fréquentes.',
        body: '<p>Écrivez-nous.</p>',
        published: true,
        faq: [
          { question: 'Combien coûte la livraison ?', answer: 'Rien : elle est offerte.' },
          { question: 'Les pierres sont-elles naturelles ?', answer: 'Oui, toutes.' },
        ],
      },
    ])
  })

  it('refuses a question without its answer beside the field, before sending anything', async () => {
    const page = createPage()
    seed('pages', [page])
    const sent = serveUpdate()
    const { events } = renderApp(`/dashboard/pages/${page.id}`, { user: demoUsers.admin() })
    await findPageHeading('Modifier la page « Questions fréquentes »')
    await events.clear(screen.getByLabelText('Réponse 1'))
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    const answer = screen.getByLabelText('Réponse 1')
    await waitFor(() => expect(answer).toHaveAccessibleDescription(/Indiquez la réponse à cette question\./))
    // The form focuses the first refused field after it renders the messages: a tick later under load.
    await waitFor(() => expect(answer).toHaveFocus())
    expect(screen.getByLabelText('Question 1')).toHaveValue('Combien coûte la livraison ?')
    expect(sent).toEqual([])
  })

  it('a save over a version saved since is refused in French, keeping what was typed', async () => {
    const page = createPage()
    seed('pages', [page])
    serveUpdate(() =>
      HttpResponse.json(
        {
          status: 409,
          message: 'Cette page a été modifiée par ailleurs depuis son ouverture.',
          data: { updated: { code: 'shop_edit_conflict', message: 'Cette page a été modifiée par ailleurs depuis son ouverture.' } },
        },
        { status: 409 },
      ),
    )
    const { events } = renderApp(`/dashboard/pages/${page.id}`, { user: demoUsers.admin() })
    await findPageHeading('Modifier la page « Questions fréquentes »')
    await events.type(screen.getByLabelText('Titre'), ' (bis)')
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Cette page a été modifiée par ailleurs depuis son ouverture.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible()
    expect(screen.getByLabelText('Titre')).toHaveValue('Questions fréquentes (bis)')
  })
})
