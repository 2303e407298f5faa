import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { useSession } from '@/lib/session-context'
import { signIn, signUp } from '@/lib/sign-in'
import { DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { addUser } from '@/testing/mocks/db'
import { act, renderHook, waitFor } from '@/testing/test-utils'

function renderSession() {
  return renderHook(() => useSession(), { wrapper: AppProvider })
}

describe('session', () => {
  it('starts anonymous without a stored session, without asking the server', () => {
    const { result } = renderSession()
    expect(result.current.status).toBe('anonymous')
    expect(result.current.user).toBeNull()
  })

  it('follows a sign-in with email and password (the login action’s) and keeps the session in pocketbase_auth', async () => {
    const pro = demoUsers.pro()
    addUser(pro, DEMO_PASSWORD)
    const { result } = renderSession()

    await act(() => signIn('pro@bijoux.test', DEMO_PASSWORD))

    expect(result.current.status).toBe('authenticated')
    expect(result.current.user).toMatchObject({ email: 'pro@bijoux.test', name: 'Atelier Lumière', role: 'professionnel' })
    expect(JSON.parse(window.localStorage.getItem('pocketbase_auth') ?? '{}')).toMatchObject({ record: { id: pro.id } })
  })

  it('rejects wrong credentials with the server’s error and stays anonymous', async () => {
    addUser(demoUsers.customer(), DEMO_PASSWORD)
    const { result } = renderSession()
    const failure = signIn('client@bijoux.test', 'mauvais').catch((error: unknown) => error)
    await expect(failure).resolves.toBeInstanceOf(ClientResponseError)
    await expect(failure).resolves.toMatchObject({ status: 400 })
    expect(result.current.status).toBe('anonymous')
  })

  it('follows a sign-up: the new account is logged in', async () => {
    const { result } = renderSession()
    await act(() => signUp({ email: 'nouvelle@bijoux.test', password: 'un-mot-de-passe', passwordConfirm: 'un-mot-de-passe' }))
    expect(result.current.status).toBe('authenticated')
    expect(result.current.user?.email).toBe('nouvelle@bijoux.test')
  })

  it('logs out and forgets the stored session', async () => {
    addUser(demoUsers.customer(), DEMO_PASSWORD)
    const { result } = renderSession()
    await act(() => signIn('client@bijoux.test', DEMO_PASSWORD))
    act(() => result.current.logout())
    expect(result.current.status).toBe('anonymous')
    expect(window.localStorage.getItem('pocketbase_auth')).toBeNull()
  })

  it('follows a login made in another tab', async () => {
    const { result } = renderSession()
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    const { pb } = await import('@/lib/pocketbase')
    act(() => pb.authStore.save('x.eyJleHAiOjQxMDI0NDQ4MDB9.y', customer as unknown as Parameters<typeof pb.authStore.save>[1]))
    await waitFor(() => expect(result.current.status).toBe('authenticated'))
  })
})
