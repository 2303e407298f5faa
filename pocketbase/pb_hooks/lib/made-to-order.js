// A piece made to the customer's specifications is excluded from the withdrawal right (Code de la
// consommation, article L221-28 3°; docs/adr/0128). The browser's copy is src/lib/made-to-order.ts
// (src/lib/made-to-order.test.ts keeps them equal). Not a hook file: loaded with require().

const MADE_TO_ORDER_NOTICE =
  "Bijou créé sur mesure selon vos choix : il est exclu du droit de rétractation (article L221-28 3° du Code de la consommation)."

module.exports = { MADE_TO_ORDER_NOTICE }
