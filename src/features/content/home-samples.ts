import type { JewelKind } from './components/jewel-kind'

/** Three pieces of the demo catalogue (pocketbase/seed/data/products.mjs), each card opening its page. */
export const SAMPLES: Array<{
  kind: JewelKind
  slug: string
  name: string
  stone: string
  text: string
  palette: { light: string; dark: string }
}> = [
  {
    kind: 'bracelet',
    slug: 'bracelet-serenite-amethyste',
    name: 'Bracelet Sérénité',
    stone: 'Améthyste',
    text: 'Des perles d’améthyste pour apaiser le mental et retrouver un sommeil paisible.',
    palette: { light: '#b98ad0', dark: '#5a2d72' },
  },
  {
    kind: 'necklace',
    slug: 'collier-grand-soir-labradorite',
    name: 'Collier Grand soir',
    stone: 'Labradorite',
    text: 'Une labradorite aux reflets bleutés sur argent massif, gardienne contre les énergies lourdes.',
    palette: { light: '#9fc3d6', dark: '#2d4756' },
  },
  {
    kind: 'pendant',
    slug: 'pendentif-goutte-de-citrine',
    name: 'Pendentif Goutte de citrine',
    stone: 'Citrine',
    text: 'Une goutte de soleil, la pierre de la confiance en soi et de la joie de vivre.',
    palette: { light: '#f3d27a', dark: '#a8741a' },
  },
]
