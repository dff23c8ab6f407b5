import { publishedDemoAccounts } from '@mesa/contracts'
import type { TestApp } from './test-app'

/**
 * Signs the named demo accounts in, one after the other, and keeps each access token under its name. A name is
 * the account's e-mail local part (`ventas` → ventas@demo.com); the password is the one the seed publishes.
 */
export async function signInDemo(t: TestApp, tokens: Record<string, string>, names: readonly string[]) {
  for (const name of names) {
    const account = publishedDemoAccounts.find((demo) => demo.email === `${name}@demo.com`)
    if (!account) throw new Error(`no demo account ${name}@demo.com`)
    tokens[name] = (await t.login(account.email, account.password)).accessToken
  }
}
