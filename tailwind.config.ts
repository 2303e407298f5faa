import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

/**
 * Éclat de Pierre — theme tokens (loaded by `@config` in src/index.css).
 *
 * `palette` holds the raw colours; the semantic tokens (canvas, surface, ink, line, accent…) are
 * CSS variables whose light and dark values are set below, so a component writes `bg-surface
 * text-ink` once and both themes follow. The dark theme is a class on <html> (`darkMode`).
 */
const palette = {
  cream: { 50: '#fcf9f4', 100: '#f6f0e6', 200: '#ece2d3', 300: '#dccdb8', 400: '#c4b197' },
  plum: {
    50: '#f7f0f5',
    100: '#ecdde7',
    200: '#d9bdd0',
    300: '#c39ab5',
    400: '#a4739a',
    500: '#7d4a6b',
    600: '#683b59',
    700: '#56304a',
    800: '#43243a',
    900: '#30192a',
    950: '#1d0f19',
  },
  gold: { 200: '#eedfb9', 300: '#dfc589', 400: '#cba862', 500: '#b08d57', 600: '#8d6e3d', 700: '#6c532c' },
  forest: { 100: '#dfeae2', 300: '#9dbfa8', 500: '#3f6b52', 700: '#2b4a38' },
  danger: { 100: '#fbe3e1', 300: '#f2a7a0', 600: '#a8332a', 700: '#8a241d' },
} as const

/** Semantic colours per theme. Every text/background pair used meets WCAG AA. */
const light = {
  canvas: palette.cream[50],
  surface: '#fffdf9',
  'surface-raised': '#ffffff',
  'surface-muted': palette.cream[100],
  ink: '#2b2127',
  'ink-muted': '#65565e',
  line: palette.cream[200],
  'line-strong': palette.cream[400],
  accent: palette.plum[700],
  'accent-hover': palette.plum[800],
  'on-accent': palette.cream[50],
  'accent-soft': palette.plum[50],
  highlight: palette.gold[600],
  'highlight-text': palette.gold[700],
  band: palette.plum[900],
  'on-band': palette.cream[100],
  'on-band-muted': palette.plum[200],
  focus: palette.gold[600],
}

const dark = {
  canvas: '#171015',
  surface: '#1e151b',
  'surface-raised': '#281c24',
  'surface-muted': '#221820',
  ink: '#f3ece4',
  'ink-muted': '#bfb1b8',
  line: '#3a2b35',
  'line-strong': '#5b4653',
  accent: palette.plum[200],
  'accent-hover': palette.plum[100],
  'on-accent': palette.plum[950],
  'accent-soft': '#2c1e28',
  highlight: palette.gold[400],
  'highlight-text': palette.gold[300],
  band: '#120c10',
  'on-band': palette.cream[100],
  'on-band-muted': palette.plum[200],
  focus: palette.gold[300],
}

const cssVars = (tokens: Record<string, string>) =>
  Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--ep-${name}`, value]))

const semantic = Object.fromEntries(Object.keys(light).map((name) => [name, `var(--ep-${name})`]))

export default {
  darkMode: 'selector',
  theme: {
    extend: {
      colors: { ...palette, ...semantic },
      fontFamily: {
        // src/index.css: the web fonts, or their fallback faces until the browser has them (docs/adr/0078).
        display: ['var(--ep-font-display)'],
        sans: ['var(--ep-font-sans)'],
      },
      keyframes: {
        'drawer-in': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'toast-in': {
          from: { opacity: '0', transform: 'translateY(0.5rem)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        progress: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } },
      },
      animation: {
        'drawer-in': 'drawer-in 220ms cubic-bezier(0.22, 1, 0.36, 1)',
        'fade-in': 'fade-in 200ms ease-out',
        'toast-in': 'toast-in 200ms ease-out',
        progress: 'progress 1.1s ease-in-out infinite',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': cssVars(light), '.dark': cssVars(dark) })
    }),
  ],
} satisfies Config
