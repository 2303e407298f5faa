import { SubmitButton } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'

/** A dialog form's footer: 'Annuler' (calls `onCancel`) and the 'Enregistrer' submit button, busy while saving. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
        Annuler
      </button>
      <SubmitButton busy={busy} busyLabel="Enregistrement...">
        Enregistrer
      </SubmitButton>
    </div>
  )
}
