import { useState } from 'react'
import { useToast } from '@/components/toast'

/** A screen's add / edit dialog: `editing` is the record being edited, 'new' when adding, null when closed. */
export interface EditDialog<T> {
  editing: T | 'new' | null
  /** Opens the dialog empty, to add a record. */
  openNew: () => void
  /** Opens the dialog on `record`. */
  openEdit: (record: T) => void
  /** Closes the dialog without saving. */
  close: () => void
  /** After a save: the green toast (`created` or `updated`), then closes the dialog (the route's loader has read the list again). */
  saved: () => void
}

/** `const dialog = useEditDialog<ArticlesRecord>({ created: 'Article créé avec succès !', updated: '…' })`. */
export function useEditDialog<T>({ created, updated }: { created: string; updated: string }): EditDialog<T> {
  const toast = useToast()
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  return {
    editing,
    openNew: () => setEditing('new'),
    openEdit: (record) => setEditing(record),
    close: () => setEditing(null),
    saved: () => {
      toast.show(editing === 'new' ? created : updated, { tone: 'success' })
      setEditing(null)
    },
  }
}
