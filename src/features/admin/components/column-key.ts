import { foldText } from '@/lib/search'

/** A column's key in the address (`?tri=prix`): its header, folded (« Créée le » → `creee-le`). */
export function columnKey(header: string): string {
  return foldText(header).replace(/ /g, '-')
}
