import { sql } from 'drizzle-orm'
import { demoAccounts } from '@mesa/contracts'
import type { TestApp } from './test-app'

/**
 * Gives a role the demo area (read Demo, issue 38), as an administrator would in /apps/roles: the demo area's
 * tests that need a second, non-administrator user (per-user progress, own events) sign in with it after this.
 */
export async function grantDemoArea(t: TestApp, roleName: string) {
  await t.database.db.execute(
    sql`update roles set rules = rules || '[{"action":"read","subject":"Demo"}]'::jsonb where name = ${roleName}`,
  )
}

/** Gives the demo account `name`'s role the demo area (see above), then signs it in: its access token. */
export async function demoAreaToken(t: TestApp, name: string) {
  const account = demoAccounts.find((demo) => demo.email === `${name}@demo.com`)
  if (!account) throw new Error(`no demo account ${name}@demo.com`)
  await grantDemoArea(t, account.role)
  return (await t.login(account.email, account.password)).accessToken
}
