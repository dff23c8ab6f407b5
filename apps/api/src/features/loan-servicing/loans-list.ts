import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  arrearsBuckets,
  type ArrearsBucket,
  type LoanListQuery,
  type LoanListResponse,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { countUpTo, pageWindow, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { fundedByFunder, funderOfApplications } from '../funding'
import { refreshStaleFigures } from './loan-record'
import { listedAsOf, type ListedAsOf } from './loans-list-as-of'
import { loans } from './loan-servicing.schema'
import { businessDateOf } from '../business-date'

type ListQuery = LoanListQuery

const sortColumns = {
  folio: applications.folio,
  balance: loans.balanceCents,
  daysPastDue: loans.daysPastDue,
  nextDueDate: loans.nextDueDate,
  disbursedOn: loans.disbursedOn,
} as const

/** The list's conditions; `withBucket` false for the totals, whose ratios are shares of every bucket. */
function conditions(query: ListQuery, viewer: Viewer, withBucket: boolean): SQL | undefined {
  const parts: Array<SQL | undefined> = [visibleInDirectory(viewer)]
  if (query.q) {
    const needle = query.q.trim().toLowerCase()
    const textMatch = sql`lower(${applications.applicantName}) like ${containsPattern(needle)}`
    parts.push(
      /^\d{1,9}$/.test(needle) ? sql`(${applications.folio} = ${Number(needle)} or ${textMatch})` : textMatch,
    )
  }
  if (query.allyId) parts.push(eq(applications.allyId, query.allyId))
  if (query.status) parts.push(eq(loans.status, query.status))
  if (query.funderId) parts.push(fundedByFunder(query.funderId))
  if (query.product) parts.push(eq(applications.product, query.product))
  if (withBucket && query.bucket) parts.push(eq(loans.bucket, query.bucket))
  return and(...parts)
}

/** The portfolio: loans within the viewer's scope with their figures, filters, sort, paging and totals. */
export async function listLoans(db: Executor, query: ListQuery, viewer: Viewer): Promise<LoanListResponse> {
  // Another day than today: the figures of that day, from the ledger (loans-list-as-of.ts).
  const today = await businessDateOf(db)
  if (query.asOf && query.asOf !== today) return listLoansAsOf(db, query, viewer, query.asOf, today)
  // Figures older than today (the daily job has not run yet) are recomputed before they are listed.
  await refreshStaleFigures(db, today)
  const where = conditions(query, viewer, true)
  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), desc(loans.id)]
    : [desc(loans.daysPastDue), asc(loans.id)]
  const base = () =>
    db
      .select({
        applicationId: applications.id,
        origin: applications.product,
        folio: applications.folio,
        applicantName: applications.applicantName,
        allyId: applications.allyId,
        allyName: allyDirectory.allyName,
        status: loans.status,
        principalCents: loans.principalCents,
        balanceCents: loans.balanceCents,
        nextDueDate: loans.nextDueDate,
        nextDueCents: loans.nextDueCents,
        daysPastDue: loans.daysPastDue,
        bucket: loans.bucket,
        disbursedOn: loans.disbursedOn,
        paidOffOn: loans.paidOffOn,
      })
      .from(loans)
      .innerJoin(applications, eq(applications.id, loans.applicationId))
      .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      base()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) =>
      countUpTo(
        db,
        sql`${loans} inner join ${applications} on ${eq(applications.id, loans.applicationId)}`,
        where,
        cap,
      ),
  )
  // The funder column through the funding door (its assignment of each application).
  const funderOf = await funderOfApplications(
    db,
    page.rows.map((row) => row.applicationId),
    viewer,
  )
  const rows = page.rows.map((row) => ({ ...row, funder: funderOf.get(row.applicationId) ?? null }))
  return {
    items: rows,
    total: page.total,
    totalCapped: page.totalCapped,
    totals: await portfolioTotals(db, query, viewer),
  }
}

