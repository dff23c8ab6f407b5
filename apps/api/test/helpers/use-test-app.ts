import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

/**
 * A test file's app: created in a `beforeAll` (a copy of the seeded database, slow on a shared machine, hence
 * the long timeout) and closed after the file's tests. What it answers stands for that app once created.
 */
export function useTestApp(timeout = 240_000): TestApp {
  let current: TestApp | undefined
  const live = () => {
    if (!current) throw new Error('the test app is used before its beforeAll ran')
    return current
  }
  beforeAll(async () => {
    current = await createTestApp()
  }, timeout)
  afterAll(() => current?.close())
  return {
    get app() {
      return live().app
    },
    get database() {
      return live().database
    },
    get dataDir() {
      return live().dataDir
    },
    login: (email, password) => live().login(email, password),
    as: (accessToken, options) => live().as(accessToken, options),
    close: () => live().close(),
  }
}
