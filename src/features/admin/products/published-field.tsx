import { CheckboxField } from '@/components/form'

/** « Publié » in the product form (docs/adr/0059): unticked, the product is kept but hidden from the shop. */
export function PublishedField({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <CheckboxField
      label="Publié"
      name="published"
      defaultChecked={defaultChecked}
      hint="Décoché, le produit est masqué de la boutique sans être supprimé."
    />
  )
}
