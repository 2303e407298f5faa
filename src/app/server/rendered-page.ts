/** What the server's entry answers for a page request (render-page.tsx), read by functions/render-page/. */
export type RenderedPage =
  /** The page, rendered: its head tags, its body and the data it was rendered from (JSON, safe in a script). */
  | { kind: 'page'; status: number; head: string; body: string; data: string }
  /** Elsewhere (a redirect the router asked for). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not one of the rendered pages, or a page that could not be read: the browser draws it (index.html as is). */
  | { kind: 'browser'; status: number }
