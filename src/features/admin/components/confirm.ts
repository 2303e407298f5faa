/** Asks the browser's confirmation before a delete (SPEC §8 texts, DESIGN §6.9); true to go ahead. */
export function confirmDelete(text: string): boolean {
  return window.confirm(text)
}
