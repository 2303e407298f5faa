// An address outlives its name (issue 24, point 6; docs/adr/0084): a renamed product or article keeps
// its old slug as an old address (`former_slugs`, written by pb_hooks/slugs.pb.js in the save's
// transaction), which GET /api/shop/former-slugs/{collection}/{slug} resolves to the live slug for
// whoever may see the record; a live slug wins over an old one; articles get unique slugs, filled by
// the server from the title when missing, and the migration gave every existing article one.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { ArticlesRecord, TypedPocketBase } from '../../src/lib/pocketbase-types'
import { slugify } from '../../src/lib/slugify'
import { type Actor, type Role, actorsByRole, call, superuser } from './support/clients'
import { createProduct, uniq } from './support/factories'

/** This migration: the ones before it are the schema an existing shop had. */
const MIGRATION = '1764300500_addresses_outlive_names.js'

let su: Actor
let actors: Record<Role, Actor>

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
})

/** Where `slug` leads now, as `actor` asks the shop. */
async function resolve(actor: Actor, collection: string, slug: string) {
  const result = await call(actor, 'GET', `/api/shop/former-slugs/${collection}/${encodeURIComponent(slug)}`)
  return result.status === 200 ? result.body.slug : result.status
}

const rename = (id: string, slug: string) => su.pb.collection('products').update(id, { slug })
const formerRows = (slug: string) => su.pb.collection('former_slugs').getFullList({ filter: su.pb.filter('slug = {:slug}', { slug }) })

describe('a renamed product', () => {
  it('keeps its old slug, which leads to the new one for everyone, through every rename', async () => {
    const product = await createProduct(su.pb)
    const [second, third] = [uniq('bracelet-lune-'), uniq('bracelet-soleil-')]
    await rename(product.id, second)
    for (const role of ['anonymous', 'customer', 'pro', 'admin'] as const)
      expect(await resolve(actors[role], 'products', product.slug)).toBe(second)
    // Renamed again: both old addresses lead to the live one (no chain of redirects).
    await rename(product.id, third)
    expect(await resolve(actors.anonymous, 'products', product.slug)).toBe(third)
    expect(await resolve(actors.anonymous, 'products', second)).toBe(third)
    // A change of anything else keeps the addresses as they are.
    await su.pb.collection('products').update(product.id, { description: 'Perles de 6 mm.' })
    expect(await resolve(actors.anonymous, 'products', second)).toBe(third)
    // Back to its first slug: that one is live again, the last one becomes an old address.
    await rename(product.id, product.slug)
    expect(await formerRows(product.slug)).toEqual([])
    expect(await resolve(actors.anonymous, 'products', product.slug)).toBe(404)
    expect(await resolve(actors.anonymous, 'products', third)).toBe(product.slug)
  })

  it('is renamed by the admin’s form too (an admin’s PATCH), and its old address goes with it when it is deleted', async () => {
    const product = await createProduct(su.pb)
    const renamed = uniq('collier-')
    expect(
      (await call(actors.admin, 'PATCH', `/api/collections/products/records/${product.id}`, { name: 'Collier', slug: renamed })).status,
    ).toBe(200)
    expect(await resolve(actors.anonymous, 'products', product.slug)).toBe(renamed)
    await su.pb.collection('products').delete(product.id)
    expect(await formerRows(product.slug)).toEqual([])
    expect(await resolve(actors.anonymous, 'products', product.slug)).toBe(404)
  })

  it('says nothing to a visitor of an exclusive or unpublished product’s old address (the view rule decides)', async () => {
    const exclusive = await createProduct(su.pb, { exclusive: true })
    const hidden = await createProduct(su.pb, { published: false })
    const [exclusiveNew, hiddenNew] = [uniq('exclusif-'), uniq('cache-')]
    await rename(exclusive.id, exclusiveNew)
    await rename(hidden.id, hiddenNew)
    for (const role of ['anonymous', 'customer'] as const) {
      const answer = await call(actors[role], 'GET', `/api/shop/former-slugs/products/${exclusive.slug}`)
      expect(answer).toEqual({ status: 404, body: expect.objectContaining({ message: 'Cette adresse ne mène à aucune page.' }) })
      expect(JSON.stringify(answer.body)).not.toContain(exclusiveNew)
    }
    expect(await resolve(actors.pro, 'products', exclusive.slug)).toBe(exclusiveNew)
    expect(await resolve(actors.admin, 'products', exclusive.slug)).toBe(exclusiveNew)
    for (const role of ['anonymous', 'customer', 'pro'] as const) expect(await resolve(actors[role], 'products', hidden.slug)).toBe(404)
    expect(await resolve(actors.admin, 'products', hidden.slug)).toBe(hiddenNew)
  })

  it('answers 404 for a slug that never existed and for a collection that has no addresses', async () => {
    expect(await resolve(actors.anonymous, 'products', uniq('jamais-'))).toBe(404)
    const product = await createProduct(su.pb)
    await rename(product.id, uniq('autre-'))
    expect(await resolve(actors.anonymous, 'users', product.slug)).toBe(404)
    expect(await resolve(actors.anonymous, 'articles', product.slug)).toBe(404)
  })
})

