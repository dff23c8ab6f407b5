import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** Throws when the database does not answer, so the health check fails with it. */
export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`)
}
