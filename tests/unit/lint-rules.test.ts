// The layering and naming rules of eslint.config.js (docs/adr/0064), run through ESLint's Node API on
// small snippets placed at made-up paths in src/: each forbidden import is reported, each allowed one is not.
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** A module that exists in a feature (imports must resolve for the rule to judge them). */
function moduleOf(feature: string): string {
  const file = readdirSync(resolve(root, 'src/features', feature)).find((name) => /^[a-z-]+\.tsx?$/.test(name) && !name.includes('.test.'))
  if (!file) throw new Error(`no module in src/features/${feature}`)
  return file.replace(/\.tsx?$/, '')
}
const catalogue = moduleOf('catalogue')

/** What the layering and naming rules report for `code` saved as `path` (relative to the project). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) })
  return (result?.messages ?? [])
    .filter((message) => /^(import-x|check-file)\//.test(message.ruleId ?? '') || message.fatal)
    .map((message) => `${message.ruleId}: ${message.message}`)
}

describe('one-way imports', () => {
  it.each([
    ['alias', `import { x } from '@/features/catalogue/${catalogue}'`],
    ['relative', `import { x } from '../catalogue/${catalogue}'`],
    ['dynamic', `export const load = () => import('@/features/catalogue/${catalogue}')`],
    ['re-export', `export { x } from '@/features/catalogue/${catalogue}'`],
  ])('refuse a feature importing another feature (%s)', async (_, code) => {
    expect(await lint('src/features/admin/fixture.ts', `${code}\nexport const y = 1\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/),
    ])
  })

  it('refuse a feature importing the app', async () => {
    expect(await lint('src/features/admin/fixture.ts', "import { router } from '@/app/router'\nexport { router }\n")).toEqual([
      expect.stringMatching(/A feature never imports src\/app/),
    ])
  })

  it.each(['src/lib/fixture.ts', 'src/components/fixture.tsx'])('refuse shared code (%s) importing a feature or the app', async (path) => {
    const code = `import { x } from '@/features/catalogue/${catalogue}'\nimport { router } from '../app/router'\nexport { x, router }\n`
    expect(await lint(path, code)).toEqual([
      expect.stringMatching(/Shared code .* never imports a feature or src\/app/),
      expect.stringMatching(/Shared code .* never imports a feature or src\/app/),
    ])
  })

  it('keep src/testing for tests', async () => {
    const code = "import { renderApp } from '@/testing/test-utils'\nexport { renderApp }\n"
    expect(await lint('src/features/admin/fixture.ts', code)).toEqual([expect.stringMatching(/src\/testing is for tests only/)])
    expect(await lint('src/features/admin/fixture.test.ts', code)).toEqual([])
  })

  it('let the app import features, and features import their own files and the shared code', async () => {
    expect(await lint('src/app/fixture.ts', `export const load = () => import('@/features/catalogue/${catalogue}')\n`)).toEqual([])
    const own = `import { x } from './${catalogue}'\nimport { pb } from '@/lib/pocketbase'\nimport { Price } from '../../components/price'\nexport { x, pb, Price }\n`
    expect(await lint('src/features/catalogue/fixture.ts', own)).toEqual([])
  })
})

describe('file names', () => {
  it('refuse a file or a folder not in kebab-case', async () => {
    expect(await lint('src/features/admin/ProductForm.tsx', 'export const y = 1\n')).toEqual([
      expect.stringMatching(/^check-file\/filename-naming-convention: /),
    ])
    expect(await lint('src/features/admin/productForms/fixture.ts', 'export const y = 1\n')).toEqual([
      expect.stringMatching(/^check-file\/folder-naming-convention: /),
    ])
  })

  it('accept kebab-case names with middle extensions and route modules', async () => {
    expect(await lint('src/features/admin/product-form.test.tsx', 'export const y = 1\n')).toEqual([])
    expect(await lint('src/features/admin/product-form-route.tsx', 'export const y = 1\n')).toEqual([])
  })
})
