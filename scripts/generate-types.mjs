#!/usr/bin/env node
// Generates src/lib/pocketbase-types.ts from the real schema: starts a throwaway PocketBase (temp data
// dir, free port) with the project's migrations, reads every collection through the API as superuser,
// and writes one record interface per collection plus a typed client. Run with `npm run types`.
//
// `npm run types -- --check` writes nothing: it fails (exit 1) when the file differs from what the
// migrations give, so `npm test` catches a migration committed without its types (docs/adr/0064).
// `--migrations=<dir>` reads another migrations directory (a test's copy).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot, startPocketBase } from './lib/pocketbase-server.mjs'

const OUTPUT = join(projectRoot, 'src', 'lib', 'pocketbase-types.ts')
/**
 * The constants (select values, text and upload limits), one module per collection, re-exported by
 * OUTPUT: a screen's chunk then carries its collections' constants only, not every collection's
 * (a module shared by two chunks goes whole into one of them; docs/adr/0111).
 */
const CONSTANTS_DIR = join(projectRoot, 'src', 'lib', 'record-constants')
const kebab = (name) => name.replace(/_/g, '-')

/** JSON fields whose shape the app (and the hooks) guarantee: `collection.field` → TypeScript type. */
const JSON_TYPES = {
  'orders.items': 'OrderItem[]',
  // pb_hooks/forms.pb.js stores a list of at most 10 names on every save ([] when none were sent)
  'custom_requests.secondary_stones': 'string[]',
  // lib/pro-tiers.js saves only checked tiers, thresholds ascending (docs/adr/0132)
  'products.pro_tiers': 'ProTier[] | null',
  'product_variants.pro_tiers': 'ProTier[] | null',
}

/**
 * Fields present in the schema but hidden from some callers: by a hook, by visibility rules, or hidden
 * fields a hook shows to some callers (products.price_pro and product_variants.price_pro: pros and admins, docs/adr/0045, 0104;
 * products.cost_price and product_variants.cost_price: admins, docs/adr/0122).
 */
// (products.search, users.search: the back-office's folded search column, left out for everyone but
// admins by pb_hooks, docs/adr/0090.)
const SOMETIMES_HIDDEN = new Set([
  'products.price_pro',
  'product_variants.price_pro',
  'products.cost_price',
  'product_variants.cost_price',
  // pros and admins, docs/adr/0132
  'products.pro_tiers',
  'product_variants.pro_tiers',
  'users.email',
  'products.search',
  'users.search',
])

/** Fields never sent to the browser. */
const NEVER_SENT = new Set(['password', 'tokenKey'])

/** PocketBase's limits when a field sets none: 5000 characters of text, files of 5 MB. */
const DEFAULT_TEXT_MAX = 5000
const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024

/** Base fields written on every record interface. */
const BASE_FIELDS = ['id', 'collectionId', 'collectionName', 'created', 'updated']

const pascal = (name) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')

const camel = (name) => {
  const p = pascal(name)
  return p[0].toLowerCase() + p.slice(1)
}

const quote = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

const property = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name))

function selectTypeName(collection, field) {
  return `${pascal(collection.name)}${pascal(field.name)}`
}

/** TypeScript type of one field's value as the API returns it. */
function fieldType(collection, field) {
  const many = (field.maxSelect ?? 1) > 1
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'editor':
    case 'date':
    case 'autodate':
      return 'string'
    case 'number':
      return 'number'
    case 'bool':
      return 'boolean'
    case 'select': {
      const union = selectTypeName(collection, field)
      if (many) return `${union}[]`
      return field.required ? union : `${union} | ''`
    }
    case 'relation':
    case 'file':
      return many ? 'string[]' : 'string'
    case 'json':
      return JSON_TYPES[`${collection.name}.${field.name}`] ?? 'unknown'
    case 'geoPoint':
      return '{ lon: number; lat: number }'
    default:
      console.warn(`[types] unknown field type ${field.type} on ${collection.name}.${field.name}: unknown`)
      return 'unknown'
  }
}

