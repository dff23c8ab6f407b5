import { eq, sql } from 'drizzle-orm'
import type { CreditProduct, PostingSlot } from '@mesa/contracts'
import type { DatabaseHandle, Executor } from '../../db/client'
import { accountMappings } from './accounting.schema'

/*
 * The product mappings read once per process (issue 34): a payment's entry needs the product's accounts, and
 * mappings change only with four eyes, rarely; reading them each time was one statement of the payment's four.
 * A change approved notifies every process (pg_notify, delivered on commit) and each forgets what it read; the
 * process that approved forgets at once too. A read that raced the change is dropped by the notice after it.
 */
const CHANNEL = 'mesa_account_mappings'

let cached = new Map<CreditProduct, Map<PostingSlot, string>>()
/** Bumped on each forget: a read that started before it is not kept. */
let generation = 0

/** The product's account per slot, from the process's cache or one read. */
export async function mappingsOf(tx: Executor, product: CreditProduct): Promise<Map<PostingSlot, string>> {
  const hit = cached.get(product)
  if (hit) return hit
  const started = generation
  const rows = await tx
    .select({ slot: accountMappings.slot, accountCode: accountMappings.accountCode })
    .from(accountMappings)
    .where(eq(accountMappings.product, product))
  const mapping = new Map(rows.map((row) => [row.slot, row.accountCode]))
  if (started === generation) cached.set(product, mapping)
  return mapping
}

/** Every cached mapping is dropped (a change by this process, the notice of one by another, a seed). */
export function forgetMappings() {
  generation += 1
  cached = new Map()
}

/** In the transaction that changed a mapping: this process forgets now, every process when it commits. */
export async function announceMappingChange(tx: Executor) {
  forgetMappings()
  await tx.execute(sql`select pg_notify(${CHANNEL}, '')`)
}

/** Forgets the cached mappings whenever any process changes one (the API and the worker call it at start). */
export function watchAccountMappings(database: Pick<DatabaseHandle, 'listen'>) {
  return database.listen(CHANNEL, () => forgetMappings())
}
