import { hintClass } from './field-classes'

/** « 5 000 » (a narrow no-break space between thousands). */
const number = (n: number) => n.toLocaleString('fr-FR')

/** « 120 / 5 000 caractères »; at the limit, a polite announcement that nothing more can be typed. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const full = length >= max
  return (
    <>
      <p id={id} className={`${hintClass} text-right tabular-nums ${full ? 'font-medium text-ink' : ''}`}>
        {`${number(length)} / ${number(max)} caractères`}
      </p>
      <p aria-live="polite" className="sr-only">
        {full ? `Limite atteinte : ${number(max)} caractères au maximum.` : ''}
      </p>
    </>
  )
}
