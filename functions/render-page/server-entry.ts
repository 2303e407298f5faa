// The app's server entry (src/entry-server.tsx, built into dist-server/) as the dev servers and the
// function call it (docs/adr/0076).
import type { RenderedPage } from './page-html.ts'

export type Render = (request: Request) => Promise<RenderedPage>

/** What src/entry-server.tsx exports. */
export type ServerEntry = { renderPage: (request: Request, dom: { window: unknown }) => Promise<RenderedPage> }

/** The entry's renderer with its DOM, made once: jsdom, for DOMPurify, which cleans the admins' HTML. */
export async function withDom(entry: ServerEntry): Promise<Render> {
  const { JSDOM } = await import('jsdom')
  const dom = { window: new JSDOM('').window }
  return (request) => entry.renderPage(request, dom)
}
