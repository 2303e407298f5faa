import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PagesRecord } from '@/lib/pocketbase-types'
import { recordId } from '@/testing/data-generators'
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
    slug: 'guide-des-tailles',
    title: 'Guide des tailles',
    description: 'Mesurer son poignet et choisir sa taille.',
    body: '<h2>Mesurer son poignet</h2><p>Une bande de papier suffit.</p><table><tbody><tr><td>16 cm</td><td>17 cm</td></tr></tbody></table>',
    faq: [],
    published: true,
    ...overrides,
  }
}

const structuredData = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'))

describe('content pages (docs/adr/0101)', () => {
  it('opens the size guide from the footer: its title, its sanitised text and table', async () => {
    seed('pages', [
      createPage({
        body: '<h2>Mesurer son poignet</h2><p>Une bande de papier suffit.</p><table><tbody><tr><td>16 cm</td><td>17 cm</td></tr></tbody></table><script>window.hacked=1</script><a href="javascript:alert(1)">piège</a>',
      }),
    ])
    const { events, router } = renderApp('/contact')
    const footer = await screen.findByRole('navigation', { name: 'Aide' })
    await events.click(within(footer).getByRole('link', { name: 'Guide des tailles' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide-des-tailles'))
    expect(await findPageHeading('Guide des tailles')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Mesurer son poignet' })).toBeVisible()
    expect(screen.getByRole('cell', { name: '17 cm' })).toBeVisible()
    expect(screen.getByRole('main').innerHTML).not.toMatch(/javascript:|<script/)
    await waitFor(() => expect(document.title).toBe('Guide des tailles — Éclat de Pierre'))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Mesurer son poignet et choisir sa taille.',
    )
    expect(structuredData().some((data: { '@type'?: string }) => data['@type'] === 'FAQPage')).toBe(false)
  })

  it('the FAQ: each question a disclosure that opens on its answer, and schema.org FAQPage', async () => {
    seed('pages', [
      createPage({
        slug: 'faq',
        title: 'Questions fréquentes',
        body: '<p>Écrivez-nous.</p>',
        faq: [
          { question: 'Combien coûte la livraison ?', answer: 'Rien : elle est offerte.' },
          { question: 'Puis-je retourner un bijou ?', answer: 'Oui, sous 14 jours.' },
        ],
      }),
    ])
    const { events } = renderApp('/faq')
    expect(await findPageHeading('Questions fréquentes')).toBeVisible()
    const question = screen.getByText('Combien coûte la livraison ?')
    expect(question.closest('summary')).not.toBeNull()
    expect(screen.getByText('Rien : elle est offerte.')).not.toBeVisible()
    await events.click(question)
    expect(screen.getByText('Rien : elle est offerte.')).toBeVisible()
    await waitFor(() => expect(structuredData().some((data: { '@type'?: string }) => data['@type'] === 'FAQPage')).toBe(true))
    const faq = structuredData().find((data: { '@type'?: string }) => data['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[]
    }
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Combien coûte la livraison ?',
        acceptedAnswer: { '@type': 'Answer', text: 'Rien : elle est offerte.' },
      },
      { '@type': 'Question', name: 'Puis-je retourner un bijou ?', acceptedAnswer: { '@type': 'Answer', text: 'Oui, sous 14 jours.' } },
    ])
  })

  it('says in French when the page is not published', async () => {
    renderApp('/entretien-des-pierres')
    expect(await findPageHeading('Page introuvable')).toBeVisible()
    expect(screen.getByText('Cette page n’est pas publiée pour le moment.')).toBeVisible()
  })

  it('explains another failure in French and loads again on request', async () => {
    seed('pages', [createPage({ slug: 'livraison-et-retours', title: 'Livraison et retours' })])
    server.use(http.get('*/api/collections/pages/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }))
    const { events } = renderApp('/livraison-et-retours')
    expect(await findPageHeading('Erreur lors du chargement de la page')).toBeVisible()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await findPageHeading('Livraison et retours')).toBeVisible()
  })
})
