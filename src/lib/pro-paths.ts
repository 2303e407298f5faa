import { paths } from './paths'

/** The pages of the pro area (lib/paths.ts names its root), read by its lazy route table, menu and tiles. */
export const proPaths = {
  catalogue: `${paths.pro}/catalogue`,
  exclusive: `${paths.pro}/produits-exclusifs`,
  quickOrder: `${paths.pro}/commande-rapide`,
  history: `${paths.pro}/historique`,
  documents: `${paths.pro}/informations`,
} as const
