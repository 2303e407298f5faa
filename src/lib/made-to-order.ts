/**
 * A piece made to the customer's specifications is excluded from the withdrawal right (Code de la
 * consommation, article L221-28 3°): the quote, the checkout and the confirmation say so before
 * payment, and the withdrawal function refuses such a line with this reason (docs/adr/0128).
 * The server's copy is pocketbase/pb_hooks/lib/made-to-order.js (a test keeps them equal).
 */
export const MADE_TO_ORDER_NOTICE =
  'Bijou créé sur mesure selon vos choix : il est exclu du droit de rétractation (article L221-28 3° du Code de la consommation).'
