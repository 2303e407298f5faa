// The server's code is type-checked against PocketBase's own JSVM types and the shop's record types
// (`node scripts/pocketbase-types.mjs --check`, docs/adr/0087): a misspelt PocketBase call or collection
// name in a hook and a misspelt field of a record's data in a lib are errors. Each case checks a copy of a real file,
// changed by one word, beside the project's own types, and compares it with the unchanged copy.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const pocketbase = join(root, 'pocketbase')
const temp = mkdtempSync(join(tmpdir(), 'bijoux-hooks-typecheck-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** The check's errors about `file` (a copy of pocketbase/<path>, changed by `change`), as `line: TSxxxx message`. */
function errorsOf(path: string, change: (source: string) => string): string[] {
  const name = path.replace(/[/.]/g, '-') + (change === unchanged ? '-as-is' : '-changed') + '.js'
  const copy = join(temp, name)
  // Without its first line (`/// <reference path="../pb_data/types.d.ts" />`, for editors): the project lists the types.
  const source = readFileSync(join(pocketbase, path), 'utf8').replace(/^\/\/\/ <reference path=.*\n/, '')
  writeFileSync(copy, change(source))
  const project = join(temp, `tsconfig-${name}.json`)
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(pocketbase, 'tsconfig.json'),
      files: ['pb_data/types.d.ts', 'types/goja.d.ts', 'types/shop.d.ts'].map((file) => join(pocketbase, file)).concat(copy),
      include: [],
    }),
  )
  const run = spawnSync(process.execPath, [join(root, 'scripts/pocketbase-types.mjs'), '--check', '--project', project], {
    cwd: temp, // tsc names files relative to it
    encoding: 'utf8',
  })
  if (run.error) throw run.error
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith(name + '('))
    .map((line) => line.slice(name.length).replace(/^\((\d+),\d+\): error /, '$1: '))
}
const unchanged = (source: string) => source

/** `source` with the first `from` replaced by `to` (the test fails if the file no longer has it). */
function misspell(from: string, to: string) {
  return (source: string) => {
    expect(source).toContain(from)
    return source.replace(from, to)
  }
}

describe('the type check of the hooks', () => {
  it('refuses a misspelt PocketBase method in a hook', () => {
    expect(errorsOf('pb_hooks/account.pb.js', unchanged)).toEqual([])
    const errors = errorsOf('pb_hooks/account.pb.js', misspell('.findRecordById(', '.findRecordByIdd('))
    expect(errors).toEqual([expect.stringMatching(/^\d+: TS2551: Property 'findRecordByIdd' does not exist on type .*findRecordById/)])
  })

  it('refuses a collection the schema does not have', () => {
    const errors = errorsOf('pb_hooks/account.pb.js', misspell('findRecordById("users"', 'findRecordById("user"'))
    expect(errors).toEqual([
      expect.stringMatching(
        /^\d+: TS2345: Argument of type '"user"' is not assignable to parameter of type 'Collection \| ShopCollectionName'/,
      ),
    ])
  })

  it('refuses a misspelt method of a record', () => {
    const errors = errorsOf('pb_hooks/orders.pb.js', misspell('.getString(', '.getStrin('))
    expect(errors).toEqual([expect.stringMatching(/^\d+: TS2551: Property 'getStrin' does not exist on type 'Record'/)])
  })

  it('refuses a field the record types do not have', () => {
    const before = errorsOf('pb_hooks/lib/mail-templates.js', unchanged)
    const after = errorsOf('pb_hooks/lib/mail-templates.js', misspell('order.customer_name', 'order.custmer_name'))
    const added = after.filter((error) => !before.includes(error))
    expect(added).toEqual([expect.stringMatching(/^\d+: TS2551: Property 'custmer_name' does not exist on type 'OrderMailData'/)])
  })
})
