// How pb_hooks/lib/filter-bounds.js reads a filter, a sort, an expand and a realtime topic, run under
// Node the way PocketBase's JS engine loads it (a CommonJS module). Its names must be the names
// PocketBase's parser (fexpr v0.6) sees: a name hidden where the scan takes a text or a comment but
// PocketBase does not would escape the bounds (docs/adr/0044-bounded-filters.md). The refusals
// themselves, against the real PocketBase: tests/integration/filter-bounds.test.ts.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

interface FilterBounds {
  identifiersOf: (filter: string) => { names: string[]; likes: number }
  filterProblem: (filter: string) => string
  sortProblem: (sort: string) => string
  expandProblem: (expand: string) => string
  queryPairs: (raw: string) => [string, string][]
  topicProblem: (topic: string) => { param: string; problem: string } | null
}

function load(): FilterBounds {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/filter-bounds.js')
  const module = { exports: {} as FilterBounds }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

const bounds = load()
const names = (filter: string) => bounds.identifiersOf(filter).names

describe('the names of a filter, as PocketBase parses it', () => {
  it('skips quoted texts, escaped quotes included', () => {
    expect(names('slug = "a.b.c" && name = \'x.y.z\'')).toEqual(['slug', 'name'])
    expect(names('name = "x\\" && a.b.c = \\"" && price > 1')).toEqual(['name', 'price'])
  })

  it('skips // comments to the end of the line, and no further', () => {
    expect(names('name = "x" // a.b.c = 1\n && stock > 1')).toEqual(['name', 'stock'])
  })

  it('does not take a quote inside a comment for a text that would hide what follows', () => {
    expect(names('name = 1 // "\n && a.b.c = 1 // "')).toEqual(['name', 'a.b.c'])
  })

  it('reads groups and function arguments', () => {
    expect(names('(a = 1 || (b.c.d = 2 && e = "(")) && f = 1')).toEqual(['a', 'b.c.d', 'e', 'f'])
    expect(names('geoDistance(a.b.c, lat, 1, -2) < 10')).toEqual(['geoDistance', 'a.b.c', 'lat'])
  })

  it('counts the ~ comparisons outside texts', () => {
    expect(bounds.identifiersOf('a ~ "~~" || b !~ "x" || c ?~ "y" || d ?!~ "z"').likes).toBe(4)
  })
})

describe('the bounds', () => {
  const ids = Array.from({ length: 20 }, (_, i) => `id = "${String(i).padStart(15, 'a')}"`).join(' || ')

  it('let the app’s own filters, sorts and expands through', () => {
    expect(ids.length).toBe(516)
    for (const filter of [ids, 'slug = "bague-lune-2"', 'exclusive = true', 'user = "abc"', '@request.auth.id = id', 'created > @now']) {
      expect({ filter, problem: bounds.filterProblem(filter) }).toEqual({ filter, problem: '' })
    }
    expect([bounds.sortProblem('-created'), bounds.sortProblem('name')]).toEqual(['', ''])
    expect(bounds.expandProblem('category,materials,colors,stones,stone_properties,chakras,astrological_signs')).toBe('')
  })

  it('find what is past them', () => {
    expect(bounds.filterProblem(`name != "${'x'.repeat(1000)}"`)).toBe('length')
    expect(bounds.filterProblem('Products_VIA_category.name = 1')).toBe('join')
    expect(bounds.filterProblem('@collection.products.name = 1')).toBe('join')
    expect(bounds.filterProblem('stones:each ?= "x"')).toBe('each')
    expect(bounds.filterProblem('a.b.c = 1')).toBe('depth')
    expect(bounds.filterProblem('@request.auth.orders.user.name = 1')).toBe('depth')
    expect(bounds.filterProblem(Array.from({ length: 31 }, (_, i) => `slug = "${i}"`).join(' || '))).toBe('terms')
    expect(bounds.filterProblem('a.x = 1 || b.x = 1 || c.x = 1 || d.x = 1')).toBe('relations')
    expect(bounds.filterProblem('a ~ 1 || a ~ 2 || a ~ 3 || a ~ 4 || a ~ 5 || a ~ 6')).toBe('likes')
    expect(bounds.sortProblem('a,b,c,d')).toBe('terms')
    expect(bounds.sortProblem('-a.b.c')).toBe('depth')
    expect(bounds.expandProblem('a.b.c')).toBe('depth')
    expect(bounds.expandProblem(Array(9).fill('a').join(','))).toBe('terms')
  })
})

describe('query strings and realtime topics', () => {
  it('reads a query string as Go does, every repeat kept, a malformed escape elsewhere no obstacle', () => {
    expect(bounds.queryPairs('a=%ZZ&filter=a%2Eb%2Ec+%3D+1&filter=x')).toEqual([
      ['a', '%ZZ'],
      ['filter', 'a.b.c = 1'],
      ['filter', 'x'],
    ])
  })

  it('reads a topic’s options, keys in any case, JSON escapes undone', () => {
    const topic = (options: string) => `products/*?options=${encodeURIComponent(options)}`
    expect(bounds.topicProblem(topic('{"query":{"filter":"a.b.c = 1"}}'))).toEqual({ param: 'filter', problem: 'depth' })
    expect(bounds.topicProblem(topic('{"QUERY":{"Expand":"x_\\u0076ia_y"}}'))).toEqual({ param: 'expand', problem: 'join' })
    expect(bounds.topicProblem(topic('{"query":{"filter":"exclusive = false"}}'))).toBeNull()
  })
})
