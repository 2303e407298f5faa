// The server's entry (docs/adr/0076): built by `vite build` into dist-server/ (build/page-rendering.ts)
// and loaded by the page-rendering function (functions/render-page/).
export { renderPage } from './app/server/render-page'
