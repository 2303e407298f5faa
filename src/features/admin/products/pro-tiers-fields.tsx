import { useId, useState } from 'react'
import { controlClass, errorClass, hintClass, labelClass } from '@/components/form'
import { useVatRate } from '@/components/vat-line'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { excludingVat } from '@/lib/vat'
import { MAX_TIERS, parsePrice, type TierInput } from './product-schema'

/**
 * « Prix professionnels par quantité » (docs/adr/0132): rows « À partir de N pièces : prix pro TTC »,
 * typed like the pro price (TTC, in euros), its HT shown beside it at the shop's rate. The entries
 * `tier_min` and `tier_price` go with the form (`tierRows`); the server checks them again.
 */
export function ProTiersFields({ initial, error }: { initial: readonly TierInput[]; error?: string }) {
  const [rows, setRows] = useState<TierInput[]>(() => [...initial])
  const rate = useVatRate()
  const id = useId()
  const errorId = `${id}-error`
  const set = (index: number, change: Partial<TierInput>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)))
  return (
    <fieldset name="pro_tiers" className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>Prix professionnels par quantité</legend>
      <p className={hintClass}>
        Facultatifs : à partir d’un nombre de pièces sur une ligne de commande, un prix pro plus bas (TTC, comme le prix professionnel).
      </p>
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => {
          const price = parsePrice(row.price)
          const ht = rate && rate > 0 && price > 0 ? `soit ${formatPrice(excludingVat(price, rate))} HT` : ''
          return (
            <li key={index} className="flex flex-wrap items-end gap-3">
              <label className="text-sm">
                <span className="block text-ink-muted">{`Palier ${index + 1} : à partir de (pièces)`}</span>
                <input
                  name="tier_min"
                  inputMode="numeric"
                  autoComplete="off"
                  value={row.min}
                  onChange={(event) => set(index, { min: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  className={`${controlClass} w-24`}
                />
              </label>
              <label className="text-sm">
                <span className="block text-ink-muted">{`Palier ${index + 1} : prix pro TTC (€)`}</span>
                <input
                  name="tier_price"
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.price}
                  onChange={(event) => set(index, { price: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  className={`${controlClass} w-32`}
                />
              </label>
              {ht && <span className="pb-3 text-xs text-ink-muted">{ht}</span>}
              <button
                type="button"
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                className="pb-3 text-sm text-ink-muted underline underline-offset-4 hover:text-danger-600"
              >
                {`Supprimer le palier ${index + 1}`}
              </button>
            </li>
          )
        })}
      </ul>
      {rows.length < MAX_TIERS && (
        <button
          type="button"
          onClick={() => setRows((current) => [...current, { min: '', price: '' }])}
          className={`${secondaryButtonClass} mt-3`}
        >
          Ajouter un palier
        </button>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
