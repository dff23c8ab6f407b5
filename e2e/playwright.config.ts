import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { browserArgs, e2eBrowserPath } from './tests/browser'

/**
 * End-to-end tests against the production build: the API process serves apps/web/dist (root `npm test`
 * builds it first) with a fresh database in a temporary DATA_DIR, seeded with the demo accounts.
 *
 * E2E_WORKERS=n (default 1, as in .ci/run) runs n workers, each against a server of its own (port
 * E2E_PORT + i, data directory MESA_E2E_DATA_DIR for the first, `<it>-lane<i>` for the others): the spec files
 * are shared out between the workers, and no two workers ever touch the same database, so a spec sees the same
 * freshly seeded data as when it runs alone, plus what the spec files before it on its lane did.
 */
const lanes = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))
const firstPort = Number(process.env.E2E_PORT ?? 4173)
// Workers load this file too: keep one set of data directories per run (the first one's name is inherited).
process.env.MESA_E2E_BASE_DATA_DIR ??=
  process.env.MESA_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mesa-e2e-'))
const base = process.env.MESA_E2E_BASE_DATA_DIR
const dataDirOf = (lane: number) => (lane === 0 ? base : `${base}-lane${lane}`)
// In a worker, its lane (Playwright numbers running workers 0 … workers-1); in the runner, lane 0.
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % lanes
// Specs read this to find the mail their server wrote (e2e/tests/mail-pickup.ts).
process.env.MESA_E2E_DATA_DIR = dataDirOf(lane)
const urlOf = (lane: number) => `http://127.0.0.1:${firstPort + lane}`

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: lanes,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: urlOf(lane),
    locale: 'es-MX',
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every test its snapshots; under CI only the retry of a failed test records one
    // (the first attempt's error is still reported), locally every failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches every screen (issue 39): a spec that needs it (field-visit-offline) allows it;
    // the others run without it, so no test pays for a precache it never uses nor reads a stale cached screen.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: browserArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: lanes }, (_, lane) => {
    mkdirSync(dataDirOf(lane), { recursive: true })
    return {
      command: 'npm run start -w @mesa/api',
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      url: `${urlOf(lane)}/api/v1/config`,
      reuseExistingServer: !process.env.CI,
      // The first start migrates and seeds every feature's demo data (about a minute on an idle 2-core machine).
      timeout: 300_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        DATA_DIR: dataDirOf(lane),
        DEMO_SEED: 'true',
        // The mailbox-account spec's IMAP server listens on 127.0.0.1 (production refuses internal hosts).
        MAIL_ACCOUNT_INTERNAL_HOSTS: 'true',
        PORT: String(firstPort + lane),
        // Nobody reads the server's log here (stdout is ignored), and two lines a request (a page load asks for
        // about a hundred assets) cost the shared CPU.
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
      },
    }
  }),
})
