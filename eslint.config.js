import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.pocketbase', 'pocketbase/pb_data', 'test-results'] },
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
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    // Route modules (DESIGN §11) export `Component` beside their `loader` and `action`.
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(skip|skipIf|runIf|fixme|only)$/]',
          message: 'No skipped or focused test: a missing fixture fails the test (tests/e2e/fixtures.ts `needed`).',
        },
        {
          selector:
            "CallExpression[callee.property.name='spyOn'][arguments.0.name='console'], AssignmentExpression > MemberExpression.left[object.name='console']",
          message: "Declare an expected console message with expectConsoleError/expectConsoleWarn from '@/testing/console'.",
        },
      ],
    },
  },
  {
    // PocketBase's JS runtime (goja): migrations and hooks use its globals ($app, migrate, Collection...).
    files: ['pocketbase/pb_migrations/**/*.js', 'pocketbase/pb_hooks/**/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-undef': 'off' },
  },
)
