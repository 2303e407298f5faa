// pb_hooks/lib/facturx.js (docs/adr/0130), run under Node as PocketBase's JS engine loads it: an
// invoice's figures (lib/invoice.js's own amounts) mapped to the CII XML, with hand-computed totals;
// the franchise's exemption, a payment by transfer, the escaping, the buyer's SIREN. The XML's
// validity is checked by the kept validator in tests/integration/facturx.test.ts.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

type Amounts = { rate: number; lines: unknown[]; ht: number; vat: number; ttc: number; discountHt: number; discountTtc: number }
interface Invoice {
  discountedAmounts: (items: unknown[], identity: { vat_exempt: boolean; vat_rate: number }) => Amounts
}
interface Facturx {
  invoiceData: (figures: unknown, order: unknown) => unknown
  ciiDocument: (data: unknown) => string
  buyerSiren: (billing: unknown) => string
}

const invoice = loadHookLib<Invoice>('invoice.js')
const facturx = loadHookLib<Facturx>('facturx.js')

const IDENTITY = {
  trade_name: 'Éclat de Pierre',
  legal_name: 'Atelier Lumière des Pierres',
  legal_form: 'SAS',
  share_capital: '1 000 €',
  siren: '732829320',
  siret: '73282932000074',
  registration: 'RCS Lyon 732 829 320',
  vat_number: 'FR44732829320',
  vat_exempt: false,
  vat_rate: 20,
  address_line1: '8 rue de l’Œuvre',
  address_line2: '',
  postal_code: '69002',
  city: 'Lyon',
  country: 'France',
  email: 'contact@eclat.test',
  phone: '',
  payment_terms: '',
  late_penalty_rate: '',
  fictional: false,
  vat_on_debits: false,
  facturx_all: false,
}
const BILLING = {
  full_name: 'Léa Martin',
  company: 'Bijoux & Co <Lyon>',
  line1: '5 place Bellecour',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  siret: '55210055400013',
  vat_number: 'FR96552100554',
}

/** A record as the hooks read it: getString/getFloat/getBool over plain values. */
function record(values: Record<string, unknown>) {
  return {
    getString: (name: string) => String(values[name] ?? ''),
    getFloat: (name: string) => Number(values[name] ?? 0),
    getBool: (name: string) => Boolean(values[name]),
  }
}

function xmlOf(identity: typeof IDENTITY, items: unknown[], order: Record<string, unknown> = {}) {
  const amounts = invoice.discountedAmounts(items, identity)
  const figures = {
    identity,
    number: 'F2026-00042',
    items,
    billing: BILLING,
    shipping: BILLING,
    professional: true,
    deliveryCents: 0,
    final: null,
    invoiced: items,
    depositOnly: false,
    voucher: false,
    deducted: null,
    amounts,
    // 23:30 UTC on 29 November is already the 30th in Paris: the document's date is Paris'.
    invoicedAt: '2026-11-29 23:30:00.000Z',
  }
  const data = facturx.invoiceData(figures, record({ created: '2026-11-29 23:30:00.000Z', email: 'lea@bijoux.test', ...order }))
  return facturx.ciiDocument(data)
}

