import { expect, type Page } from '@playwright/test'

export const users = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

interface Session {
  accessToken: string
  refreshToken: string
  userAbilityRules: { action: string; subject: string }[]
  userData: { role: string }
}

/** Signs in through the API and stores the session the way the app does (cookies + localStorage). */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<Session> {
  const response = await page.request.post('/api/v1/allies/login/', { data: user })
  expect(response.status()).toBe(201)
  const session = (await response.json()) as Session
  await page.goto('/pages/misc/coming-soon')
  await page.evaluate((s) => {
    const cookie = (name: string, value: string) =>
      (document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict`)
    cookie('accessToken', s.accessToken)
    cookie('refreshToken', s.refreshToken)
    localStorage.setItem('userData', JSON.stringify(s.userData))
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules))
  }, session)
  return session
}

/** Replaces the stored rules (the guard reads them): a signed-in user without a given permission. */
export async function setStoredRules(page: Page, rules: { action: string; subject: string }[]) {
  await page.evaluate((r) => localStorage.setItem('userAbilityRules', JSON.stringify(r)), rules)
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === name)?.value
}

/** The path plus query of the current page. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page)).toBe(path)
}
