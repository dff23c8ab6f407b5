import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  collectionBucketOf,
  collectionBuckets,
  type CollectionBucket,
  type CollectionQueueItem,
  type CollectionQueueList,
  type CollectionQueueQuery,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { businessDateOf } from '../business-date'
import { applicationDirectory } from '../credit-applications'
import { loanDirectory, refreshStaleFigures } from '../loan-servicing'
import { userDirectory } from '../users'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { deskScope, inArrears, type DeskViewer } from './collection-scope'
import { collectionAssignments, collectionContacts, collectionPromises } from './collections.schema'
import { judgePromises } from './promises'

/** Days past due of a desk bucket, as a condition on the loan directory. */
export function bucketCondition(bucket: CollectionBucket): SQL {
  const range = collectionBuckets.find((entry) => entry.key === bucket)!
  return range.toDays === null
    ? sql`${loanDirectory.daysPastDue} >= ${range.fromDays}`
    : sql`${loanDirectory.daysPastDue} between ${range.fromDays} and ${range.toDays}`
}

/** The loan's latest promise (a correlated subquery: one index probe per listed row). */
const latestPromise = sql<
  CollectionQueueItem['promise']
>`(select json_build_object('status', p.status, 'promisedOn', p.promised_on::text,
    'amountCents', p.amount_cents, 'paidCents', p.paid_cents)
  from ${collectionPromises} p where p.loan_id = ${loanDirectory.id} order by p.id desc limit 1)`

const lastContactAt = sql<string | null>`(select max(c.at) from ${collectionContacts} c
  where c.loan_id = ${loanDirectory.id})`

const sortColumns = {
  daysPastDue: loanDirectory.daysPastDue,
  balance: loanDirectory.balanceCents,
  folio: applicationDirectory.folio,
} as const

function conditions(query: CollectionQueueQuery, viewer: DeskViewer, today: string): SQL | undefined {
  const parts: Array<SQL | undefined> = [inArrears, deskScope(viewer)]
  if (query.q) {
    const needle = query.q.trim().toLowerCase()
    const name = sql`lower(${applicationDirectory.applicantName}) like ${containsPattern(needle)}`
    parts.push(
      /^\d{1,9}$/.test(needle) ? sql`(${applicationDirectory.folio} = ${Number(needle)} or ${name})` : name,
    )
  }
  if (query.bucket) parts.push(bucketCondition(query.bucket))
  if (query.collector === 'none') parts.push(sql`${collectionAssignments.collectorUserId} is null`)
  else if (query.collector) parts.push(eq(collectionAssignments.collectorUserId, query.collector))
  if (query.allyId) parts.push(eq(applicationDirectory.allyId, query.allyId))
  if (query.promise === 'none')
    parts.push(sql`not exists (select 1 from ${collectionPromises} p where p.loan_id = ${loanDirectory.id})`)
  else if (query.promise)
    parts.push(sql`(select p.status from ${collectionPromises} p where p.loan_id = ${loanDirectory.id}
      order by p.id desc limit 1) = ${query.promise}`)
  if (query.notContactedToday === 'true')
    parts.push(sql`not exists (select 1 from ${collectionContacts} c
      where c.loan_id = ${loanDirectory.id} and c.on = ${today})`)
  return and(...parts)
}

/** The desk's rows: loans joined with their application, ally, collector, latest promise and last contact. */
export function queueRows(db: Executor) {
  return db
    .select({
      loanId: loanDirectory.id,
      applicationId: loanDirectory.applicationId,
      origin: applicationDirectory.product,
      folio: applicationDirectory.folio,
      applicantName: applicationDirectory.applicantName,
      phone: applicationDirectory.mobilePhone,
      allyId: applicationDirectory.allyId,
      allyName: allyDirectory.allyName,
      daysPastDue: loanDirectory.daysPastDue,
      balanceCents: loanDirectory.balanceCents,
      nextDueCents: loanDirectory.nextDueCents,
      collectorId: collectionAssignments.collectorUserId,
      collectorName: userDirectory.fullName,
      assignmentVersion: sql<number>`coalesce(${collectionAssignments.version}, 0)`,
      lastContactAt,
      promise: latestPromise,
    })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .leftJoin(allyDirectory, eq(allyDirectory.id, applicationDirectory.allyId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.loanId, loanDirectory.id))
    .leftJoin(userDirectory, eq(userDirectory.id, collectionAssignments.collectorUserId))
}

type Row = Awaited<ReturnType<ReturnType<typeof queueRows>['where']>>[number]

export const toQueueItem = (row: Row): CollectionQueueItem => ({
  ...row,
  origin: row.origin as CollectionQueueItem['origin'],
  bucket: collectionBucketOf(row.daysPastDue) ?? 'd1_29',
  lastContactAt: row.lastContactAt ? new Date(row.lastContactAt).toISOString() : null,
})

/** Figures are today's before the desk reads them, and promises past their date judged (as the daily job does). */
export async function freshenDesk(db: Executor) {
  const today = await businessDateOf(db)
  await refreshStaleFigures(db, today)
  await judgePromises(db, today)
  return today
}

/** The queue: loans in arrears the viewer may see, most days past due first unless sorted otherwise. */
export async function listQueue(
  db: Executor,
  query: CollectionQueueQuery,
  viewer: DeskViewer,
): Promise<CollectionQueueList> {
  const today = await freshenDesk(db)
  const where = conditions(query, viewer, today)
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), asc(loanDirectory.id)]
    : [desc(loanDirectory.daysPastDue), asc(loanDirectory.id)]
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      queueRows(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) =>
      countUpTo(
        db,
        sql`${loanDirectory} inner join ${applicationDirectory} on ${applicationDirectory.id} = ${loanDirectory.applicationId}
          left join ${collectionAssignments} on ${collectionAssignments.loanId} = ${loanDirectory.id}`,
        where,
        cap,
      ),
  )
  return {
    items: page.rows.map(toQueueItem),
    total: page.total,
    ...(page.totalCapped ? { totalCapped: true } : {}),
  }
}
