import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { emptyAddress, type Address, type AddressErrors } from '@/lib/address'
import { AddressFields, type AddressFieldsProps } from './address-fields'

/** The fields with their own state, as a form keeps it; `seen` receives every address passed up. */
function Harness({
  seen,
  initial = emptyAddress(),
  ...props
}: Partial<AddressFieldsProps> & { seen?: (next: Address) => void; initial?: Address }) {
  const [value, setValue] = useState(initial)
  return (
    <AddressFields
      idPrefix="shipping"
      {...props}
      value={value}
      onChange={(next) => {
        seen?.(next)
        setValue(next)
      }}
    />
  )
}

describe('AddressFields', () => {
  it('names each field, marks the required ones and asks the browser to fill them', () => {
    render(<Harness autoCompleteSection="shipping" />)
    const expected: [string, string, boolean][] = [
      ['Nom et prénom', 'shipping name', true],
      ['Adresse', 'shipping address-line1', true],
      ['Complément d’adresse', 'shipping address-line2', false],
      ['Code postal', 'shipping postal-code', true],
      ['Ville', 'shipping address-level2', true],
      ['Téléphone', 'shipping tel', true],
    ]
    for (const [label, autoComplete, required] of expected) {
      const input = screen.getByRole('textbox', { name: label })
      expect(input).toHaveAttribute('autocomplete', autoComplete)
      if (required) expect(input).toBeRequired()
      else expect(input).not.toBeRequired()
    }
    const country = screen.getByRole('combobox', { name: 'Pays' })
    expect(country).toHaveValue('FR')
    expect(country).toHaveAttribute('autocomplete', 'shipping country')
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['France', 'Monaco', 'Belgique', 'Luxembourg'])
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('type', 'tel')
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('name', 'shipping.postal_code')
    expect(screen.queryByRole('textbox', { name: 'Société' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Numéro SIRET' })).not.toBeInTheDocument()
  })

  it('passes the whole address up at every change', async () => {
    const seen = vi.fn()
    const events = userEvent.setup()
    render(<Harness seen={seen} />)
    await events.type(screen.getByRole('textbox', { name: 'Ville' }), 'Lyon')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Belgique')
    expect(seen).toHaveBeenLastCalledWith({ ...emptyAddress(), city: 'Lyon', country: 'BE' })
  })

  it('shows each error under its field and links it to the field', () => {
    const errors: AddressErrors = {
      postal_code: 'Le code postal doit compter 5 chiffres (ex. 69001).',
      phone: 'Indiquez un numéro de téléphone pour le transporteur.',
    }
    render(<Harness errors={errors} />)
    const postalCode = screen.getByRole('textbox', { name: 'Code postal' })
    expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    expect(postalCode).toHaveAccessibleDescription('Le code postal doit compter 5 chiffres (ex. 69001).')
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Pour le transporteur, en cas de besoin pendant la livraison. Indiquez un numéro de téléphone pour le transporteur.',
    )
    expect(screen.getByRole('textbox', { name: 'Ville' })).not.toHaveAttribute('aria-invalid')
  })

  it('asks for the company, SIRET and VAT number when told, with an optional phone for a billing address', () => {
    render(<Harness idPrefix="billing" requirePhone={false} showCompanyFields autoCompleteSection="billing" />)
    expect(screen.getByRole('textbox', { name: 'Société' })).toHaveAttribute('autocomplete', 'billing organization')
    expect(screen.getByRole('textbox', { name: 'Numéro SIRET' })).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' })).toHaveAttribute('id', 'billing-vat_number')
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).not.toBeRequired()
  })

  it('lets a page show two addresses without mixing their fields, and disables them on demand', () => {
    render(
      <>
        <fieldset>
          <legend>Adresse de livraison</legend>
          <Harness idPrefix="shipping" />
        </fieldset>
        <fieldset>
          <legend>Adresse de facturation</legend>
          <Harness idPrefix="billing" requirePhone={false} disabled />
        </fieldset>
      </>,
    )
    const shipping = within(screen.getByRole('group', { name: 'Adresse de livraison' }))
    const billing = within(screen.getByRole('group', { name: 'Adresse de facturation' }))
    expect(shipping.getByRole('textbox', { name: 'Ville' })).toHaveAttribute('id', 'shipping-city')
    expect(billing.getByRole('textbox', { name: 'Ville' })).toHaveAttribute('id', 'billing-city')
    expect(shipping.getByRole('textbox', { name: 'Ville' })).toBeEnabled()
    expect(billing.getByRole('textbox', { name: 'Ville' })).toBeDisabled()
  })
})
