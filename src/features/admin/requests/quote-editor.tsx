// The admin's quote editor (docs/adr/0127): lines typed freely or picked from the price table, the
// making time, the validity, the deposit (acompte or arrhes); « Enregistrer le brouillon » saves the
// draft, « Envoyer le devis » saves then sends it (numbered, its PDF, the customer's e-mail).
import { useState } from 'react'
import type { FetcherWithComponents } from 'react-router-dom'
import { FormAlert, SelectField, TextareaField, TextField } from '@/components/form'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import type { PageQuote, QuoteLine } from '@/lib/request-page'
import type { WriteResult } from '../api/record-writes'
import type { PriceRow } from './request-details-data'
import { linesTotal } from './quote-schema'

interface EditedLine {
  key: number
  label: string
  quantity: string
  unit_price: string
}

let nextKey = 1
const edited = (line: Partial<QuoteLine>): EditedLine => ({
  key: nextKey++,
  label: line.label ?? '',
  quantity: String(line.quantity ?? 1),
  unit_price: line.unit_price === undefined ? '' : String(line.unit_price).replace('.', ','),
})
const number = (text: string) => Number(text.replace(',', '.').trim())

/** A date `days` from today, as a date field reads it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

interface QuoteEditorProps {
  /**
   * The page's: a sent quote makes the page start a new, blank editor (its `key`), and the answer
   * (« Devis envoyé au client. ») must outlive that editor.
   */
  fetcher: FetcherWithComponents<WriteResult>
  draft: PageQuote | null
  prices: PriceRow[]
}

export function QuoteEditor({ fetcher, draft, prices }: QuoteEditorProps) {
  const [lines, setLines] = useState<EditedLine[]>(() => (draft?.lines.length ? draft.lines.map(edited) : [edited({})]))
  const [picked, setPicked] = useState('')
  const result = fetcher.data
  const fields = result?.status === 'error' ? result.fields : {}
  const linesError = Object.entries(fields).find(([name]) => name.startsWith('lines'))?.[1]
  const busy = fetcher.state !== 'idle'
  const typed = lines.map((line) => ({ label: line.label, quantity: number(line.quantity), unit_price: number(line.unit_price) }))
  const total = typed.every((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unit_price)) ? linesTotal(typed) : null

  const change = (key: number, field: keyof Omit<EditedLine, 'key'>, value: string) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, [field]: value } : line)))
  const addPicked = () => {
    const row = prices.find((price) => price.id === picked)
    if (!row) return
    setLines((all) => [
      ...all.filter((line) => line.label || line.unit_price),
      edited({ label: row.label, quantity: 1, unit_price: row.price }),
    ])
    setPicked('')
  }

  return (
    <fetcher.Form method="post" noValidate aria-label="Devis" className="flex flex-col gap-4">
      <input type="hidden" name="quote" value={draft?.id ?? ''} />
      <input type="hidden" name="lines" value={JSON.stringify(typed)} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Lignes du devis</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="grid gap-2 sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-end">
            <TextField
              label={`Libellé de la ligne ${index + 1}`}
              value={line.label}
              maxLength={200}
              onChange={(e) => change(line.key, 'label', e.target.value)}
            />
            <TextField
              label="Quantité"
              inputMode="numeric"
              value={line.quantity}
              onChange={(e) => change(line.key, 'quantity', e.target.value)}
            />
            <TextField
              label="Prix unitaire (€ TTC)"
              inputMode="decimal"
              value={line.unit_price}
              onChange={(e) => change(line.key, 'unit_price', e.target.value)}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={lines.length === 1}
              onClick={() => setLines((all) => all.filter((other) => other.key !== line.key))}
              aria-label={`Retirer la ligne ${index + 1}`}
            >
              Retirer
            </button>
          </div>
        ))}
        {linesError ? <FormAlert>{linesError}</FormAlert> : null}
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={lines.length >= 30}
            onClick={() => setLines((all) => [...all, edited({})])}
          >
            Ajouter une ligne
          </button>
          {prices.length > 0 ? (
            <>
              <SelectField label="Depuis la grille tarifaire" value={picked} onChange={(e) => setPicked(e.target.value)}>
                <option value="">Choisir un tarif…</option>
                {prices.map((price) => (
                  <option key={price.id} value={price.id}>
                    {price.label} — {formatPrice(price.price)}
                  </option>
                ))}
              </SelectField>
              <button type="button" className={secondaryButtonClass} disabled={!picked || lines.length >= 30} onClick={addPicked}>
                Ajouter ce tarif
              </button>
            </>
          ) : null}
        </div>
        <p className="text-right text-lg font-semibold" aria-live="polite">
          Total TTC : {total === null ? '—' : formatPrice(total)}
        </p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Délai de réalisation"
          name="making_time"
          defaultValue={draft?.making_time ?? ''}
          placeholder="3 semaines"
          maxLength={100}
          error={fields.making_time}
        />
        <TextField
          label="Valable jusqu’au"
          name="valid_until"
          type="date"
          min={inDays(0)}
          defaultValue={draft?.valid_until ? draft.valid_until.slice(0, 10) : inDays(30)}
          error={fields.valid_until}
        />
        <SelectField
          label="Versement à la commande"
          name="deposit_kind"
          defaultValue={draft?.deposit_kind ?? ''}
          hint="Sans précision, une somme versée d’avance vaut arrhes (L214-1)."
        >
          <option value="">Aucun (ou arrhes si un montant est indiqué)</option>
          <option value="acompte">Acompte</option>
          <option value="arrhes">Arrhes</option>
        </SelectField>
        <TextField
          label="Montant versé à la commande (€)"
          name="deposit_amount"
          inputMode="decimal"
          defaultValue={draft?.deposit_amount ? String(draft.deposit_amount).replace('.', ',') : ''}
          error={fields.deposit_amount}
        />
      </div>
      <TextareaField label="Note sur le devis (facultative)" name="note" rows={2} maxLength={2000} defaultValue={draft?.note ?? ''} />
      {result?.status === 'error' && result.message ? <FormAlert>{result.message}</FormAlert> : null}
      {result?.status === 'done' ? (
        <p role="status" className="text-sm">
          {result.intent === 'send' ? 'Devis envoyé au client.' : 'Brouillon enregistré.'}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={secondaryButtonClass} disabled={busy}>
          Enregistrer le brouillon
        </button>
        <button type="submit" name="intent" value="send" className={primaryButtonClass} disabled={busy}>
          Envoyer le devis
        </button>
      </div>
    </fetcher.Form>
  )
}