/** The sort of the as-of list, the same keys and tie-break as the SQL one (days past due first by default). */
const asOfOrder = (query: ListQuery) => {
  const key = query.sortBy
  const sign = query.orderBy === 'desc' ? -1 : 1
  const field = {
    folio: 'folio',
    balance: 'balanceCents',
    daysPastDue: 'daysPastDue',
    nextDueDate: 'nextDueDate',
    disbursedOn: 'disbursedOn',
  } as const
  const compare = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1
  return (a: ListedAsOf, b: ListedAsOf) =>
    key
      ? sign * compare(a[field[key]], b[field[key]]) || b.applicationId - a.applicationId
      : b.daysPastDue - a.daysPastDue || a.applicationId - b.applicationId
}

/**
 * The portfolio on another day than today (issue 33): the filtered loans' figures on that day (a closed day's
 * from its end-of-day snapshots, else from their ledgers, loans-list-as-of.ts); the status and bucket filters, the sort, the page and the totals apply to those figures.
 */
async function listLoansAsOf(
  db: Executor,
  query: ListQuery,
  viewer: Viewer,
  asOf: string,
  today: string,
): Promise<LoanListResponse> {
  // A closed business day (before today) reads the end-of-day snapshots; a later day replays the ledgers.
  const listed = await listedAsOf(
    db,
    conditions({ ...query, status: undefined, bucket: undefined }, viewer, false),
    asOf,
    asOf < today,
  )
  const active = listed.filter((row) => row.status === 'active')
  const totals = totalsOf(
    arrearsBuckets.map((bucket) => {
      const rows = active.filter((row) => row.bucket === bucket)
      return {
        bucket,
        loans: rows.length,
        balanceCents: rows.reduce((total, row) => total + row.balanceCents, 0),
      }
    }),
  )
  const matching = listed
    .filter(
      (row) =>
        (!query.status || row.status === query.status) && (!query.bucket || row.bucket === query.bucket),
    )
    .sort(asOfOrder(query))
  const { limit, offset } = pageWindow(query)
  const page = matching.slice(offset, offset + limit)
  const funderOf = await funderOfApplications(
    db,
    page.map((row) => row.applicationId),
    viewer,
  )
  return {
    items: page.map((row) => ({ ...row, funder: funderOf.get(row.applicationId) ?? null })),
    total: matching.length,
    totals,
  }
}

async function portfolioTotals(db: Executor, query: ListQuery, viewer: Viewer) {
  const rows = await db
    .select({
      bucket: loans.bucket,
      loans: sql<number>`count(*)::int`,
      balanceCents: sql<number>`coalesce(sum(${loans.balanceCents}), 0)::float8`,
    })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(and(conditions(query, viewer, false), eq(loans.status, 'active')))
    .groupBy(loans.bucket)
  return totalsOf(rows)
}

/** The portfolio's totals from the active loans' count and balance per bucket: shares of the whole balance. */
function totalsOf(rows: Array<{ bucket: ArrearsBucket; loans: number; balanceCents: number }>) {
  const balanceCents = rows.reduce((total, row) => total + row.balanceCents, 0)
  const share = (value: number) =>
    balanceCents > 0 ? Math.round((value / balanceCents) * 10_000) / 10_000 : 0
  const byBucket = arrearsBuckets.map((bucket) => {
    const row = rows.find((candidate) => candidate.bucket === bucket)
    return {
      bucket,
      loans: row?.loans ?? 0,
      balanceCents: row?.balanceCents ?? 0,
      ratio: share(row?.balanceCents ?? 0),
    }
  })
  const pastDue = byBucket
    .filter((row) => row.bucket !== 'current')
    .reduce((total, row) => total + row.balanceCents, 0)
  return {
    loans: rows.reduce((total, row) => total + row.loans, 0),
    balanceCents,
    byBucket,
    pastDueRatio: share(pastDue),
  }
}
