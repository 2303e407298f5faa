// The EU harmonised notice on the legal guarantee of conformity (docs/adr/0048): the checkout and the
// order confirmation e-mail print the same words, and the confirmation carries it in HTML and text.
// Its QR code (docs/adr/0085) is the shop's own image, read back here: it must hold the notice's link.
import decodeQR from 'qr/decode.js'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'
import { drawMail } from '../support/mails'
import { LEGAL_GUARANTEE } from '../../src/features/checkout/legal-guarantee-texts'
import { QR_FILE, QR_PATH, legalGuaranteeUrl, qrPng } from '../../scripts/legal-guarantee-qr.mjs'

interface Templates {
  LEGAL_GUARANTEE: typeof LEGAL_GUARANTEE
}

function loadTemplates(): Templates {
  return loadHookLib<Templates>('mail-templates.js')
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
  notice.qrImage,
  notice.qrAlt,
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

  it('is in the order confirmation, in colour in the HTML and word for word in the text', async () => {
    const mail = await drawMail('orderConfirmation', {
      id: 'abcdefgh12345678',
      created: '2026-11-24 10:00:00.000Z',
      total: 84,
      items: [{ name: 'Bracelet', quantity: 1, price: 84 }],
      payment_mode: 'stripe',
    })
    expect(mail.html).toContain('border:2px solid #003399')
    expect(mail.html).toContain('background:#ffcc00')
    expect(mail.html).toContain('href="https://europa.eu/youreurope/garanties"')
    const words = sentences(LEGAL_GUARANTEE).filter((line) => line !== LEGAL_GUARANTEE.qrImage && line !== LEGAL_GUARANTEE.qrAlt)
    for (const sentence of words) {
      if (sentence !== LEGAL_GUARANTEE.title) expect(mail.text).toContain(sentence)
    }
    expect(mail.text).toContain('GARANTIE LÉGALE DE CONFORMITÉ')
  })

  it('carries the QR code as an image of the shop in the HTML (not a data: address), the link in the text', async () => {
    const mail = await drawMail('orderConfirmation', {
      id: 'abcdefgh12345678',
      created: '2026-11-24 10:00:00.000Z',
      total: 84,
      items: [],
      payment_mode: 'stripe',
    })
    expect(mail.html).toContain(
      '<a href="https://europa.eu/youreurope/garanties"><img src="https://eclat-de-pierre.fr/garantie-legale-qr.png" width="120" height="120" alt="Code QR vers europa.eu/youreurope/garanties"',
    )
    expect(mail.html).not.toContain('data:image')
    expect(mail.text).toContain('https://europa.eu/youreurope/garanties')
  })
})

/** The pixels of a PNG, as the decoder reads them (RGBA). */
async function rgba(png: Buffer | string) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data: new Uint8Array(data) }
}

describe('the QR code the notice asks to scan', () => {
  it('is the file the checkout and the e-mail show', () => {
    expect(QR_PATH).toBe(LEGAL_GUARANTEE.qrImage)
    expect(QR_FILE.endsWith(`/public${QR_PATH}`)).toBe(true)
    expect(legalGuaranteeUrl()).toBe(LEGAL_GUARANTEE.url)
  })

  it('reads back, from the committed image, as the Commission’s page for France', async () => {
    expect(decodeQR(await rgba(QR_FILE))).toBe('https://europa.eu/youreurope/garanties')
    expect(decodeQR(await rgba(QR_FILE))).toBe(LEGAL_GUARANTEE.url)
  })

  it('is what scripts/legal-guarantee-qr.mjs draws today (run it again after changing the link)', async () => {
    const committed = await rgba(QR_FILE)
    const drawn = await rgba(await qrPng(LEGAL_GUARANTEE.url))
    expect([drawn.width, drawn.height]).toEqual([committed.width, committed.height])
    expect(Buffer.from(drawn.data).equals(Buffer.from(committed.data))).toBe(true)
  })
})
