/** Shared pieces of the pro area (/espace-pro): header, back link, loading/error/empty states. */
export { ProBackLink } from './pro-back-link'
export { ProPageHeader } from './pro-page-header'
export { ProEmpty, ProLoadError, ProLoading } from './pro-states'