function render(collections) {
  const ours = collections.filter((c) => !c.system && !c.name.startsWith('_')).sort((a, b) => a.name.localeCompare(b.name))
  const byId = new Map(ours.map((c) => [c.id, c]))
  const out = []

  out.push(
    '// GENERATED FILE: do not edit by hand.',
    '// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/).',
    '// `npm run types` regenerates it after a migration changes the schema.',
    '',
    "import type PocketBase from 'pocketbase'",
    "import type { RecordService } from 'pocketbase'",
    '',
    '/** Fields every record has. */',
    'export interface BaseRecord {',
    '  id: string',
    '  collectionId: string',
    '  collectionName: string',
    '  /** ISO date-time (UTC), e.g. `2026-11-21 10:00:00.000Z`. */',
    '  created: string',
    '  updated: string',
    '}',
    '',
    '/** One line of an order, frozen at purchase time (unit price in euros). */',
    'export interface OrderItem {',
    '  id: string',
    '  name: string',
    '  quantity: number',
    '  price: number',
    "  /** The product's reference when it had one (orders since docs/adr/0061). */",
    '  sku?: string',
    '  /** The size bought (a product_variants id) and its label, « Tour de poignet : 17 cm » (docs/adr/0104). */',
    '  variant?: string',
    '  size?: string',
    '  /** On sale: the legal reference price the shopper saw struck through, in euros (docs/adr/0115). */',
    '  reference_price?: number',
    '  /** The sale whose price was charged (a sales id, docs/adr/0121); none, no key. */',
    '  sale?: string',
    '  /** A gift card line (docs/adr/0117): its recipient and sending date; no product, no stock. */',
    '  gift_card?: { recipient_name?: string; recipient_email?: string; message?: string; send_on?: string }',
    "  /** This line's share of the order's discount code, in euros (docs/adr/0116); none, no key. */",
    '  discount?: number',
    "  /** A quote's part (docs/adr/0128): made to order (no withdrawal, L221-28 3°), its quote, number and part; no stock. */",
    '  made_to_order?: boolean',
    '  quote?: string',
    '  quote_number?: string',
    "  quote_part?: 'deposit' | 'balance' | 'full'",
    '}',
    '',
    '/** A pro price from a quantity on (docs/adr/0132): TTC, like `price_pro`. */',
    'export interface ProTier {',
    '  min: number',
    '  price_pro: number',
    '}',
    '',
  )

  // Each collection's constants go to its own module (CONSTANTS_DIR), re-exported here.
  const constants = new Map(ours.map((c) => [c.name, []]))
  /** The select values each collection's union types read (`typeof …Values`), imported at the top. */
  const valueImports = new Map()

  // Select values: a const list and its union type, so screens can iterate over them.
  for (const collection of ours) {
    for (const field of collection.fields) {
      if (field.type !== 'select') continue
      const type = selectTypeName(collection, field)
      constants.get(collection.name).push(`export const ${camel(type)}Values = [${field.values.map(quote).join(', ')}] as const`, '')
      valueImports.set(collection.name, [...(valueImports.get(collection.name) ?? []), `${camel(type)}Values`])
      out.push(`export type ${type} = (typeof ${camel(type)}Values)[number]`, '')
    }
  }

  // Limits the forms state and check before sending (docs/adr/0082): the longest text of each text
  // field, and what each file field accepts, as PocketBase applies them (its defaults when unset).
  for (const collection of ours) {
    const texts = collection.fields.filter(
      (field) => field.type === 'text' && !field.hidden && !field.primaryKey && !NEVER_SENT.has(field.name),
    )
    if (texts.length > 0) {
      constants
        .get(collection.name)
        .push(
          `/** The longest text each text field of \`${collection.name}\` accepts, in characters. */`,
          `export const ${camel(collection.name)}TextMax = { ${texts.map((field) => `${property(field.name)}: ${field.max || DEFAULT_TEXT_MAX}`).join(', ')} } as const`,
          '',
        )
    }
    for (const field of collection.fields.filter((f) => f.type === 'file')) {
      const types = (field.mimeTypes ?? []).map(quote).join(', ')
      constants
        .get(collection.name)
        .push(
          `/** What \`${collection.name}.${field.name}\` accepts: files of at most \`maxSize\` bytes, of \`mimeTypes\` (any when empty), \`maxSelect\` of them. */`,
          `export const ${camel(collection.name)}${pascal(field.name)}Upload = { maxSize: ${field.maxSize || DEFAULT_FILE_MAX_SIZE}, mimeTypes: [${types}], maxSelect: ${field.maxSelect || 1} } as const`,
          '',
        )
    }
  }

  const modules = new Map()
  for (const [name, lines] of constants) {
    if (lines.length === 0) continue
    modules.set(`${kebab(name)}.ts`, [CONSTANTS_HEADER, '', ...lines].join('\n'))
    out.push(`export * from './record-constants/${kebab(name)}'`)
  }
  out.push('')

  // Relations that `expand` resolves: forward (`category`) and back-relations (`products_via_category`).
  const expands = new Map(ours.map((c) => [c.name, []]))
  for (const collection of ours) {
    for (const field of collection.fields) {
      if (field.type !== 'relation' || !byId.has(field.collectionId)) continue
      const target = byId.get(field.collectionId)
      const many = (field.maxSelect ?? 1) > 1
      expands.get(collection.name).push({
        key: field.name,
        type: `${pascal(target.name)}Record${many ? '[]' : ''}`,
      })
      expands.get(target.name).push({
        key: `${collection.name}_via_${field.name}`,
        type: `${pascal(collection.name)}Record[]`,
      })
    }
  }

  for (const collection of ours) {
    const name = `${pascal(collection.name)}Record`
    const expandName = `${pascal(collection.name)}Expand`
    const relations = expands.get(collection.name)

    if (relations.length > 0) {
      out.push(
        `/** Relations of ${collection.name} that \`expand\` can resolve (when the caller may read them). */`,
        `export interface ${expandName} {`,
      )
      for (const relation of relations) out.push(`  ${property(relation.key)}?: ${relation.type}`)
      out.push('}', '')
    }

    out.push(`/** A record of the \`${collection.name}\` collection (${collection.type}). */`)
    out.push(`export interface ${name} extends BaseRecord {`)
    for (const field of collection.fields) {
      const key = `${collection.name}.${field.name}`
      if (BASE_FIELDS.includes(field.name) || NEVER_SENT.has(field.name) || (field.hidden && !SOMETIMES_HIDDEN.has(key))) continue
      const optional = !field.required || SOMETIMES_HIDDEN.has(key)
      const note = SOMETIMES_HIDDEN.has(key) ? '  /** Absent for callers not allowed to see it. */\n' : ''
      out.push(`${note}  ${property(field.name)}${optional ? '?' : ''}: ${fieldType(collection, field)}`)
    }
    if (relations.length > 0) out.push(`  expand?: ${expandName}`)
    out.push('}', '')
  }

  out.push(
    '/** Every collection of the shop. */',
    `export type CollectionName =\n${ours.map((c) => `  | ${quote(c.name)}`).join('\n')}`,
    '',
    '/** Collection name → record type. */',
    'export interface CollectionRecords {',
    ...ours.map((c) => `  ${property(c.name)}: ${pascal(c.name)}Record`),
    '}',
    '',
    "/** The PocketBase client with typed collections: `pb.collection('products')` yields ProductsRecord. */",
    'export type TypedPocketBase = PocketBase & {',
    ...ours.map((c) => `  collection(idOrName: ${quote(c.name)}): RecordService<${pascal(c.name)}Record>`),
    '  collection(idOrName: string): RecordService',
    '}',
    '',
  )
  const imports = [...valueImports].map(([name, values]) => `import type { ${values.join(', ')} } from './record-constants/${kebab(name)}'`)
  out.splice(out.indexOf("import type { RecordService } from 'pocketbase'") + 1, 0, ...imports)
  return { types: out.join('\n'), modules }
}

