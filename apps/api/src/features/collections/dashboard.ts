import { eq, sql } from 'drizzle-orm'
import type { CollectionDashboard, CollectorFigures } from '@mesa/contracts'
import { reachedOutcomes } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { userDirectory } from '../users'
import { deskScope, inArrears, supervises, type DeskViewer } from './collection-scope'
import {
  collectionAssignments,
  collectionContacts,
  collectionPayments,
  collectionPromises,
} from './collections.schema'
import { freshenDesk } from './queue'

const reached = sql.join(
  reachedOutcomes.map((outcome) => sql`${outcome}`),
  sql`, `,
)

/**
 * Per collector (null: loans nobody has), over the loans in arrears the viewer sees: how many, their balance,
 * those reached today (a call that reached the customer, or any other channel), promises due today, promises
 * kept and broken this month, and this month's payments on them (the business date's month).
 */
async function figuresByCollector(
  db: Executor,
  viewer: DeskViewer,
  today: string,
): Promise<CollectorFigures[]> {
  const monthStart = `${today.slice(0, 7)}-01`
  const loan = loanDirectory.id
  const rows = await db
    .select({
      collectorId: collectionAssignments.collectorUserId,
      collectorName: userDirectory.fullName,
      assigned: sql<number>`count(*)::int`,
      balanceCents: sql<number>`coalesce(sum(${loanDirectory.balanceCents}), 0)::bigint`,
      contactedToday: sql<number>`count(*) filter (where exists (select 1 from ${collectionContacts} c
        where c.loan_id = ${loan} and c.on = ${today} and (c.channel <> 'call' or c.outcome in (${reached}))))::int`,
      promisesDueToday: sql<number>`coalesce(sum((select count(*) from ${collectionPromises} p
        where p.loan_id = ${loan} and p.promised_on = ${today} and p.status = 'pending')), 0)::int`,
      promisesKept: sql<number>`coalesce(sum((select count(*) from ${collectionPromises} p
        where p.loan_id = ${loan} and p.status = 'kept' and p.decided_on >= ${monthStart})), 0)::int`,
      promisesBroken: sql<number>`coalesce(sum((select count(*) from ${collectionPromises} p
        where p.loan_id = ${loan} and p.status = 'broken' and p.decided_on >= ${monthStart})), 0)::int`,
    })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.loanId, loanDirectory.id))
    .leftJoin(userDirectory, eq(userDirectory.id, collectionAssignments.collectorUserId))
    .where(sql`${inArrears} and ${deskScope(viewer) ?? sql`true`}`)
    .groupBy(collectionAssignments.collectorUserId, userDirectory.fullName)
    .orderBy(userDirectory.fullName)
  const recovered = await recoveredByCollector(db, viewer, monthStart, today)
  const figures = rows.map((row) => ({
    ...row,
    balanceCents: Number(row.balanceCents),
    recoveredThisMonthCents: recovered.get(row.collectorId) ?? 0,
  }))
  // A collector whose loans all paid up this month still shows what they recovered.
  for (const [collectorId, cents] of recovered)
    if (collectorId !== null && !figures.some((row) => row.collectorId === collectorId))
      figures.push({ ...zero, collectorId, collectorName: null, recoveredThisMonthCents: cents })
  return figures
}

/**
 * This month's payments (value dates from the month's first day to today, reversals out) by the collector the
 * loan had when each came, over the loans the viewer sees (in arrears now or not: a cured loan counts).
 */
async function recoveredByCollector(db: Executor, viewer: DeskViewer, from: string, to: string) {
  const scope = supervises(viewer)
    ? deskScope(viewer)
    : sql`${collectionPayments.collectorUserId} = ${viewer.userId} and ${visibleInDirectory(viewer) ?? sql`true`}`
  const rows = await db
    .select({
      collectorId: collectionPayments.collectorUserId,
      cents: sql<number>`sum(${collectionPayments.amountCents})::bigint`,
    })
    .from(collectionPayments)
    .innerJoin(loanDirectory, eq(loanDirectory.id, collectionPayments.loanId))
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .where(
      sql`not ${collectionPayments.reversed} and ${collectionPayments.paidOn} between ${from} and ${to}
        and ${scope ?? sql`true`}`,
    )
    .groupBy(collectionPayments.collectorUserId)
  return new Map(rows.map((row) => [row.collectorId, Number(row.cents)]))
}

const zero: CollectorFigures = {
  collectorId: null,
  collectorName: null,
  assigned: 0,
  balanceCents: 0,
  contactedToday: 0,
  promisesDueToday: 0,
  promisesKept: 0,
  promisesBroken: 0,
  recoveredThisMonthCents: 0,
}

/** The collector's own figures, and for a supervisor every collector's (the manager's view). */
export async function dashboardOf(db: Executor, viewer: DeskViewer): Promise<CollectionDashboard> {
  const today = await freshenDesk(db)
  const mine = await figuresByCollector(db, { ...viewer, rules: [] }, today)
  const own = mine.find((row) => row.collectorId === viewer.userId) ?? { ...zero, collectorId: viewer.userId }
  return {
    businessDate: today,
    mine: own,
    collectors: supervises(viewer) ? await figuresByCollector(db, viewer, today) : null,
  }
}

/**
 * The home's arrears card (issue 38 item 1): a collector's own loans, a supervisor's every collector's summed,
 * within their scope.
 */
export async function deskSummary(db: Executor, viewer: DeskViewer): Promise<CollectorFigures> {
  const dashboard = await dashboardOf(db, viewer)
  if (!dashboard.collectors) return dashboard.mine
  return dashboard.collectors.reduce(
    (total, row) => ({
      ...total,
      assigned: total.assigned + row.assigned,
      balanceCents: total.balanceCents + row.balanceCents,
      contactedToday: total.contactedToday + row.contactedToday,
      promisesDueToday: total.promisesDueToday + row.promisesDueToday,
      promisesKept: total.promisesKept + row.promisesKept,
      promisesBroken: total.promisesBroken + row.promisesBroken,
      recoveredThisMonthCents: total.recoveredThisMonthCents + row.recoveredThisMonthCents,
    }),
    { ...zero },
  )
}
