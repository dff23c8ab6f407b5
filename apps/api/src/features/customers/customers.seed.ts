import { asc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { syncCustomerFromApplication } from './customer-sync'
import { customers } from './customers.schema'

/**
 * A customer for every seeded application, deduplicated by CURP (the backfill the stage hook does for new
 * captures). Idempotent: only applications whose CURP has no customer yet are read.
 */
export async function seedCustomers(db: Database) {
  const missing = await db
    .select()
    .from(applicationRecords)
    .where(
      sql`not exists (select 1 from ${customers} where ${customers.curp} = upper(trim(${applicationRecords.curp})))`,
    )
    .orderBy(asc(applicationRecords.id))
  if (missing.length === 0) return
  await db.transaction(async (tx) => {
    for (const row of missing) await syncCustomerFromApplication(tx, row)
  })
}
