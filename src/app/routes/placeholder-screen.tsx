import { useMatches } from 'react-router-dom'
import { useDocumentTitle } from '@/lib/document-title'
import type { ScreenInfo } from './not-yet-built'

function isScreenInfo(value: unknown): value is ScreenInfo {
  return typeof value === 'object' && value !== null && 'heading' in value && 'title' in value
}

/** A screen not built yet: its title only (see `not-yet-built.ts`). */
export function PlaceholderScreen() {
  const match = useMatches().at(-1)
  const info = isScreenInfo(match?.handle) ? match.handle : null
  useDocumentTitle(info?.title)
  // The pro and admin layouts already frame their screens; storefront screens frame themselves.
  const framed = /^\/(espace-pro|dashboard)(\/|$)/.test(match?.pathname ?? '')
  return (
    <div className={framed ? '' : 'mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16'}>
      <h1 className="text-4xl font-semibold text-ink md:text-5xl">{info?.heading}</h1>
    </div>
  )
}
