import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests against the production build: the API process serves apps/web/dist (root `npm test`
 * builds it first) with a fresh database in a temporary DATA_DIR, seeded with the demo accounts.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
// Workers load this file too: keep one data directory per run.
process.env.MESA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mesa-e2e-'))

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    locale: 'es-MX',
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start -w @mesa/api',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseURL}/api/v1/config`,
    reuseExistingServer: !process.env.CI,
    // The first start migrates and seeds every feature's demo data (about a minute on an idle 2-core machine).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.MESA_E2E_DATA_DIR,
      DEMO_SEED: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  },
})
