import type { ReactNode } from 'react'

/** The frame of each /account settings section: a titled card (the title labels the section). */
export function SettingsCard({
  id,
  title,
  children,
  tone = 'default',
}: {
  id: string
  title: string
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  const border = tone === 'danger' ? 'border-danger-300 dark:border-danger-700' : 'border-line'
  return (
    <section aria-labelledby={id} className={`rounded-3xl border ${border} bg-surface p-6`}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}
