import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// Two projects: fast unit + component tests in jsdom (msw plays PocketBase), and integration tests
// against a real, throwaway PocketBase started by tests/integration/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'build/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // CI shares two cores with PocketBase and Chromium: a whole app render can take seconds there.
          testTimeout: 15_000,
          // Every core: Vitest keeps one free by default, a single worker on CI's two (479 s → 313 s).
          // Each file keeps its own module graph: modules hold caches (the catalogue, the session,
          // the shop's identity) that one file must not hand to the next (docs/adr/0143).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A CI run (.ci/run sets CI) tries a failed test once more: docs/adr/0143.
          retry: process.env.CI ? 1 : 0,
        },
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
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
