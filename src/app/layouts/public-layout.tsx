import { Outlet } from 'react-router-dom'
import { SkipLink } from '@/components/skip-link'
import { ReassuranceBar } from './reassurance-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, secondary bar, the screen, footer: every storefront page (and the pro area). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <ReassuranceBar />
      <main id="contenu" tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
