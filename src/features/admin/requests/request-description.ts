import type { CustomRequestsRecord } from '@/lib/pocketbase-types'

/**
 * The admin's reading of a custom request (docs/product/screens.md#admin-requests): the form's answers as French lines,
 * skipping what the visitor left empty. The free message comes last.
 */
export function requestDescription(request: CustomRequestsRecord): string[] {
  const lines: string[] = []
  const add = (label: string, value: string | undefined | null) => {
    if (value) lines.push(`${label} : ${value}`)
  }
  add('Pierre principale', request.main_stone)
  add('Pierres secondaires', request.secondary_stones?.join(', '))
  add('Taille des perles', request.bead_size)
  add('Tour de poignet', request.wrist_size ? `${String(request.wrist_size).replace('.', ',')} cm` : null)
  add('Fermoir', request.clasp_type)
  if (typeof request.stainless_steel_elements === 'boolean') {
    add('Éléments en acier inoxydable', request.stainless_steel_elements ? 'Oui' : 'Non')
  }
  add('Breloques', request.charms?.join(', '))
  add('Message', request.message?.trim())
  return lines
}
