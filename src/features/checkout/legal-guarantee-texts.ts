/*
 * The EU harmonised notice on the legal guarantee of conformity, in French (Commission Implementing
 * Regulation (EU) 2025/1960, Annex I; required at the point of sale and in the order confirmation
 * from 27 September 2026): docs/adr/0048 gives the source and why it is rendered in HTML. Its words
 * are the notice's own, with French spacing before ':' and ';'. The confirmation e-mail prints the
 * same words (pb_hooks/lib/mail-templates.js `legalGuaranteeNotice`; tests/unit/legal-guarantee.test.ts
 * checks that both agree).
 */

const NBSP = '\u00a0'

export const LEGAL_GUARANTEE = {
  title: 'Garantie légale de conformité',
  lead: 'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
  claimIntro: `Les consommateurs peuvent faire valoir leurs droits au titre de la garantie légale de conformité, par exemple si les biens${NBSP}:`,
  claimCases: [`ne correspondent pas à la description${NBSP};`, 'ne fonctionnent pas comme prévu.'],
  sellerIntro: `Les vendeurs sont responsables de tout défaut de conformité qui existait au moment de la livraison des biens et qui apparaît pendant la période de garantie légale. Les vendeurs se trouvant dans une telle situation sont tenus de proposer${NBSP}:`,
  remedies: [
    `une réparation gratuite ou un remplacement gratuit${NBSP};`,
    'dans certains cas, une réduction de prix ou un remboursement intégral.',
  ],
  periods:
    'Dans certains pays, la période de garantie légale est plus longue. Pour les biens d’occasion, une période plus courte peut s’appliquer, mais elle ne peut être inférieure à un an.',
  moreInfo: 'Pour en savoir plus sur vos droits dans un pays donné, scannez le code QR ci-dessous ou consultez le vendeur.',
  stepsIntro: `Que faire si vous recevez des biens non conformes${NBSP}:`,
  steps: [
    `Contactez le vendeur dès que possible pour signaler le problème${NBSP};`,
    'Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire.',
  ],
  commercial:
    'Les vendeurs et les producteurs peuvent également offrir des garanties commerciales, qui s’appliquent indépendamment de la garantie légale. Par exemple, il se peut que votre bien affiche ce label GARAN, représentant une garantie commerciale de durabilité offerte par le producteur sans frais supplémentaires et s’appliquant à l’ensemble du bien.',
  /** The QR code's destination, for France (the Commission's practical guidelines). */
  url: 'https://europa.eu/youreurope/garanties',
  urlLabel: 'europa.eu/youreurope/garanties',
  /** The QR code of `url`, drawn by scripts/legal-guarantee-qr.mjs into public/ and served by the shop (docs/adr/0085). */
  qrImage: '/garantie-legale-qr.png',
  qrAlt: 'Code QR vers europa.eu/youreurope/garanties',
} as const