describe('two products and one slug', () => {
  it('never share a live slug; the live product wins: a new product may take an old slug, which then leads to it alone', async () => {
    const renamed = await createProduct(su.pb)
    const oldSlug = renamed.slug
    // Never two live products on one slug.
    const twin = await call(su, 'POST', '/api/collections/products/records', { name: 'Autre', slug: oldSlug, price: 10 })
    expect(twin.status).toBe(400)
    expect(twin.body.data).toMatchObject({ slug: { code: 'validation_not_unique' } })
    await rename(renamed.id, uniq('renomme-'))
    expect(await formerRows(oldSlug)).toHaveLength(1)

    const taker = await createProduct(su.pb, { slug: oldSlug })
    expect(taker.slug).toBe(oldSlug)
    expect(await formerRows(oldSlug)).toEqual([])
    expect(await resolve(actors.anonymous, 'products', oldSlug)).toBe(404)
    // The taker renamed in turn: the address now leads to it, never back to the first product.
    const takerNew = uniq('repris-')
    await rename(taker.id, takerNew)
    expect(await resolve(actors.anonymous, 'products', oldSlug)).toBe(takerNew)
    const rows = await formerRows(oldSlug)
    expect(rows.map((row) => row.product)).toEqual([taker.id])
  })

  it('an existing product renamed to another one’s old slug takes it over the same way', async () => {
    const [a, b] = await Promise.all([createProduct(su.pb), createProduct(su.pb)])
    await rename(a.id, uniq('a-'))
    await rename(b.id, a.slug)
    expect(await formerRows(a.slug)).toEqual([])
    expect(await resolve(actors.anonymous, 'products', b.slug)).toBe(a.slug)
  })
})

