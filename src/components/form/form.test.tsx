import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextareaField, TextField, useFocusFirstError } from '.'

/** A form that has just been refused with `fields`. */
function Refused({ fields }: { fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, { fields })
  return (
    <form ref={form}>
      <input type="hidden" name="category" value="c1" />
      <TextField label="Stock" name="stock" disabled />
      <TextField label="Nom" name="name" />
      <fieldset name="category">
        <legend>Catégories</legend>
        <input type="search" aria-label="Filtrer : Catégories" />
        <CheckboxField label="Bracelets" />
      </fieldset>
      <SubmitButton>Enregistrer</SubmitButton>
    </form>
  )
}

describe('form primitives', () => {
  it('a text field is named by its label, and an error marks it invalid and describes it', () => {
    render(<TextField label="Email" type="email" name="email" required hint="Nous ne la partageons pas." error="Email requis." />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Nous ne la partageons pas. Email requis.')
    expect(screen.getByLabelText('Email')).toBe(input)
  })

  it('a field without error is not marked invalid', () => {
    render(<TextField label="Nom" name="name" />)
    const input = screen.getByRole('textbox', { name: 'Nom' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('textarea, select and checkbox are named by their labels and carry their errors', () => {
    render(
      <>
        <TextareaField label="Message" name="message" error="Message requis." />
        <SelectField label="Type de bijou" name="type" defaultValue="Bracelet" error="Choisissez un type.">
          <option>Bracelet</option>
          <option>Collier</option>
        </SelectField>
        <CheckboxField label="Éléments en acier inoxydable" name="steel" error="Obligatoire." />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message requis.')
    const select = screen.getByRole('combobox', { name: 'Type de bijou' })
    expect(select).toHaveValue('Bracelet')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('checkbox', { name: 'Éléments en acier inoxydable' })).toHaveAccessibleDescription('Obligatoire.')
  })

  it('the submit button shows its busy label and cannot be pressed again while busy', () => {
    const { rerender } = render(<SubmitButton busyLabel="Envoi en cours...">Envoyer</SubmitButton>)
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled()
    rerender(
      <SubmitButton busy busyLabel="Envoi en cours...">
        Envoyer
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Envoi en cours...' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('a long text states its limit, counts what is typed and stops at the limit (issue 24)', async () => {
    const events = userEvent.setup()
    render(<TextareaField label="Message" name="message" maxLength={5000} defaultValue="Bonjour" />)
    const message = screen.getByRole('textbox', { name: 'Message' })
    expect(message).toHaveAttribute('maxlength', '5000')
    expect(message).toHaveAccessibleDescription('7 / 5\u202f000 caractères')
    await events.type(message, ' !')
    expect(message).toHaveAccessibleDescription('9 / 5\u202f000 caractères')
  })

  it('a one-line text shows its counter from 80 % of its limit, and says when it is reached', async () => {
    const events = userEvent.setup()
    render(<TextField label="Sujet" name="subject" maxLength={10} />)
    const subject = screen.getByRole('textbox', { name: 'Sujet' })
    await events.type(subject, 'Bonjour')
    expect(subject).not.toHaveAttribute('aria-describedby')
    await events.type(subject, ' à vous')
    expect(subject).toHaveValue('Bonjour à ')
    expect(subject).toHaveAccessibleDescription('10 / 10 caractères')
    expect(screen.getByText('Limite atteinte : 10 caractères au maximum.')).toBeInTheDocument()
  })

  it('a controlled field counts its value', () => {
    render(<TextField label="Nom" name="name" maxLength={10} value="Camille M." onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('10 / 10 caractères')
  })

  it('the form alert announces an error, a success politely, and nothing when empty', () => {
    const { rerender, container } = render(<FormAlert>{null}</FormAlert>)
    expect(container).toBeEmptyDOMElement()
    rerender(<FormAlert>Une erreur est survenue. Veuillez réessayer.</FormAlert>)
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.')
    rerender(<FormAlert tone="success">Message envoyé.</FormAlert>)
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé.')
  })

  it('after a refusal, focuses the first field to fix that can take the focus, else the submit button', () => {
    const { unmount } = render(<Refused fields={{ name: 'Ce champ est obligatoire.', stock: 'Indiquez un nombre.' }} />)
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus()
    unmount()
    // A group named as the field: its first box (past the filter box), not a hidden entry of the same name.
    const group = render(<Refused fields={{ category: 'Choisissez au moins une catégorie.' }} />)
    expect(screen.getByRole('checkbox', { name: 'Bracelets' })).toHaveFocus()
    group.unmount()
    render(<Refused fields={{ stock: 'Indiquez un nombre.' }} />)
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus()
  })
})
