/**
 * THE LIST OF SCREENS NOT BUILT YET. Each shows its title only (an <h1>) through
 * `placeholder-screen.tsx`. When you build one: point its route in `app/router.tsx` at your
 * feature's screen and delete its entry here (the README lists what remains).
 *
 * `heading` is the <h1> (the spec's wording where it gives one); `title` goes into the browser tab
 * as "{title} — Éclat de Pierre".
 */
export interface ScreenInfo {
  path: string
  heading: string
  title: string
}

export const NOT_YET_BUILT = {

} as const satisfies Record<string, ScreenInfo>

export type NotYetBuilt = keyof typeof NOT_YET_BUILT
