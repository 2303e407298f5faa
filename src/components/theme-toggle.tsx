import { MoonIcon, SunIcon } from '@/components/icons'
import { iconButtonClass } from '@/components/ui-classes'
import { useTheme } from '@/lib/theme'

/** Switches dark/light; its name says what a press will do. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggleTheme } = useTheme()
  const label = theme === 'dark' ? 'Activer le thème clair' : 'Activer le thème sombre'
  return (
    <button type="button" onClick={toggleTheme} aria-label={label} title={label} className={`${iconButtonClass} ${className}`}>
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  )
}
