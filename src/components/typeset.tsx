import { typesetParts } from '@/lib/typeset'

/**
 * A product name or description as French typography wants it on screen (lib/typeset.ts): no line
 * starts with « – » or « mm ». The text stays as typed (its accessible name is unchanged).
 */
export function Typeset({ text }: { text: string }) {
  return (
    <>
      {typesetParts(text).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={index} className="whitespace-nowrap">
            {part.nowrap}
          </span>
        ),
      )}
    </>
  )
}
