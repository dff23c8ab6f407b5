import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

/**
 * A new version of the installed app (issue 39): deployed while a person works, it is announced and waits; the
 * text they were typing stays; it is applied only when they accept, and then the page runs the new version.
 * A deployment is simulated by changing the service worker script the server serves (the browser's update
 * check compares it byte by byte), put back afterwards.
 */
const serviceWorkerScript = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url))
const admin = { email: 'admin@demo.com', password: 'admin' }

test.use({ serviceWorkers: 'allow' })

test('a new version is announced, waits while a person types, and is applied when they accept', async ({
  page,
}) => {
  // Installing the service worker precaches every screen: a while on a busy machine.
  test.setTimeout(120_000)
  await signIn(page, admin)
  await page.goto('/apps/aliados/list')
  await expect(page.getByRole('heading', { name: 'Aliados', level: 1 })).toBeVisible({ timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
  })
  const search = page.getByRole('searchbox', { name: 'Buscar aliado o supervisor' })
  await search.fill('Autos del Norte')
  // Marks this page load: a reload forgets it.
  await page.evaluate(() => ((window as unknown as { loadMark: boolean }).loadMark = true))
  const deployed = readFileSync(serviceWorkerScript, 'utf8')
  try {
    writeFileSync(serviceWorkerScript, `${deployed}\n// a new deployment\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByRole('alert').filter({ hasText: 'Nueva versión disponible' })
    await expect(prompt).toBeVisible({ timeout: 30_000 })
    // Nothing reloaded under the person: the page and the text they typed are as they were.
    await expect(search).toHaveValue('Autos del Norte')
    expect(await page.evaluate(() => (window as unknown as { loadMark?: boolean }).loadMark)).toBe(true)

    await prompt.getByRole('button', { name: 'Actualizar' }).click()
    // The mark is gone once the page has loaded again (read while it reloads, the page has no context).
    const loadMark = () =>
      page
        .evaluate(() => (window as unknown as { loadMark?: boolean }).loadMark ?? false)
        .catch(() => 'reloading')
    await expect.poll(loadMark, { timeout: 30_000 }).toBe(false)
    await expect(page.getByRole('heading', { name: 'Aliados', level: 1 })).toBeVisible({ timeout: 20_000 })
    // The version now in charge is the deployed one, and nothing waits any more.
    const states = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: registration?.waiting !== null, active: registration?.active?.state }
    })
    expect(states).toEqual({ waiting: false, active: 'activated' })
    await expect(page.getByText('Nueva versión disponible')).toHaveCount(0)
  } finally {
    writeFileSync(serviceWorkerScript, deployed)
  }
})
