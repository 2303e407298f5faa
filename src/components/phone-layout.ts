/** The one-column layout of phones (the grids' `sm:` breakpoint), where images take the phone thumb. */
export const PHONE_MEDIA = '(max-width: 639px)'

/** Whether the screen has the phone layout now. */
export function isPhoneLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches
}
