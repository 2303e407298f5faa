import type { MouseEvent } from 'react'

/** First focusable element of every layout: jumps to `<main id="contenu">`. */
export function SkipLink({ target = 'contenu' }: { target?: string }) {
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
      Aller au contenu
    </a>
  )
}
