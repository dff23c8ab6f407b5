import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startServerProcess } from '../test/helpers/server-process'
import { machineLoad } from './load'
import { mainThreadProfile, type LighthouseResult } from './lighthouse-profile'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist')

/**
 * The signed-in screens of issue 39, each opened by the person who works on it: the field agent's day on a phone,
 * the seller's applications, the administrator's ally list. LIGHTHOUSE_SCREENS=visitador limits the run.
 */
const SCREENS = [
  { account: 'visitador@demo.com', password: 'visitador', path: '/apps/visitas/mis-visitas' },
  { account: 'ventas@demo.com', password: 'ventas', path: '/apps/solicitudes/list' },
  { account: 'admin@demo.com', password: 'admin', path: '/apps/aliados/list' },
].filter(
  ({ account }) =>
    !process.env.LIGHTHOUSE_SCREENS || process.env.LIGHTHOUSE_SCREENS.includes(account.split('@')[0]!),
)

/**
 * Lighthouse (default mobile profile: throttled 4G, a mid-range phone's CPU) on `/login` and on the signed-in
 * screens above, against `npm start` as a new user would run it (demo data, embedded database, built web app).
 * Each screen: signed in once in the same browser (cookies and localStorage as the app sets them), then a cold
 * load (HTTP cache and service worker dropped, the session kept) and a warm one (the second load, from the cache). Beside the score:
 * the script the page downloaded and where the main thread went (LIGHTHOUSE_PROFILE=true prints the detail).
 */
export async function runLighthouse() {
  if (
    (!process.env.LIGHTHOUSE_URL && !existsSync(path.join(WEB_DIST, 'index.html'))) ||
    !existsSync(CHROMIUM)
  ) {
    console.log(`\nLighthouse: skipped (needs the built web app in ${WEB_DIST} and ${CHROMIUM})`)
    return
  }
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const rows: Array<Record<string, string | number>> = []
    const profiles: string[] = []
    rows.push((await audit(`${server.url}/login`, chrome.port, 'cold', false)).figures)
    for (const screen of SCREENS) {
      await signIn(chrome.port, server.url, screen.account, screen.password)
      await forgetDownloads(chrome.port, server.url)
      for (const load of ['cold', 'warm'] as const) {
        const url = `${server.url}${screen.path}`
        const row = await audit(url, chrome.port, load, true)
        rows.push({ ...row.figures, account: screen.account.split('@')[0]! })
        // Each line as it comes: a run on a busy machine takes many minutes.
        console.log(`  ${JSON.stringify(rows.at(-1))}`)
        // LIGHTHOUSE_JSON=dir keeps each full report (the trace's figures, every audit) for a closer look.
        if (process.env.LIGHTHOUSE_JSON)
          writeFileSync(
            path.join(process.env.LIGHTHOUSE_JSON, `${screen.account.split('@')[0]}-${load}.json`),
            JSON.stringify(row.lhr),
          )
        if (process.env.LIGHTHOUSE_PROFILE === 'true')
          profiles.push(`${screen.path} (${load}):\n${mainThreadProfile(row.lhr)}`)
      }
    }
    console.log('\nLighthouse (mobile profile)')
    console.table(rows)
    for (const profile of profiles) console.log(profile)
    console.log(`Machine: ${machineLoad()}`)
  } catch (error) {
    console.log(`\nLighthouse failed: ${(error as Error).message}`)
  } finally {
    await chrome.kill()
    await server.stop()
  }
}

/**
 * `npm start` with the demo data in a scratch directory, or LIGHTHOUSE_URL's server when given (one already
 * started with DEMO_SEED=true: on a busy machine the migration and the seed take minutes).
 */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.LIGHTHOUSE_URL) return { url: process.env.LIGHTHOUSE_URL, stop: async () => undefined }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-lighthouse-'))
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server.ts'],
    { DATA_DIR: dataDir, DEMO_SEED: 'true', WEB_DIST, LOG_LEVEL: 'warn' },
    // Migrating and seeding the demo data takes minutes on a busy shared machine.
    300_000,
  )
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function audit(url: string, port: number, load: 'cold' | 'warm', keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Kept storage keeps the HTTP cache too: the cold run empties it first (forgetDownloads).
    disableStorageReset: keepStorage,
  })
  const lhr = result!.lhr as unknown as LighthouseResult
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? ''
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  const kb = (key: 'transferSize' | 'resourceSize') =>
    Math.round(scripts.reduce((sum, item) => sum + Number(item[key] ?? 0), 0) / 1024)
  return {
    lhr,
    figures: {
      page: new URL(url).pathname,
      load,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      // Over the wire (0 when the service worker or the HTTP cache served it all), and what the page ran
      // (uncompressed, from wherever it came): a warm load downloads nothing but runs the same script.
      'script KB': kb('transferSize'),
      'script KB run': kb('resourceSize'),
      'main thread': metric('mainthread-work-breakdown'),
      // Why a page has no figures (NO_FCP: nothing painted within Lighthouse's wait, as on a starved machine).
      error: lhr.runtimeError?.code ?? '',
      load_average: machineLoad().replace(/^.*load average /, ''),
      // Two machines' figures compare only at a like host speed: the simulated phone is the host slowed 4×.
      host_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    },
  }
}

/**
 * Makes the next load a first visit's (cold): drops the browser's HTTP cache and the app's service worker with
 * its precache (the sign-in page installed them), not cookies, localStorage or IndexedDB (the session). Without
 * the second part the "cold" load was served by the service worker: no script over the wire, a warm load.
 */
async function forgetDownloads(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0]!.newPage()
  const session = await page.context().newCDPSession(page)
  await session.send('Network.clearBrowserCache')
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(origin).origin,
    storageTypes: 'service_workers,cache_storage',
  })
  await page.close()
  await browser.close()
}

/** Signs in as `email` in Lighthouse's browser, storing the session the way the web app does. */
async function signIn(port: number, baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/allies/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`)
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

// `npm run bench:lighthouse -w @mesa/api`: this part of the bench alone.
if (process.argv[1]?.endsWith('lighthouse.ts'))
  runLighthouse().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
