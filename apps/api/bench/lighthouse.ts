import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startServerProcess } from '../test/helpers/server-process'
import { machineLoad } from './load'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist')

/**
 * Lighthouse (default mobile profile: throttled 4G, a mid-range phone's CPU) on `/login` and on the signed-in
 * ally list, against `npm start` as a new user would run it (demo data, embedded database, built web app).
 * The signed-in run signs in once in the same browser (cookies and localStorage as the app sets them) and
 * tells Lighthouse to keep that storage.
 */
export async function runLighthouse() {
  if (!existsSync(path.join(WEB_DIST, 'index.html')) || !existsSync(CHROMIUM)) {
    console.log(`\nLighthouse: skipped (needs the built web app in ${WEB_DIST} and ${CHROMIUM})`)
    return
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-lighthouse-'))
  const server = await startServerProcess(['--import', 'tsx', 'src/server.ts'], {
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    WEB_DIST,
    LOG_LEVEL: 'warn',
  })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const rows = []
    rows.push(await audit(`${server.url}/login`, chrome.port, false))
    await signIn(chrome.port, server.url)
    rows.push(await audit(`${server.url}/apps/aliados/list`, chrome.port, true))
    console.log('\nLighthouse (mobile profile)')
    console.table(rows)
    console.log(`Machine: ${machineLoad()}`)
  } catch (error) {
    console.log(`\nLighthouse failed: ${(error as Error).message}`)
  } finally {
    await chrome.kill()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function audit(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  })
  const lhr = result!.lhr
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? ''
  return {
    page: new URL(url).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
  }
}

/** Signs in as the demo administrator in Lighthouse's browser, storing the session the way the web app does. */
async function signIn(port: number, baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/allies/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  const session = (await response.json()) as {
    accessToken: string
    refreshToken: string
    userData: unknown
    userAbilityRules: unknown
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]!
  await context.addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: encodeURIComponent(session[name]),
      url: baseUrl,
      sameSite: 'Strict' as const,
    })),
  )
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await page.evaluate(
    ([userData, rules]) => {
      const storage = (
        globalThis as unknown as {
          localStorage: Map<string, string> & { setItem: (k: string, v: string) => void }
        }
      ).localStorage
      storage.setItem('userData', userData)
      storage.setItem('userAbilityRules', rules)
    },
    [JSON.stringify(session.userData), JSON.stringify(session.userAbilityRules)] as const,
  )
  await page.close()
  // Disconnecting leaves the browser (launched by chrome-launcher) running for Lighthouse.
  await browser.close()
}
