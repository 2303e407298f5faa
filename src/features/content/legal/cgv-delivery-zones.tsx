import { deliveryZones } from './delivery-zones'

/** The CGV's delivery zones, in the « Livraison » section (docs/adr/0085). */
export function CgvDeliveryZones() {
  return (
    <p>
      <strong>Zones de livraison :</strong> {deliveryZones()}. La page de paiement n’accepte pas d’adresse de livraison située dans un autre
      pays.
    </p>
  )
}
