import type { Database } from '../../db/client'
import { recordArrearsHistory } from './arrears-snapshots'

/** The demo's arrears history: the last twelve month ends and yesterday, replayed from the seeded ledgers. */
export async function seedPortfolio(db: Database) {
  await recordArrearsHistory(db)
}