describe('an invoice at 20 % with a discount code', () => {
  // 3 × 24,90 € TTC = 74,70 €, a 10 % code: 7,47 € off. Line HT round(74,70 / 1,2) = 62,25 €; unit HT
  // round(24,90 / 1,2) = 20,75 €. Net 67,23 € TTC → HT round(67,23 / 1,2) = 56,03 € (56,025 rounds up);
  // VAT 67,23 − 56,03 = 11,20 €; the discount HT 62,25 − 56,03 = 6,22 €.
  const xml = xmlOf(IDENTITY, [{ name: 'Bague « Lune » & <or>', sku: 'BG-7', quantity: 3, price: 24.9, discount: 7.47 }], {
    discount_code: 'PRO10',
  })

  it('carries the PDF’s figures: lines, the discount as an allowance, basis, VAT, total, paid by card', () => {
    expect(xml).toContain('<ram:NetPriceProductTradePrice><ram:ChargeAmount>20.75</ram:ChargeAmount></ram:NetPriceProductTradePrice>')
    expect(xml).toContain('<ram:BilledQuantity unitCode="C62">3</ram:BilledQuantity>')
    expect(/<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>([^<]*)</.exec(xml)?.[1]).toBe('62.25')
    expect(xml).toContain('<ram:ActualAmount>6.22</ram:ActualAmount><ram:Reason>Remise (PRO10)</ram:Reason>')
    const summary =
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>([\s\S]*)<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(
        xml,
      )?.[1] ?? ''
    expect(summary.replace(/\s+/g, '')).toBe(
      [
        '<ram:LineTotalAmount>62.25</ram:LineTotalAmount>',
        '<ram:AllowanceTotalAmount>6.22</ram:AllowanceTotalAmount>',
        '<ram:TaxBasisTotalAmount>56.03</ram:TaxBasisTotalAmount>',
        '<ram:TaxTotalAmountcurrencyID="EUR">11.20</ram:TaxTotalAmount>',
        '<ram:GrandTotalAmount>67.23</ram:GrandTotalAmount>',
        '<ram:TotalPrepaidAmount>67.23</ram:TotalPrepaidAmount>',
        '<ram:DuePayableAmount>0.00</ram:DuePayableAmount>',
      ].join(''),
    )
    expect(xml).toContain(
      '<ram:CalculatedAmount>11.20</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>56.03</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20.00</ram:RateApplicablePercent>',
    )
  })

  it('names the document, its Paris date, the goods already paid (B2), the parties and their numbers', () => {
    expect(xml).toContain('<ram:ID>B2</ram:ID>')
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>')
    expect(xml).toMatch(/<ram:ID>F2026-00042<\/ram:ID>\s*<ram:TypeCode>380<\/ram:TypeCode>/)
    expect(xml).toContain('<ram:IssueDateTime><udt:DateTimeString format="102">20261130</udt:DateTimeString></ram:IssueDateTime>')
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>')
    expect(xml).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>')
    expect(xml).toContain('<ram:GlobalID schemeID="0009">55210055400013</ram:GlobalID><ram:Name>Bijoux &amp; Co &lt;Lyon&gt;</ram:Name>')
    expect(xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>')
    expect(xml).toContain('<ram:Name>Bague « Lune » &amp; &lt;or&gt;</ram:Name>')
    expect(xml).toContain('<ram:CountryID>FR</ram:CountryID>')
    expect(xml).toContain(
      '<ram:Content>Indemnité forfaitaire pour frais de recouvrement : 40 €.</ram:Content><ram:SubjectCode>PMT</ram:SubjectCode>',
    )
    expect(xml).toContain('<ram:TypeCode>48</ram:TypeCode>')
    // Billing and delivery are the same address: no ShipToTradeParty.
    expect(xml).not.toContain('ShipToTradeParty')
    expect(xml).not.toContain('DueDateTypeCode')
  })
})

describe('a shop under the franchise, paid by transfer', () => {
  const exempt = { ...IDENTITY, vat_exempt: true, vat_rate: 0, vat_number: '', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' }
  const xml = xmlOf(exempt, [{ name: 'Collier', size: 'Longueur : 45 cm', quantity: 2, price: 45.5 }], {
    payment_method: 'transfer',
    due_at: '2026-12-30 10:00:00.000Z',
  })

  it('is exempt (E, art. 293 B) with the SIREN as the seller’s tax number; 91,00 € due on 30/12 by transfer to the IBAN', () => {
    expect(xml).toContain('<ram:Name>Collier</ram:Name><ram:Description>Longueur : 45 cm</ram:Description>')
    expect(xml).toContain('<ram:ExemptionReason>TVA non applicable, art. 293 B du CGI</ram:ExemptionReason>')
    expect(xml).toContain('<ram:BasisAmount>91.00</ram:BasisAmount><ram:CategoryCode>E</ram:CategoryCode>')
    expect(xml).toContain('<ram:ID schemeID="FC">732829320</ram:ID>')
    expect(xml).not.toContain('schemeID="VA">FR44')
    expect(xml).toContain('<ram:ID>B1</ram:ID>')
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>')
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>')
    expect(xml).toContain('<ram:DueDateDateTime><udt:DateTimeString format="102">20261230</udt:DateTimeString></ram:DueDateDateTime>')
    expect(xml).not.toContain('TotalPrepaidAmount')
    expect(xml).toContain('<ram:DuePayableAmount>91.00</ram:DuePayableAmount>')
  })
})

describe('the buyer’s SIREN', () => {
  it('is 9 digits, or the first 9 of a SIRET; nothing else', () => {
    expect(facturx.buyerSiren({ siret: '552 100 554' })).toBe('552100554')
    expect(facturx.buyerSiren({ siret: '55210055400013' })).toBe('552100554')
    expect(facturx.buyerSiren({ siret: 'BE0123456789' })).toBe('')
    expect(facturx.buyerSiren(null)).toBe('')
  })
})
