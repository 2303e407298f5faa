import type { Ref } from 'react'
import { SelectField } from '@/components/form'
import { CARRIERS } from './orders-schema'

/** The carrier of a shipment, one order's or several at once (the list lib/shipping.js knows). */
export function CarrierSelect({
  ref,
  value,
  onChange,
  error,
}: {
  ref: Ref<HTMLSelectElement>
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <SelectField
      ref={ref}
      label="Transporteur"
      name="carrier"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    >
      <option value="">Choisir un transporteur</option>
      {CARRIERS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  )
}
