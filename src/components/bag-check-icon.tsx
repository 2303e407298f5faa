import { Icon } from './icons'

/**
 * The bag with a tick (what the cart already holds); kept out of `icons.tsx`, which the storefront's
 * entry loads, since only the product card and page use it.
 */
export function BagCheckIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5.5 8h13l-1 12.5h-11z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
      <path d="m9.5 14.5 2 2 3.5-3.5" />
    </Icon>
  )
}
