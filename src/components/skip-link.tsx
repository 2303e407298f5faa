import type { MouseEvent, ReactNode } from 'react'

/** First focusable element of every layout: jumps to `<main id="contenu">` (or to `target`, e.g. the catalogue's results). */
export function SkipLink({ target = 'contenu', children = 'Aller au contenu' }: { target?: string; children?: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView?.()
  }
  return (
    <a
      href={`#${target}`}
      onClick={onClick}
      className="sr-only z-[60] rounded-full bg-accent px-5 py-2.5 text-sm font-medium text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {children}
    </a>
  )
}
