import { chromium, type Browser } from 'playwright-core'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Lighthouse's mobile profile runs the page on a CPU four times slower than the machine's. */
const PHONE_SLOWDOWN = 4
/** A task over 50 ms on the phone blocks input (Lighthouse's total blocking time counts the excess). */
const BLOCKING_MS = 50

const SCREENS = [
  { account: 'visitador@demo.com', password: 'visitador', path: '/apps/visitas/mis-visitas' },
  { account: 'ventas@demo.com', password: 'ventas', path: '/apps/solicitudes/list' },
  { account: 'admin@demo.com', password: 'admin', path: '/apps/aliados/list' },
].filter(
  ({ account }) =>
    !process.env.LIGHTHOUSE_SCREENS || process.env.LIGHTHOUSE_SCREENS.includes(account.split('@')[0]!),
)

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  /** The thread's CPU time in the event (µs): what a busy machine does not stretch, unlike `dur`. */
  tdur?: number
  args?: { name?: string }
}

/**
 * The main thread's tasks while a signed-in screen opens on a phone-size page, by CPU time (issue 39). On the
 * shared machine Lighthouse's wall-clock figures grow with the load (a 5 ms slice of React's work waits its turn
 * and counts as a long task); the thread's CPU time does not. Prints per load: the main thread's CPU ms, the
 * longest tasks, and "blocking at 4x": the sum of (4 × CPU ms − 50) over the tasks that would exceed 50 ms on
 * Lighthouse's simulated phone, a load-proof stand-in for its TBT to compare two builds with.
 * `LIGHTHOUSE_URL=http://127.0.0.1:PORT npx tsx bench/main-thread-tasks.ts` (a server with the demo data).
 */
async function main() {
  const base = process.env.LIGHTHOUSE_URL
  if (!base) throw new Error('LIGHTHOUSE_URL: a running server with DEMO_SEED=true')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    for (const screen of SCREENS) {
      const loads = []
      for (let run = 0; run < Number(process.env.TASK_RUNS ?? 3); run++)
        loads.push(await measure(browser, base, screen))
      console.log(`${screen.path} (${screen.account.split('@')[0]}):`)
      for (const load of loads) console.log(`  ${JSON.stringify(load)}`)
    }
  } finally {
    await browser.close()
  }
}

async function measure(browser: Browser, base: string, screen: (typeof SCREENS)[number]) {
  const response = await fetch(`${base}/api/v1/allies/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: screen.account, password: screen.password }),
  })
  const session = (await response.json()) as Record<string, unknown>
  // A first visit's page: no service worker, an empty cache (a new context), Lighthouse's phone size.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  await context.addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: encodeURIComponent(String(session[name])),
      url: base,
      sameSite: 'Strict' as const,
    })),
  )
  await context.addInitScript(
    ([userData, rules]) => {
      const storage = (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } })
        .localStorage
      storage.setItem('userData', userData)
      storage.setItem('userAbilityRules', rules)
    },
    [JSON.stringify(session.userData), JSON.stringify(session.userAbilityRules)] as const,
  )
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  await page.goto(`${base}${screen.path}`)
  await page.waitForSelector('main h1', { timeout: 120_000 })
  // The screen's follow-up work (the app bar's tools, the data's second render) within the next seconds.
  await page.waitForTimeout(4_000)
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await context.close()
  const renderers = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const byThread = new Map<string, number[]>()
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`
    if (event.name !== 'RunTask' || event.ph !== 'X' || !event.tdur || !renderers.has(thread)) continue
    byThread.set(thread, [...(byThread.get(thread) ?? []), event.tdur / 1000])
  }
  // The page's main thread is the renderer thread that worked the most (others: blank pages, extensions).
  const sum = (tasks: number[]) => tasks.reduce((total, ms) => total + ms, 0)
  const tasks = [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? []
  const long = tasks.filter((ms) => ms * PHONE_SLOWDOWN > BLOCKING_MS).sort((a, b) => b - a)
  return {
    'cpu ms': Math.round(sum(tasks)),
    'blocking at 4x ms': Math.round(sum(long.map((ms) => ms * PHONE_SLOWDOWN - BLOCKING_MS))),
    'longest tasks ms': long.slice(0, 6).map(Math.round),
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
