import { useState } from 'react'
import { useToast } from '@/components/toast'

/** A screen's add / edit dialog: `editing` is the record being edited, 'new' when adding, null when closed. */
export interface EditDialog<T> {
  editing: T | 'new' | null
  /** Key the form by it: it changes whenever the form must start again from `editing` (« Recharger »). */
  formKey: string
  /** Opens the dialog empty, to add a record. */
  openNew: () => void
  /** Opens the dialog on `record`. */
  openEdit: (record: T) => void
  /** After a conflict's « Recharger » (docs/adr/0083): the form again, from the record as it is now. */
  reload: (record: { id: string; updated: string }) => void
  /** Closes the dialog without saving. */
  close: () => void
  /** After a save: the green toast (`created` or `updated`), then closes the dialog (the route's loader has read the list again). */
  saved: () => void
}

/** `const dialog = useEditDialog<ArticlesRecord>({ created: 'Article créé avec succès !', updated: '…' })`. */
export function useEditDialog<T>({ created, updated }: { created: string; updated: string }): EditDialog<T> {
  const toast = useToast()
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [loads, setLoads] = useState(0)
  const open = (record: T | 'new') => {
    setEditing(record)
    setLoads((count) => count + 1)
  }
  return {
    editing,
    formKey: String(loads),
    openNew: () => open('new'),
    openEdit: (record) => open(record),
    // The record comes from the collection the dialog edits (the action read it back after the conflict).
    reload: (record) => open(record as T),
    close: () => setEditing(null),
    saved: () => {
      toast.show(editing === 'new' ? created : updated, { tone: 'success' })
      setEditing(null)
    },
  }
}
