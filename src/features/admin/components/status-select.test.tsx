import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StatusSelect, type StatusOption } from './status-select'

const OPTIONS: StatusOption[] = [
  { value: 'pending', label: 'En attente', className: '' },
  { value: 'in_progress', label: 'En cours', className: '' },
  { value: 'done', label: 'Terminée', className: '' },
]

function setup(busy = false) {
  const onChange = vi.fn()
  const view = render(<StatusSelect label="Statut de la demande" value="pending" options={OPTIONS} onChange={onChange} busy={busy} />)
  const select = screen.getByRole('combobox', { name: 'Statut de la demande' })
  return { onChange, select, view }
}

describe('StatusSelect: when a status is saved (issue 14)', () => {
  it('the keyboard’s arrows only move the choice; Enter saves it', () => {
    const { onChange, select } = setup()
    select.focus()
    // Chromium fires `change` on each arrow of a closed select.
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.change(select, { target: { value: 'in_progress' } })
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.change(select, { target: { value: 'done' } })
    expect(onChange).not.toHaveBeenCalled()
    expect(select).toHaveDisplayValue('Terminée')
    fireEvent.keyDown(select, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledExactlyOnceWith('done')
  })

  it('leaving the field saves the choice; Escape puts the saved value back first', () => {
    const { onChange, select } = setup()
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.change(select, { target: { value: 'in_progress' } })
    fireEvent.keyDown(select, { key: 'Escape' })
    expect(select).toHaveDisplayValue('En attente')
    fireEvent.blur(select)
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.change(select, { target: { value: 'in_progress' } })
    fireEvent.blur(select)
    expect(onChange).toHaveBeenCalledExactlyOnceWith('in_progress')
  })

  it('a choice made without the arrows (an assistive technology’s selection) saves at once', () => {
    const { onChange, select } = setup()
    fireEvent.change(select, { target: { value: 'in_progress' } })
    expect(onChange).toHaveBeenCalledExactlyOnceWith('in_progress')
  })

  it('a choice made with the mouse saves at once, even after arrows were used', () => {
    const { onChange, select } = setup()
    fireEvent.keyDown(select, { key: 'ArrowDown' })
    fireEvent.pointerDown(select)
    fireEvent.change(select, { target: { value: 'done' } })
    expect(onChange).toHaveBeenCalledExactlyOnceWith('done')
  })

  it('while saving it keeps the focus (never disabled), says it is busy and takes no new choice', () => {
    const { onChange, select } = setup(true)
    select.focus()
    expect(select).toBeEnabled()
    expect(select).toHaveFocus()
    expect(select).toHaveAttribute('aria-busy', 'true')
    fireEvent.pointerDown(select)
    fireEvent.change(select, { target: { value: 'done' } })
    expect(onChange).not.toHaveBeenCalled()
  })
})
