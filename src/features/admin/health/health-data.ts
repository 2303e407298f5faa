// The data of /dashboard/sante (docs/adr/0141): the shop's health, read once per visit (not awaited:
// the screen shows « Chargement... », then each part, or the French failure with « Réessayer »).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { readHealth } from '../api/health'

export const HEALTH_TEXTS = {
  heading: 'Santé de la boutique',
  loading: 'Chargement...',
  failed: 'Échec de la récupération de la santé de la boutique.',
  allGood: 'Tout va bien.',
  alerts:
    'Quand les sauvegardes, les e-mails ou les paiements Stripe ont un problème, un e-mail part à l’adresse de la boutique (une fois par jour au plus, puis un autre quand c’est rétabli).',
}

export function loader({ request }: LoaderFunctionArgs) {
  return {
    health: later(
      readHealth(request.signal).catch((error: unknown) => {
        console.error('Admin health:', error)
        throw error
      }),
    ),
  }
}
