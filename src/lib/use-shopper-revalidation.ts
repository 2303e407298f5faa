import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router-dom'
import { storedUser } from './pocketbase'
import { seesProPrice } from './roles'
import { useSession } from './session-context'

/**
 * What the server answers depends on who asks (exclusive products, pro prices): a route whose
 * loader read for the stored shopper reads again when the shopper changes on the page (the stored
 * session confirmed with another role, a sign-out). While the stored session is being confirmed,
 * its user is assumed (its token went with the loader's requests), so nothing is read twice.
 */
export function useRevalidateForAnotherShopper(): void {
  const { status, user } = useSession()
  const viewer = status === 'loading' ? storedUser() : user
  const key = `${viewer?.id ?? 'anonymous'}${seesProPrice(viewer) ? ':pro' : ''}`
  const revalidator = useRevalidator()
  const readFor = useRef(key)
  useEffect(() => {
    if (key === readFor.current) return
    readFor.current = key
    void revalidator.revalidate()
  }, [key, revalidator])
}
