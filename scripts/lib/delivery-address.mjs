// The delivery address the load and chaos runs give their customers, and the checkout integration
// tests (tests/integration/support/checkout-stack.ts): one that passes the rules (docs/adr/0035).
export const DELIVERY_ADDRESS = {
  full_name: 'Camille Martin',
  company: '',
  line1: '12 rue des Lilas',
  line2: '',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}
