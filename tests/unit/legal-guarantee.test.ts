// The EU harmonised notice on the legal guarantee of conformity (docs/adr/0048): the checkout and the
// order confirmation e-mail print the same words, and the confirmation carries it in HTML and text.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LEGAL_GUARANTEE } from '../../src/features/checkout/legal-guarantee-texts'

interface Templates {
  LEGAL_GUARANTEE: typeof LEGAL_GUARANTEE
  legalGuaranteeNotice: () => { html: string; text: string }
  orderConfirmation: (order: Record<string, unknown>, appURL: string) => { subject: string; html: string; text: string }
}

function loadTemplates(): Templates {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/mail-templates.js')
  const module = { exports: {} as Templates }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

const t = loadTemplates()

/** Every sentence of the notice, in order. */
const sentences = (notice: typeof LEGAL_GUARANTEE) => [
  notice.title,
  notice.lead,
  notice.claimIntro,
  ...notice.claimCases,
  notice.sellerIntro,
  ...notice.remedies,
  notice.periods,
  notice.moreInfo,
  notice.stepsIntro,
  ...notice.steps,
  notice.commercial,
  notice.url,
]

describe('the legal-guarantee notice', () => {
  it('has the same words on the checkout and in the e-mails', () => {
    expect(sentences(t.LEGAL_GUARANTEE)).toEqual(sentences(LEGAL_GUARANTEE))
  })

  it('opens with the two-year minimum and points to Your Europe in French', () => {
    expect(LEGAL_GUARANTEE.lead).toBe(
      'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
    )
    expect(LEGAL_GUARANTEE.url).toBe('https://europa.eu/youreurope/garanties')
  })

  it('is in the order confirmation, in colour in the HTML and word for word in the text', () => {
    const mail = t.orderConfirmation(
      {
        id: 'abcdefgh12345678',
        created: '2026-11-24 10:00:00.000Z',
        total: 84,
        items: [{ name: 'Bracelet', quantity: 1, price: 84 }],
        payment_mode: 'stripe',
      },
      'https://eclat-de-pierre.fr',
    )
    expect(mail.html).toContain('border:2px solid #003399')
    expect(mail.html).toContain('background:#ffcc00')
    expect(mail.html).toContain('href="https://europa.eu/youreurope/garanties"')
    for (const sentence of sentences(LEGAL_GUARANTEE)) {
      if (sentence !== LEGAL_GUARANTEE.title) expect(mail.text).toContain(sentence)
    }
    expect(mail.text).toContain('GARANTIE LÉGALE DE CONFORMITÉ')
  })
})
