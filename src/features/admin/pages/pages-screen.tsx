import { Link, useLoaderData } from 'react-router-dom'
import { href } from '@/lib/paths'
import { adminPaths } from '@/lib/admin-paths'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { PAGES_TEXTS, type PagesData } from './pages-data'

const linkClass = 'rounded-sm font-medium text-accent underline-offset-4 hover:underline'

/** /dashboard/pages: each content page, its address, whether it is published, a link to edit it. */
export function PagesScreen() {
  const { pages } = useLoaderData() as PagesData
  return (
    <AdminPage heading={PAGES_TEXTS.heading}>
      <p className="max-w-3xl text-sm leading-relaxed text-ink-muted">
        Les pages d’aide que les clients lisent avant d’acheter, liées depuis le pied de page. Leur adresse ne change pas ; une page non
        publiée n’est plus visible en boutique.
      </p>
      {pages === null ? (
        <ListError>{PAGES_TEXTS.loadFailed}</ListError>
      ) : (
        <ul className="divide-y divide-line rounded-3xl border border-line bg-surface">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{page.title}</p>
                <p className="text-sm text-ink-muted">
                  <a href={`/${page.slug}`} className={linkClass} target="_blank" rel="noreferrer">
                    /{page.slug}
                  </a>
                  {' · '}
                  {page.published ? 'Publiée' : 'Non publiée'}
                </p>
              </div>
              <Link to={href(adminPaths.page, { id: page.id })} className={linkClass} aria-label={`Modifier la page « ${page.title} »`}>
                Modifier
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}
