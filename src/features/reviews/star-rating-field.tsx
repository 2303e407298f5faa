import { useId } from 'react'
import { errorClass, labelClass } from '@/components/form'

/**
 * The rating as five radio buttons in a fieldset (a keyboard moves between them with the arrows, a
 * screen reader reads « 4 étoiles sur 5 »); the stars are drawn beside each one.
 */
export function StarRatingField({ error, name = 'rating' }: { error?: string; name?: string }) {
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>
        Votre note <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={name} value={value} required className="size-4 accent-accent" />
            <span aria-hidden="true" className="text-lg tracking-tight text-highlight">
              {'★'.repeat(value)}
              <span className="text-line-strong">{'☆'.repeat(5 - value)}</span>
            </span>
            <span className="sr-only">{value === 1 ? '1 étoile sur 5' : `${value} étoiles sur 5`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