describe('article slugs', () => {
  const createArticle = (data: Partial<ArticlesRecord>) =>
    su.pb.collection('articles').create<ArticlesRecord>({ excerpt: 'Résumé', ...data })

  it('are filled by the server from the title with the shop’s slug rule, and kept unique', async () => {
    const token = uniq()
    const title = `Cœur d’Été : l’ambre & la mer — ${token} !`
    const first = await createArticle({ title })
    expect(first.slug).toBe(slugify(title))
    expect(first.slug).toBe(`coeur-dete-lambre-la-mer-${token}`)
    const second = await createArticle({ title })
    expect(second.slug).toBe(`${first.slug}-2`)
    // An admin's create without a slug, and an update that empties it: filled again.
    const byAdmin = await call(actors.admin, 'POST', '/api/collections/articles/records', { title, slug: '' })
    expect(byAdmin).toMatchObject({ status: 200, body: { slug: `${first.slug}-3` } })
    const emptied = await su.pb.collection('articles').update<ArticlesRecord>(second.id, { slug: '' })
    expect(emptied.slug).toBe(`${first.slug}-2`)
  })

  it('refuses an article slug another article has, or one outside the pattern', async () => {
    const first = await createArticle({ title: `Article ${uniq()}` })
    const taken = await call(actors.admin, 'POST', '/api/collections/articles/records', { title: 'Autre', slug: first.slug })
    expect(taken.status).toBe(400)
    expect(taken.body.data).toMatchObject({ slug: { code: 'validation_not_unique' } })
    const badPattern = await call(actors.admin, 'POST', '/api/collections/articles/records', { title: 'Autre', slug: 'Pas Un Slug' })
    expect(badPattern.status).toBe(400)
    expect(badPattern.body.data).toHaveProperty('slug')
  })

  it('a long title gives a slug within the 200 characters, without a dash at its end', async () => {
    const article = await createArticle({ title: `${'Améthyste '.repeat(28)}${uniq()}` })
    expect(article.slug.length).toBeLessThanOrEqual(200)
    expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    const again = await createArticle({ title: article.title })
    expect(again.slug.length).toBeLessThanOrEqual(200)
    expect(again.slug.endsWith('-2')).toBe(true)
  })

  it('an article’s id and its old slugs lead to its live slug', async () => {
    const article = await createArticle({ title: `Les pierres de l’hiver ${uniq()}` })
    expect(await resolve(actors.anonymous, 'articles', article.id)).toBe(article.slug)
    const renamed = await su.pb.collection('articles').update<ArticlesRecord>(article.id, { slug: uniq('pierres-') })
    expect(await resolve(actors.anonymous, 'articles', article.slug)).toBe(renamed.slug)
    expect(await resolve(actors.anonymous, 'articles', article.id)).toBe(renamed.slug)
    // A product's old slug is not an article's.
    expect(await resolve(actors.anonymous, 'products', article.slug)).toBe(404)
  })

  it('a slug the server makes skips another article’s old address (it keeps leading there)', async () => {
    const title = `Lune ${uniq()}`
    const first = await createArticle({ title })
    await su.pb.collection('articles').update(first.id, { slug: uniq('lune-') })
    const second = await createArticle({ title })
    expect(second.slug).toBe(`${first.slug}-2`)
    expect(await resolve(actors.anonymous, 'articles', first.slug)).not.toBe(404)
  })
})

describe('the migration', () => {
  it('gives every existing article a unique slug from its title, oldest first', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'bijoux-slugs-migration-'))
    const before = join(temp, 'migrations-before')
    const noHooks = join(temp, 'hooks')
    cpSync(migrationsDir, before, { recursive: true, filter: (path) => !path.endsWith('.js') || path.split('/').pop()! < MIGRATION })
    mkdirSync(noHooks)
    expect(readdirSync(before)).not.toContain(MIGRATION)
    const dataDir = join(temp, 'pb_data')
    try {
      // A shop as it was: articles without slugs (two with the same title, one whose title gives no slug).
      const old = await startPocketBase({ dataDir, quiet: true, migrationsDir: before, hooksDir: noHooks })
      const titles = ['Améthyste : la pierre de l’apaisement', 'Améthyste : la pierre de l’apaisement', '« ! »', 'Les 7 chakras']
      const ids: string[] = []
      try {
        const pb = new PocketBase(old.url) as TypedPocketBase
        await pb.collection('_superusers').authWithPassword(old.superuser.email, old.superuser.password)
        for (const title of titles) ids.push((await pb.collection('articles').create({ title })).id)
      } finally {
        await old.stop()
      }

      const migrated = await startPocketBase({ dataDir, quiet: true })
      try {
        const pb = new PocketBase(migrated.url) as TypedPocketBase
        await pb.collection('_superusers').authWithPassword(migrated.superuser.email, migrated.superuser.password)
        const slugs = await Promise.all(ids.map(async (id) => (await pb.collection('articles').getOne(id)).slug))
        expect(slugs).toEqual(['amethyste-la-pierre-de-lapaisement', 'amethyste-la-pierre-de-lapaisement-2', 'article', 'les-7-chakras'])
        // The slug is required and unique from now on, and the old id address leads to it.
        const taken = await fetch(`${migrated.url}/api/collections/articles/records`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: pb.authStore.token },
          body: JSON.stringify({ title: 'Autre', slug: 'les-7-chakras' }),
        })
        expect(taken.status).toBe(400)
        const byId = await fetch(`${migrated.url}/api/shop/former-slugs/articles/${ids[3]}`)
        expect(await byId.json()).toEqual({ slug: 'les-7-chakras' })
      } finally {
        await migrated.stop()
      }
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  })
})
