// The server's code is type-checked against PocketBase's own JSVM types and the shop's record types
// (`node scripts/pocketbase-types.mjs --check`, docs/adr/0087): a misspelt PocketBase call, collection
// name or record field in a hook, and a misspelt field of a record's data in a lib, are errors. Each
// case is a copy of a real file changed by one word, checked beside the project's own types (all the
// copies in one run of the check) and compared with the unchanged copy.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const pocketbase = join(root, 'pocketbase')
const temp = mkdtempSync(join(tmpdir(), 'bijoux-hooks-typecheck-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Each copy: the file of pocketbase/ it copies, and the one word changed (none for the unchanged copy). */
const COPIES = {
  'account-as-is': { path: 'pb_hooks/account.pb.js' },
  'account-method': { path: 'pb_hooks/account.pb.js', from: '.findRecordById(', to: '.findRecordByIdd(' },
  'account-collection': { path: 'pb_hooks/account.pb.js', from: 'findRecordById("users"', to: 'findRecordById("user"' },
  'orders-record-method': { path: 'pb_hooks/orders.pb.js', from: '.getString(', to: '.getStrin(' },
  'orders-field': { path: 'pb_hooks/orders.pb.js', from: '.getString("status")', to: '.getString("statuss")' },
  'templates-as-is': { path: 'pb_hooks/lib/mail-templates.js' },
  'templates-field': { path: 'pb_hooks/lib/mail-templates.js', from: 'order.customer_name', to: 'order.custmer_name' },
}
type Copy = keyof typeof COPIES

let output = ''
beforeAll(() => {
  for (const [name, copy] of Object.entries(COPIES) as Array<[Copy, { path: string; from?: string; to?: string }]>) {
    // Without its first line (`/// <reference path="../pb_data/types.d.ts" />`, for editors): the project lists the types.
    const source = readFileSync(join(pocketbase, copy.path), 'utf8').replace(/^\/\/\/ <reference path=.*\n/, '')
    if (copy.from !== undefined && !source.includes(copy.from)) throw new Error(`${copy.path} no longer has ${copy.from}`)
    writeFileSync(join(temp, `${name}.js`), copy.from === undefined ? source : source.replace(copy.from, copy.to ?? ''))
  }
  const project = join(temp, 'tsconfig.json')
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(pocketbase, 'tsconfig.json'),
      files: ['pb_data/types.d.ts', 'types/goja.d.ts', 'types/shop.d.ts']
        .map((file) => join(pocketbase, file))
        .concat(Object.keys(COPIES).map((name) => join(temp, `${name}.js`))),
      include: [],
    }),
  )
  const run = spawnSync(process.execPath, [join(root, 'scripts/pocketbase-types.mjs'), '--check', '--project', project], {
    cwd: temp, // tsc names files relative to it
    encoding: 'utf8',
  })
  if (run.error) throw run.error
  output = run.stdout
}, 60_000)

/** The check's errors about one copy, as `line: TSxxxx message`. */
function errorsOf(name: Copy): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(`${name}.js(`))
    .map((line) => line.slice(`${name}.js`.length).replace(/^\((\d+),\d+\): error /, '$1: '))
}

describe('the type check of the hooks', () => {
  it('refuses a misspelt PocketBase method in a hook', () => {
    expect(errorsOf('account-as-is')).toEqual([])
    expect(errorsOf('account-method')).toEqual([
      expect.stringMatching(/^\d+: TS2551: Property 'findRecordByIdd' does not exist on type .*findRecordById/),
    ])
  })

  it('refuses a collection the schema does not have', () => {
    expect(errorsOf('account-collection')).toEqual([
      expect.stringMatching(
        /^\d+: TS2345: Argument of type '"user"' is not assignable to parameter of type 'Collection \| ShopCollectionName'/,
      ),
    ])
  })

  it('refuses a misspelt method of a record', () => {
    expect(errorsOf('orders-record-method')).toEqual([
      expect.stringMatching(/^\d+: TS2551: Property 'getStrin' does not exist on type 'Record'/),
    ])
  })

  it('refuses a field the schema does not have, read from a record', () => {
    expect(errorsOf('orders-field')).toEqual([
      expect.stringMatching(/^\d+: TS2345: Argument of type '"statuss"' is not assignable to parameter of type 'ShopFieldName'/),
    ])
  })

  it('refuses a field the record types do not have, in the data an e-mail reads', () => {
    const before = errorsOf('templates-as-is')
    const added = errorsOf('templates-field').filter((error) => !before.includes(error))
    expect(added).toEqual([expect.stringMatching(/^\d+: TS2551: Property 'custmer_name' does not exist on type 'OrderMailData'/)])
  })
})
