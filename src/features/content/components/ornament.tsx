/** A thin gold line with a small diamond in its middle. */
export function Ornament({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 120 12" className={`h-3 w-28 text-highlight ${className}`}>
      <path d="M0 6h50M70 6h50" stroke="currentColor" strokeWidth="1" />
      <path d="M60 1l5 5-5 5-5-5z" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  )
}
