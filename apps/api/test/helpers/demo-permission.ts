import { sql } from 'drizzle-orm'
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
