import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { arrearsBuckets, type LoanListQuery, type LoanListResponse } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { fundedByFunder, funderOfApplications } from '../funding'
import { refreshStaleFigures } from './loan-record'
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
  // Figures older than today (the daily job has not run yet) are recomputed before they are listed.
  await refreshStaleFigures(db, await businessDateOf(db))
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