const CONSTANTS_HEADER = [
  '// GENERATED FILE: do not edit by hand.',
  '// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),',
  '// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.',
].join('\n')

/** The first line where `actual` and `expected` differ (1-based), with both versions of it. */
function firstDifference(actual, expected) {
  const a = actual.split('\n')
  const b = expected.split('\n')
  const index = a.findIndex((line, i) => line !== b[i])
  const at = index === -1 ? a.length : index
  return { line: at + 1, actual: a[at] ?? '(end of file)', expected: b[at] ?? '(end of file)' }
}

/** The generated files: the types (OUTPUT) and each collection's constants (CONSTANTS_DIR). */
function outputs({ types, modules }) {
  return new Map([[OUTPUT, types], ...[...modules].map(([file, text]) => [join(CONSTANTS_DIR, file), text])])
}

/** The constants' modules on disk that no collection gives any more. */
function staleModules(expected) {
  const present = existsSync(CONSTANTS_DIR) ? readdirSync(CONSTANTS_DIR).map((file) => join(CONSTANTS_DIR, file)) : []
  return present.filter((path) => !expected.has(path))
}

/** Compares the files with the types the migrations give; exit code 1 and what to run when they differ. */
function check(output) {
  const expected = outputs(output)
  for (const [path, text] of expected) {
    const file = relative(projectRoot, path)
    let current
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      current = ''
    }
    if (current === text) continue
    const diff = firstDifference(current, text)
    console.error(
      [
        `[types] ${file} is not what the migrations give (first difference at line ${diff.line}):`,
        `  in the file:         ${diff.actual.trim()}`,
        `  from the migrations: ${diff.expected.trim()}`,
        'Run `npm run types` and commit the regenerated files with the migration.',
      ].join('\n'),
    )
    process.exitCode = 1
    return
  }
  const stale = staleModules(expected)
  if (stale.length > 0) {
    console.error(`[types] no collection gives ${stale.map((path) => relative(projectRoot, path)).join(', ')}: run \`npm run types\`.`)
    process.exitCode = 1
    return
  }
  console.log(`[types] ${relative(projectRoot, OUTPUT)} and ${relative(projectRoot, CONSTANTS_DIR)}/ match the migrations`)
}

