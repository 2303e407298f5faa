import { CheckboxField } from '@/components/form'

/** « Publié » in the product form (docs/adr/0059): unticked, the product is kept but hidden from the shop. */
export function PublishedField({ checked, onChange }: { checked: boolean; onChange: (published: boolean) => void }) {
  return (
    <CheckboxField
      label="Publié"
      name="published"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      hint="Décoché, le produit est masqué de la boutique sans être supprimé."
    />
  )
}
