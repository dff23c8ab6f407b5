import { eq, sql } from 'drizzle-orm'
import { businessToday } from '@mesa/contracts'
import type { DatabaseHandle, Executor } from '../../db/client'
import { businessDates } from './business-date.schema'

const ROW = 1
/** How long a process trusts the date it read when no notice of a move reached it (watchBusinessDate). */
const CACHE_MS = 1_000

/** The date last read per database handle (a transaction reads afresh), dropped when this process moves it. */
const cache = new WeakMap<object, { date: string; readAt: number; generation: number }>()
/** Bumped when this process moves the date: every cached read is older than the move. */
let generation = 0

/**
 * The installation's business date: the "today" loan servicing judges by (docs/domain.md "The business date
 * and the end of day"). An installation that never had one starts on the calendar day in Mexico City.
 */
export async function businessDateOf(db: Executor): Promise<string> {
  const cached = cache.get(db)
  if (cached && cached.generation === generation && Date.now() - cached.readAt < CACHE_MS) return cached.date
  let [row] = await db
    .select({ date: businessDates.date })
    .from(businessDates)
    .where(eq(businessDates.id, ROW))
  if (!row) {
    await db.insert(businessDates).values({ id: ROW, date: businessToday() }).onConflictDoNothing()
    ;[row] = await db
      .select({ date: businessDates.date })
      .from(businessDates)
      .where(eq(businessDates.id, ROW))
  }
  cache.set(db, { date: row!.date, readAt: Date.now(), generation })
  return row!.date
}

/** The business date locked for the caller's transaction (the end-of-day run moves it under this lock). */
export async function lockBusinessDate(tx: Executor): Promise<string> {
  await businessDateOf(tx)
  const [row] = await tx
    .select({ date: businessDates.date })
    .from(businessDates)
    .where(eq(businessDates.id, ROW))
    .for('update')
  return row!.date
}

/** Moves the date from `from` to `to` (nothing if it is no longer `from`); answers whether it moved. */
export async function moveBusinessDate(tx: Executor, from: string, to: string) {
  const moved = await tx
    .update(businessDates)
    .set({ date: to, updatedAt: new Date() })
    .where(sql`${businessDates.id} = ${ROW} and ${businessDates.date} = ${from}`)
    .returning({ id: businessDates.id })
  await announceMove(tx)
  return moved.length > 0
}

/** Demo and test mode: BUSINESS_DATE pins the date when a process starts (config.ts refuses it in production). */
export async function pinBusinessDate(db: Executor, date: string) {
  await db
    .insert(businessDates)
    .values({ id: ROW, date })
    .onConflictDoUpdate({ target: businessDates.id, set: { date, updatedAt: new Date() } })
  await announceMove(db)
}

const CHANNEL = 'mesa_business_date'

/** This process forgets the date now; every process listening (API instances, workers) when the move commits. */
async function announceMove(db: Executor) {
  forgetBusinessDate()
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`)
}

/** Forgets the cached date whenever any process moves it (the API and `npm run worker` call it at start). */
export function watchBusinessDate(database: Pick<DatabaseHandle, 'listen'>) {
  return database.listen(CHANNEL, () => forgetBusinessDate())
}

/** Every cached read is dropped (a move by this process, or the notice of one by another). */
function forgetBusinessDate() {
  generation += 1
}
