import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { BlockerFunction } from 'react-router-dom'
import { OPENED_UPDATED } from './edit-version'
import { useRouteBlocker } from './use-route-blocker'

/** The question asked before a form with unsaved changes is closed or left (docs/product/texts.md#alerts-and-confirmations). */
export const LEAVE_UNSAVED = 'Quitter sans enregistrer vos modifications ?'

/** A form's entries as one text (files by name and size), the version it opened left out. */
function snapshot(form: HTMLFormElement): string {
  const entries = [...new FormData(form).entries()]
    .filter(([name]) => name !== OPENED_UPDATED)
    .map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}:${value.size}`])
  return JSON.stringify(entries)
}

/**
 * Nothing typed is lost by leaving (docs/adr/0083): a form whose entries differ from what it showed
 * when it opened (or when `baseline` last changed: a save that shows the stored values), or whose
 * `extra` state (what the form holds outside its entries, e.g. the images' list) is no longer the one
 * it started with, has unsaved changes. Then closing it (`guard(close)`: Escape, « Annuler », the
 * dialog's « Fermer »), a link or the back button to another page (react-router's blocker) and
 * leaving the site or reloading (`beforeunload`, the browser's own question) ask first.
 */
export function useUnsavedChanges(
  formRef: RefObject<HTMLFormElement | null>,
  { extra, baseline }: { extra?: unknown; baseline?: unknown } = {},
) {
  const start = useRef<{ entries: string; extra: unknown } | null>(null)
  const latestExtra = useRef(extra)
  /** Set once the person chose to leave: the navigation that follows is not asked about again. */
  const leaving = useRef(false)
  useLayoutEffect(() => {
    latestExtra.current = extra
  })
  useEffect(() => {
    const form = formRef.current
    start.current = form ? { entries: snapshot(form), extra: latestExtra.current } : null
  }, [formRef, baseline])

  const isDirty = useCallback(() => {
    const form = formRef.current
    if (leaving.current || !form || !start.current) return false
    return latestExtra.current !== start.current.extra || snapshot(form) !== start.current.entries
  }, [formRef])

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  // Another page only: a form posted to its own route (the identity's) is not leaving.
  const leavesPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
    [isDirty],
  )
  const blocker = useRouteBlocker(leavesPage)
  useEffect(() => {
    if (blocker?.state !== 'blocked') return
    if (window.confirm(LEAVE_UNSAVED)) {
      leaving.current = true
      blocker.proceed()
    } else {
      blocker.reset()
    }
  }, [blocker])

  /** `close`, run only once the person agreed to lose their changes (asked only when there are some). */
  const guard = useCallback(
    (close: () => void) => () => {
      if (isDirty() && !window.confirm(LEAVE_UNSAVED)) return
      leaving.current = true
      close()
    },
    [isDirty],
  )
  return { guard, isDirty }
}
