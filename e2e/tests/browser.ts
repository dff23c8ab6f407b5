import { existsSync } from 'node:fs'

/** Chromium's switches for the e2e browser: no sandbox in containers, no GPU, nothing running in the background. */
export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's full browser: what a spec needs when it reads a part only the full browser has (its PDF viewer). */
export const fullChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: browserArgs,
}

/**
 * Debian's old headless shell (package chromium-headless-shell, installed by .ci/run) when present: the same
 * engine without the full browser's UI and compositor; it used about half the CPU of `/usr/bin/chromium` for the
 * same specs (docs/testing.md), and the browser is most of an end-to-end run's CPU. The full browser otherwise.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
export const e2eBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')
