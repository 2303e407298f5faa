import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef, type FormEvent, type ReactNode } from 'react'
import { createMemoryRouter, Form, RouterProvider, useFetcher, useNavigation } from 'react-router-dom'
import { watchSubmissions } from '@/lib/submissions'
import { SubmitButton } from '.'

/** A route whose action counts its calls and answers when `release` is called. */
function countingRoute(Component: () => ReactNode) {
  const calls: number[] = []
  let release: () => void = () => {}
  const router = createMemoryRouter([
    {
      path: '/',
      Component,
      action: async () => {
        calls.push(Date.now())
        await new Promise<void>((resolve) => (release = resolve))
        return { status: 'done' }
      },
    },
  ])
  watchSubmissions(router)
  render(<RouterProvider router={router} />)
  return { calls, release: () => release() }
}

function NavigationForm() {
  const sending = useNavigation().state === 'submitting'
  return (
    <Form method="post">
      <input name="message" defaultValue="Bonjour" />
      <SubmitButton busy={sending} busyLabel="Envoi en cours...">
        Envoyer
      </SubmitButton>
    </Form>
  )
}

/** A fetcher form whose own check refuses the first send (as a price to confirm does). */
function CheckedFetcherForm() {
  const fetcher = useFetcher()
  const checked = useRef(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!checked.current) {
      checked.current = true
      return
    }
    void fetcher.submit(new FormData(event.currentTarget), { method: 'post' })
  }
  return (
    <form onSubmit={onSubmit}>
      <SubmitButton busy={fetcher.state !== 'idle'}>Enregistrer</SubmitButton>
    </form>
  )
}

/** Two clicks before React draws anything: a double click faster than the busy state's transition. */
function doubleClick(button: HTMLElement) {
  act(() => {
    button.click()
    button.click()
  })
}

describe('SubmitButton sends a form once', () => {
  it('a double click on a form sent through its route action sends it once', async () => {
    const route = countingRoute(NavigationForm)
    doubleClick(screen.getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(route.calls).toHaveLength(1))
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    await act(async () => route.release())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled())
    expect(route.calls).toHaveLength(1)

    // Once answered, the form may be sent again.
    act(() => screen.getByRole('button', { name: 'Envoyer' }).click())
    await waitFor(() => expect(route.calls).toHaveLength(2))
  })

  it('a click the form’s own check refused leaves the next click free', async () => {
    const route = countingRoute(CheckedFetcherForm)
    doubleClick(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(route.calls).toHaveLength(1))
  })
})
