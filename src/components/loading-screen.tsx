/** 'Chargement...' while something the screen needs is not known yet (e.g. the session). */
export function LoadingScreen({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 py-16 text-ink-muted">
      <span aria-hidden="true" className="size-8 rounded-full border-2 border-line border-t-highlight motion-safe:animate-spin" />
      <p>{label}</p>
    </div>
  )
}
