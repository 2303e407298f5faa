import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, userEvent } from '@/testing/test-utils'
import { ImageFileField } from './image-file-field'

function Field({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null)
  return (
    <form>
      <input aria-label="Avant" />
      <ImageFileField
        id="image"
        label="Image d’inspiration (facultatif)"
        accept="image/png"
        hint="JPEG, PNG, GIF ou WebP."
        error={error}
        file={file}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
    </form>
  )
}

describe('ImageFileField', () => {
  it('speaks French: « Choisir une image » and « Aucun fichier choisi », never the browser’s own button', () => {
    render(<Field />)
    expect(screen.getByText('Choisir une image')).toBeVisible()
    expect(screen.getByText('Aucun fichier choisi')).toBeVisible()
    const input = screen.getByLabelText('Image d’inspiration (facultatif)')
    expect(input).toHaveAttribute('type', 'file')
    // The browser's control (its language, its font size) is hidden from sight, not from the keyboard.
    expect(input).toHaveClass('sr-only')
    expect(input).toHaveAccessibleName('Image d’inspiration (facultatif)')
    expect(input).toHaveAccessibleDescription('Aucun fichier choisi JPEG, PNG, GIF ou WebP.')
  })

  it('is reached with Tab, and shows the chosen file’s name', async () => {
    const events = userEvent.setup()
    render(<Field />)
    await events.click(screen.getByLabelText('Avant'))
    await events.tab()
    const input = screen.getByLabelText('Image d’inspiration (facultatif)')
    expect(input).toHaveFocus()
    await events.upload(input, new File(['png'], 'bague-lune.png', { type: 'image/png' }))
    expect(screen.getByText('bague-lune.png')).toBeVisible()
    expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument()
    expect(input).toHaveAccessibleDescription('bague-lune.png JPEG, PNG, GIF ou WebP.')
  })

  it('says what is wrong, marked on the field', () => {
    render(<Field error="Formats acceptés : JPEG, PNG, GIF ou WebP." />)
    const input = screen.getByLabelText('Image d’inspiration (facultatif)')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('Aucun fichier choisi JPEG, PNG, GIF ou WebP. Formats acceptés : JPEG, PNG, GIF ou WebP.')
  })
})