/** Writes the generated files, removing the constants' modules no collection gives any more. */
function write(output) {
  const expected = outputs(output)
  mkdirSync(CONSTANTS_DIR, { recursive: true })
  for (const path of staleModules(expected)) rmSync(path)
  for (const [path, text] of expected) writeFileSync(path, text)
}

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, migrations: { type: 'string' } } })
  const dataDir = mkdtempSync(join(tmpdir(), 'bijoux-types-'))
  const migrationsDir = values.migrations && resolve(values.migrations)
  const server = await startPocketBase({ dataDir, quiet: true, migrationsDir })
  try {
    const auth = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: server.superuser.email, password: server.superuser.password }),
    })
    if (!auth.ok) throw new Error(`superuser login failed: ${auth.status} ${await auth.text()}`)
    const { token } = await auth.json()
    const response = await fetch(`${server.url}/api/collections?perPage=500`, { headers: { authorization: token } })
    if (!response.ok) throw new Error(`listing collections failed: ${response.status} ${await response.text()}`)
    const { items } = await response.json()
    const output = render(items)
    if (values.check) return check(output)
    write(output)
    console.log(`[types] wrote ${OUTPUT} (${items.filter((c) => !c.system).length} collections)`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(`[types] ${error.message}`)
  process.exitCode = 1
})
