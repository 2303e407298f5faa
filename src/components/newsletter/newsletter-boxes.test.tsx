// The newsletter's boxes (docs/adr/0114): unticked, the checkout's objection to the soft opt-in, and
// the one field the checkout sends.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { newsletterChoice, REFUSE_LABEL, SUBSCRIBE_LABEL } from '@/lib/newsletter'
import { CheckoutNewsletter, NewsletterBox } from './newsletter-boxes'

function checkoutForm() {
  render(
    <form aria-label="Commande">
      <CheckoutNewsletter />
    </form>,
  )
  return screen.getByRole('form', { name: 'Commande' }) as HTMLFormElement
}

describe('the newsletter boxes', () => {
  it('the sign-up’s box is unticked and says the one-click unsubscribe', () => {
    render(<NewsletterBox id="signup-newsletter" />)
    const box = screen.getByRole('checkbox', { name: SUBSCRIBE_LABEL })
    expect(box).not.toBeChecked()
    expect(box).toHaveAttribute('name', 'newsletter')
    expect(SUBSCRIBE_LABEL).toBe('Recevoir par e-mail les nouveautés et offres de l’atelier (désinscription en un clic dans chaque e-mail)')
  })

  it('at the checkout: both unticked (nothing sent), the objection, or the subscription', async () => {
    const user = userEvent.setup()
    const form = checkoutForm()
    const subscribe = screen.getByRole('checkbox', { name: SUBSCRIBE_LABEL })
    const refuse = screen.getByRole('checkbox', { name: REFUSE_LABEL })
    expect(subscribe).not.toBeChecked()
    expect(refuse).not.toBeChecked()
    expect(screen.getByText(/vous pourrez vous y opposer à tout moment, en un clic/)).toBeVisible()
    expect(newsletterChoice(form)).toBe('')

    await user.click(refuse)
    expect(newsletterChoice(form)).toBe('refuse')

    // Subscribing takes the objection away: one choice only.
    await user.click(subscribe)
    expect(screen.queryByRole('checkbox', { name: REFUSE_LABEL })).toBeNull()
    expect(newsletterChoice(form)).toBe('subscribe')

    await user.click(subscribe)
    expect(screen.getByRole('checkbox', { name: REFUSE_LABEL })).not.toBeChecked()
    expect(newsletterChoice(form)).toBe('')
  })
})
