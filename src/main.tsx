// Fonts: Inter (text) and Cormorant Garamond (headings), latin subset, one variable file each,
// served from our own origin (src/fonts.css).
import './fonts.css'
import './index.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { HydrationState } from 'react-router-dom'
import { App } from './app'
import { createAppRouter } from './app/router'

// `npm run dev` links the stylesheets into the pages it renders (build/page-rendering.ts): the app's
// own styles are in now.
if (import.meta.env.DEV) for (const link of document.querySelectorAll('link[data-dev-styles]')) link.remove()

// index.html has it (React would say so: « Target container is not a DOM element »); no check of our
// own in the entry, whose bytes every shopper loads (docs/adr/0123).
const container = document.getElementById('root')!

// A storefront page the server rendered carries the data it was rendered from (docs/adr/0076):
// React keeps the served HTML and takes it over. Every other page is drawn here.
const served = document.getElementById('router-data')
const hydrationData = served?.textContent ? (JSON.parse(served.textContent) as HydrationState) : undefined
void createAppRouter(hydrationData).then((router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (hydrationData) hydrateRoot(container, app)
  else createRoot(container).render(app)
  // The audience's beacon (docs/adr/0123): its own chunk, once the page has loaded; never an error.
  const count = () =>
    import('./app/audience-beacon').then(
      (beacon) => beacon.default(router),
      () => {},
    )
  if (document.readyState == 'complete') void count()
  else addEventListener('load', count)
})
