import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it.each([
    ['Bracelet Améthyste', 'bracelet-amethyste'],
    ['Élégance à la française', 'elegance-a-la-francaise'],
    ['Pierre de Lune (10 mm) !', 'pierre-de-lune-10-mm'],
    ["L'Œil de Tigre", 'loeil-de-tigre'],
    ['Cœur de quartz rose', 'coeur-de-quartz-rose'],
    ['Collier  --  Lapis -- lazuli', 'collier-lapis-lazuli'],
    ['  Bague   Citrine  ', 'bague-citrine'],
    ['Jade & Onyx, édition 2026', 'jade-onyx-edition-2026'],
    ['Ça, c’est noël', 'ca-cest-noel'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})
