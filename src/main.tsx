// Fonts: Inter (text) and Cormorant Garamond (headings), latin subset, one variable file each,
// served from our own origin (src/fonts.css).
import './fonts.css'
import './index.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
