// « Me prévenir du retour » (docs/adr/0107): the button opens the form (its own chunk), the e-mail and
// the consent are checked before sending, the server's French refusal is shown with what was typed
// kept, and a sold unique piece offers « Me prévenir des pièces similaires ».
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { render, screen, userEvent } from '@/testing/test-utils'
import { StockAlert } from './stock-alert'

function serveAlerts(answer: { status: number; message: string }) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/stock-alerts', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ message: answer.message, data: {} }, { status: answer.status })
    }),
  )
  return sent
}

describe('the back-in-stock alert form', () => {
  it('asks for the e-mail and the consent, then sends them with the product and the size', async () => {
    const sent = serveAlerts({ status: 200, message: 'C’est noté' })
    const user = userEvent.setup()
    render(<StockAlert productId="prod1" variantId="size17" />)
    await user.click(screen.getByRole('button', { name: 'Me prévenir du retour' }))
    await user.click(await screen.findByRole('button', { name: 'Me prévenir' }))
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument()
    expect(screen.getByText('Cochez la case pour accepter de recevoir l’e-mail de retour en stock.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await user.type(screen.getByLabelText('Votre e-mail'), 'lea@example.org')
    await user.click(screen.getByLabelText('J’accepte de recevoir un seul e-mail quand cette pièce revient en stock.'))
    await user.click(screen.getByRole('button', { name: 'Me prévenir' }))
    expect(await screen.findByRole('status')).toHaveTextContent('C’est noté : nous vous écrirons une seule fois')
    expect(sent).toEqual([{ email: 'lea@example.org', product: 'prod1', variant: 'size17', consent: true }])
  })

  it('shows the server’s French refusal and keeps what was typed', async () => {
    serveAlerts({ status: 409, message: 'Cette pièce est en stock : vous pouvez la commander dès maintenant.' })
    const user = userEvent.setup()
    render(<StockAlert productId="prod1" />)
    await user.click(screen.getByRole('button', { name: 'Me prévenir du retour' }))
    await user.type(await screen.findByLabelText('Votre e-mail'), 'lea@example.org')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Me prévenir' }))
    expect(await screen.findByText('Cette pièce est en stock : vous pouvez la commander dès maintenant.')).toBeInTheDocument()
    expect(screen.getByLabelText('Votre e-mail')).toHaveValue('lea@example.org')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('offers similar pieces for a sold unique piece', async () => {
    const user = userEvent.setup()
    render(<StockAlert productId="prod1" unique />)
    await user.click(screen.getByRole('button', { name: 'Me prévenir des pièces similaires' }))
    expect(
      await screen.findByLabelText('J’accepte de recevoir un seul e-mail quand une pièce semblable arrive en boutique.'),
    ).toBeInTheDocument()
  })
})
