import { fileURLToPath, URL } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}'
const unitTest = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'build/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  setupFiles: ['src/testing/setup-tests.ts'],
  // CI shares two cores with PocketBase and Chromium: a whole app render can take seconds there.
  testTimeout: 15_000,
}

// Three projects: fast unit + component tests in jsdom (msw plays PocketBase; the few that mock a module
// in a project of their own), and integration tests against a real, throwaway PocketBase started by
// tests/integration/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          ...unitTest,
          exclude: [...configDefaults.exclude, ISOLATED],
          // One jsdom and one module graph per worker instead of per file: the unit step ran 40 % faster
          // (src/testing/setup-tests.ts resets the DOM, msw, the mock records and the console check
          // after every test, so nothing leaks from one file into the next).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        // A file that replaces a module with vi.mock needs a module graph of its own: named
        // `*.isolated.test.tsx`, it runs with per-file isolation (`npm test -- unit` runs both projects).
        test: { name: 'unit-isolated', ...unitTest, include: [ISOLATED] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
