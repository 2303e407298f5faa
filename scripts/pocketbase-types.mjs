#!/usr/bin/env node
// PocketBase's own JSVM type definitions for the pinned version, and the type check of the server's
// code against them (docs/adr/0087-type-checked-hooks.md).
//
// PocketBase's jsvm plugin writes `types.d.ts` into its data directory each time it boots. This script
// boots the pinned binary once on a throwaway data directory (`migrate up` on an empty migrations
// directory: nothing is served, ~50 ms) and copies the file to pocketbase/pb_data/types.d.ts, the path
// the hooks' first line names (git-ignored: never a stale committed copy). It is regenerated on every
// run, so a new pinned version is picked up (`npm run dev` writes PocketBase's own copy there; the check
// writes it back, narrowed as NARROWINGS says).
//
//   node scripts/pocketbase-types.mjs           writes pocketbase/pb_data/types.d.ts
//   node scripts/pocketbase-types.mjs --check   then type-checks pocketbase/ (tsc -p pocketbase)
//   node scripts/pocketbase-types.mjs --check --project <tsconfig>   another project (the tests' copies)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensurePocketBase } from './pocketbase-binary.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const typesPath = join(root, 'pocketbase', 'pb_data', 'types.d.ts')

// What the check changes in PocketBase's types (docs/adr/0087). Its generator marks every Go pointer
// optional: these few are always set when a hook runs (a record event has its record, a request event
// its request and URL), so they are made required here rather than asserted at each of the ~100 places
// the hooks read them. A pattern that no longer matches (a new PocketBase) stops the script, to be
// looked at again.
const NARROWINGS = [
  { pattern: /^( {2}record)\?(: Record)$/gm, what: 'the record of a record event' },
  { pattern: /^( {2}collection)\?(: Collection)$/gm, what: 'the collection of a collection or record event' },
  { pattern: /^( {2}request)\?(: http\.Request)$/gm, what: 'the HTTP request of a request event' },
  { pattern: /^( {2}url)\?(: url\.URL)$/gm, what: "an HTTP request's URL" },
  // A slice of pointers PocketBase returns (records found, collections, files...) never holds a nil.
  { pattern: /Array<\(([\w.]+) \| undefined\)>/g, replacement: 'Array<$1>', what: 'slices of pointers' },
  // Every Go interface gets a catch-all `[key:string]: any`: the app (`$app`, `e.app`, `txApp`), its
  // database builder, a response writer… would let any misspelt method through. Removed from all.
  { pattern: /^(\s*interface \w+ \{\n)\s*\[key:string\]: any;\n/gm, replacement: '$1', what: "interfaces' catch-all member" },
  // A collection named by the hooks is one of the schema's (types/shop.d.ts ShopCollectionName, from the
  // record types): a misspelt collection name is an error.
  {
    pattern: /collectionModelOrIdentifier: any/g,
    replacement: 'collectionModelOrIdentifier: Collection | ShopCollectionName',
    what: "the record finders' collection",
  },
  {
    pattern: /(findC(?:ached)?ollectionByNameOrId)\(nameOrId: string\)/g,
    replacement: '$1(nameOrId: ShopCollectionName)',
    what: "the collection finders' name",
  },
  // A record's fields are named as the schema names them (types/shop.d.ts ShopFieldName: any field of
  // any collection, from the record types): a misspelt field read, written or hidden is an error.
  {
    pattern:
      /^( interface Record \{\n(?:(?! \}\n)[\s\S])*?\n {2}(?:get|set|getBool|getString|getInt|getFloat|getDateTime|getStringSlice)\()key: string/gm,
    replacement: '$1key: ShopFieldName',
    what: "a record's field getters and setter",
    repeat: true,
  },
  {
    pattern: /^( interface Record \{\n(?:(?! \}\n)[\s\S])*?\n {2}(?:hide|unhide)\(\.\.\.)fieldNames: string\[\]/gm,
    replacement: '$1fieldNames: ShopFieldName[]',
    what: "a record's hidden fields",
    repeat: true,
  },
  // A file's permission bits are a Go os.FileMode, which a JS number (0o644) converts to.
  {
    pattern: /((?:writeFile)?\(name: string, data: string\|Array<number>, perm: FileMode)\)/g,
    replacement: '$1 | number)',
    what: "$os.writeFile's permission",
  },
  // A collection's rule is a Go *string (nil: superusers only), which canAccessRecord takes as is.
  {
    pattern: /(canAccessRecord\(record: Record, requestInfo: RequestInfo, accessRule: string)\)/g,
    replacement: '$1 | undefined)',
    what: "canAccessRecord's rule",
  },
]

/** PocketBase's types.d.ts as NARROWINGS changes it. */
export function narrowTypes(types) {
  return NARROWINGS.reduce((text, { pattern, replacement = '$1$2', what, repeat }) => {
    if (!pattern.test(text)) throw new Error(`PocketBase's types.d.ts no longer declares ${what} as ${pattern}: update NARROWINGS`)
    // `repeat`: one change per match and per pass (several methods in one block), until none is left.
    let next = text.replace(pattern, replacement)
    while (repeat && next !== text) {
      text = next
      next = text.replace(pattern, replacement)
    }
    return next
  }, types)
}

/** Writes PocketBase's types.d.ts to `target` (only when it differs); returns its path. */
export async function writePocketBaseTypes(target = typesPath) {
  const binary = await ensurePocketBase()
  const scratch = mkdtempSync(join(tmpdir(), 'pb-types-'))
  try {
    const run = spawnSync(
      binary,
      [
        `--dir=${join(scratch, 'data')}`,
        `--migrationsDir=${join(scratch, 'migrations')}`,
        `--hooksDir=${join(scratch, 'hooks')}`,
        'migrate',
        'up',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    )
    const written = join(scratch, 'data', 'types.d.ts')
    if (run.status !== 0 || !existsSync(written)) {
      throw new Error(`PocketBase did not write its types.d.ts (exit ${run.status}): ${run.stderr || run.stdout || run.error}`)
    }
    const types = narrowTypes(readFileSync(written, 'utf8'))
    if (!existsSync(target) || readFileSync(target, 'utf8') !== types) {
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, types)
    }
    return target
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  await writePocketBaseTypes()
  if (args.includes('--check')) {
    const at = args.indexOf('--project')
    const project = at >= 0 ? args[at + 1] : join(root, 'pocketbase', 'tsconfig.json')
    const tsc = join(root, 'node_modules', '.bin', 'tsc')
    const result = spawnSync(tsc, ['-p', project, '--pretty', String(Boolean(process.stdout.isTTY))], { stdio: 'inherit' })
    process.exit(result.status ?? 1)
  }
}
