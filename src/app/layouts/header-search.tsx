import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { SearchIcon } from '@/components/icons'
import { paths } from '@/lib/paths'

/** Sends the shopper to `/catalogue?q=…` (docs/product/rules.md#search); an empty search opens the whole catalogue. */
function catalogueSearchPath(text: string): string {
  const q = text.trim()
  return q ? `${paths.catalogue}?q=${encodeURIComponent(q)}` : paths.catalogue
}

export function HeaderSearch({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const id = useId()
  const navigate = useNavigate()
  const [text, setText] = useState('')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigate(catalogueSearchPath(text))
    onSearch?.()
  }

  return (
    <form role="search" aria-label="Recherche dans la boutique" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Rechercher un produit
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Rechercher un produit..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-line bg-surface-raised py-2 pr-11 pl-4 text-sm text-ink placeholder:text-ink-muted focus:border-highlight"
      />
      <button
        type="submit"
        aria-label="Lancer la recherche"
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-full text-ink-muted hover:text-accent"
      >
        <SearchIcon className="size-[1.1rem]" />
      </button>
    </form>
  )
}
