// The data of /dashboard/statistiques (docs/adr/0124): the sales figures and the audience of the
// address's period, each summed by PocketBase (GET /api/shop/admin/figures and /audience, admins
// only). Neither is awaited: each part of the screen shows its own loading state, then its figures
// or its French failure.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { readAudience, readFigures, statsQuery } from '../api/statistics'

export const STATISTICS_TEXTS = {
  heading: 'Statistiques',
  salesFailed: 'Échec de la récupération des chiffres de ventes.',
  audienceFailed: 'Échec de la récupération de l’audience.',
}

/** A read's failure, told in the console (the screen shows the French text) and passed on. */
function logged<T>(read: Promise<T>, what: string): Promise<T> {
  return read.catch((error: unknown) => {
    console.error(`${what}:`, error)
    throw error
  })
}

export function loader({ request }: LoaderFunctionArgs) {
  const query = statsQuery(new URL(request.url).searchParams)
  return {
    query,
    figures: later(logged(readFigures(query, request.signal), 'Admin figures')),
    audience: later(logged(readAudience(query, request.signal), 'Admin audience')),
  }
}
