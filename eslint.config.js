import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import globals from 'globals'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * One-way imports (docs/adr/0064): src/app → src/features → the shared src/components and src/lib.
 * A feature never imports another feature, nor the app; shared code never imports a feature or the
 * app. Paths are resolved first (the `@/` alias and relative imports alike), so `../b/x` is caught too.
 */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports src/app: the app composes the features, not the other way round.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (src/components, src/lib) never imports a feature or src/app.',
  },
]
const testingZone = {
  target: './src',
  from: './src/testing',
  message: 'src/testing is for tests only (*.test.ts(x) and test helpers).',
}
/** Test files and the helpers only tests import. */
const testFiles = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/features/*/testing/**', 'src/**/test-data.ts', 'src/**/testing-data.ts']

/** What every test file may not do (docs/adr/0065). */
const TEST_SYNTAX = [
  {
    selector: 'CallExpression > MemberExpression.callee[property.name=/^(skip|skipIf|runIf|fixme|only)$/]',
    message: 'No skipped or focused test: a missing fixture fails the test (tests/e2e/fixtures.ts `needed`).',
  },
  {
    selector:
      "CallExpression[callee.property.name='spyOn'][arguments.0.name='console'], AssignmentExpression > MemberExpression.left[object.name='console']",
    message: "Declare an expected console message with expectConsoleError/expectConsoleWarn from '@/testing/console'.",
  },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.pocketbase', 'pocketbase/pb_data', 'test-results', '.cache', '.facturx-venv'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.app.json` })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    // Production code also keeps out of src/testing (this block's zones replace the ones above).
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, testingZone] }] },
  },
  {
    // Files and folders are named in kebab-case; `.test` and the like are middle extensions.
    files: ['{src,tests,build,functions,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests,build,functions,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // react-router is one module of the storefront's entry: every export the app uses anywhere (the
    // admin too) is kept there, in every shopper's first visit (docs/adr/0111). These have a lighter way.
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['href', 'data', 'useBlocker', 'unstable_usePrompt'],
          message: 'In the entry for every shopper: use href from @/lib/paths, a thrown Response, or useRouteBlocker (docs/adr/0111).',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    // Route modules (docs/architecture.md#from-a-url-to-its-code) export `Component` beside their `loader` and `action`.
    rules: { 'react-refresh/only-export-components': ['warn', { allowConstantExport: true, allowExportNames: ['loader', 'action'] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // A test runs its whole body or fails, and fails on an unexpected console message (docs/adr/0065).
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{test,spec}.ts', 'functions/**/*.test.ts', 'build/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TEST_SYNTAX] },
  },
  {
    // PocketBase's JS runtime (goja): migrations and hooks use its globals ($app, migrate, Collection...).
    files: ['pocketbase/pb_migrations/**/*.js', 'pocketbase/pb_hooks/**/*.js', 'scripts/**/*.pb.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-undef': 'off' },
  },
)
