/**
 * French typography at display time (issue 14, docs/adr/0057): the places where a line must not
 * break. The text itself is left as typed (names are searched, copied, read by screen readers and
 * matched by tests as they are); the screen keeps each run below on one line instead:
 * - a word and the dash after it: « Bracelet Améthyste – Quartz » never starts a line with « – »;
 * - a number with its unit, and dimensions: « 10 × 8 mm », « 0,8 mm », « 17 cm »;
 * - a word and the high punctuation after it (« : », « ; », « ! », « ? », « » »), « « » and its word.
 */

const NUMBER = String.raw`\d+(?:[.,]\d+)?`
const UNIT = String.raw`(?:mm|cm|m|mg|g|kg|ct|ml|cl|€|%)(?![\p{L}\d])`
const KEEP_TOGETHER = new RegExp(
  [
    String.raw`\S+ [–—](?=\s|$)`,
    `${NUMBER}(?: × ${NUMBER})+(?: ${UNIT})?`,
    `${NUMBER} ${UNIT}`,
    String.raw`\S+ [:;!?»]`,
    String.raw`« \S+(?: »)?`,
  ].join('|'),
  'gu',
)

/** A piece of text: as it is, or a run kept on one line. */
export type TypesetPart = string | { nowrap: string }

/** The text cut into the runs that must stay on one line and the rest (joined, it is the same text). */
export function typesetParts(text: string): TypesetPart[] {
  const parts: TypesetPart[] = []
  let last = 0
  for (const match of text.matchAll(KEEP_TOGETHER)) {
    const start = match.index
    if (start > last) parts.push(text.slice(last, start))
    parts.push({ nowrap: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
