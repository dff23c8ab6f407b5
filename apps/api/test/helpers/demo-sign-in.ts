import { publishedDemoAccounts } from '@mesa/contracts'
import type { TestApp } from './test-app'

/**
 * Signs the named demo accounts in, one after the other, and keeps each access token under its name. A name is
 * the account's e-mail local part (`ventas` → ventas@demo.com); the password is the one the seed publishes.
 */
export async function signInDemo(t: TestApp, tokens: Record<string, string>, names: readonly string[]) {
  const signedIn = await demoTokens(t, names)
  names.forEach((name, index) => (tokens[name] = signedIn[index]!))
}

/** The named demo accounts' access tokens, in the order asked (signed in one after the other). */
export function demoTokens<const Names extends readonly string[]>(
  t: TestApp,
  names: Names,
): Promise<{ -readonly [Index in keyof Names]: string }>
export async function demoTokens(t: TestApp, names: readonly string[]): Promise<string[]> {
  const tokens: string[] = []
  for (const name of names) {
    const account = publishedDemoAccounts.find((demo) => demo.email === `${name}@demo.com`)
    if (!account) throw new Error(`no demo account ${name}@demo.com`)
    tokens.push((await t.login(account.email, account.password)).accessToken)
  }
  return tokens
}
