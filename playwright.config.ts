import { defineConfig } from '@playwright/test'

// Browser tests. Run them with `npm run test:e2e` (tests/e2e/run.mjs): the harness starts a throwaway
// PocketBase, builds and serves the app, then calls Playwright with E2E_BASE_URL and E2E_FIXTURES set.
// Playwright drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); it never downloads one.
const baseURL = process.env.E2E_BASE_URL
if (!baseURL) {
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e` (tests/e2e/run.mjs).')
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two cores run PocketBase, vite preview and the browsers: one retry in CI absorbs a slow machine.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
})
