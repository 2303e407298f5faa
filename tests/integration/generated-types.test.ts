// `npm run types -- --check` (a step of `npm test`): passes while src/lib/pocketbase-types.ts is what
// the migrations give, fails and names the command to run once a migration changes the schema.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const typesFile = join(root, 'src/lib/pocketbase-types.ts')
const temp = mkdtempSync(join(tmpdir(), 'bijoux-types-check-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

function checkTypes(...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, 'scripts/generate-types.mjs'), '--check', ...args], { cwd: root, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('npm run types -- --check', () => {
  it('passes when the generated types are the migrations’', () => {
    const run = checkTypes()
    expect(run.output).toContain('src/lib/pocketbase-types.ts and src/lib/record-constants/ match the migrations')
    expect(run.status).toBe(0)
  })

  it('fails when a migration adds a field the types do not have, and writes nothing', () => {
    const before = readFileSync(typesFile, 'utf8')
    const migrations = join(temp, 'pb_migrations')
    cpSync(join(root, 'pocketbase/pb_migrations'), migrations, { recursive: true })
    writeFileSync(
      join(migrations, '1999999999_engraving.js'),
      [
        'migrate((app) => {',
        '  const products = app.findCollectionByNameOrId("products")',
        '  products.fields.add(new TextField({ name: "engraving", max: 40 }))',
        '  app.save(products)',
        '})',
        '',
      ].join('\n'),
    )

    const run = checkTypes(`--migrations=${migrations}`)
    expect(run.status).toBe(1)
    expect(run.output).toContain('src/lib/pocketbase-types.ts is not what the migrations give')
    // The first difference: the new field, in the record's interface.
    expect(run.output).toMatch(/from the migrations: .*engraving\?: string/)
    expect(run.output).toContain('Run `npm run types`')
    expect(readFileSync(typesFile, 'utf8')).toBe(before)
  })
})
