/**
 * The pro catalogue (/espace-pro/catalogue, docs/product/screens.md#pro-catalogue): the storefront's catalogue screen with the
 * pro area's wording and the four filters the spec names (category, stone, material, budget). The
 * router composes the two (a feature does not import another). The list is every product the pro
 * may see, exclusive ones included (the API rule), and the budget applies to the price that the
 * pro pays (`applicablePrice`: the pro price where there is one).
 */
export const PRO_CATALOGUE = {
  heading: 'Catalogue Professionnel',
  eyebrow: 'Tarifs professionnels',
  intro: 'Toute la collection, pièces exclusives comprises, à vos tarifs professionnels.',
  title: 'Catalogue pro',
  description: 'Le catalogue professionnel : tous les bijoux, exclusivités comprises, aux tarifs professionnels.',
  groups: ['category', 'stones', 'materials'],
  embedded: true,
} as const
