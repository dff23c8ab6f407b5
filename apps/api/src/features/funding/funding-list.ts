import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FundingListQuery, FundingListResponse, FundingStatus } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { authorisationDirectory } from '../credit-decision'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import {
  fundingAssignments as assignments,
  fundingDisbursements as disbursements,
  fundingLines as lines,
  funders,
} from './funding.schema'

const status = sql<FundingStatus>`(case when ${disbursements.id} is not null then 'disbursed' when ${assignments.id} is not null then 'assigned' else 'pending' end)`
/** The day the status was reached, in Mexico City. */
const statusDate = sql<string>`(coalesce(${disbursements.disbursedOn}::text, to_char(coalesce(${assignments.assignedAt}, ${applications.stageEnteredAt}) at time zone 'America/Mexico_City', 'YYYY-MM-DD')))`
/** The authorised amount in force (credit-decision's table, read as a column of the list). */
const authorisedAmount = sql<
  number | null
>`(select ${authorisationDirectory.amountCents} from ${authorisationDirectory} where ${authorisationDirectory.applicationId} = ${applications.id} and ${authorisationDirectory.supersededAt} is null limit 1)`
const amount = sql<number | null>`coalesce(${assignments.amountCents}, ${authorisedAmount})`

const activeOfApplication = and(
  eq(assignments.applicationId, applications.id),
  eq(assignments.status, 'active'),
)

function conditions(query: FundingListQuery, viewer: Viewer): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    // In fondeo, or funded once: the applications the funding desk works or has worked.
    sql`(${applications.stage} = 'fondeo' or ${assignments.id} is not null)`,
    visibleInDirectory(viewer),
  ]
  if (query.q) {
    const needle = query.q.trim()
    const byName = sql`${applications.applicantName} ilike ${containsPattern(needle)}`
    parts.push(
      /^\d{1,9}$/.test(needle) ? sql`(${applications.folio} = ${Number(needle)} or ${byName})` : byName,
    )
  }
  if (query.status) parts.push(sql`${status} = ${query.status}`)
  if (query.funderId) parts.push(eq(funders.id, query.funderId))
  if (query.product) parts.push(eq(applications.product, query.product))
  if (query.allyId) parts.push(eq(applications.allyId, query.allyId))
  if (query.from) parts.push(sql`${statusDate} >= ${query.from}`)
  if (query.to) parts.push(sql`${statusDate} <= ${query.to}`)
  return and(...parts)
}

/**
 * The applications by funding status (pending, assigned, disbursed) within the viewer's row scope. Each
 * application has at most one active assignment (unique index), so the joins keep one row per application;
 * released and repaid assignments are history, not a status. The amount of a pending one is its authorised
 * amount, read from credit-decision's table in the same query so the list sorts by it.
 */
export async function listFunding(
  db: Executor,
  query: FundingListQuery,
  viewer: Viewer,
): Promise<FundingListResponse> {
  const where = conditions(query, viewer)
  const sortColumn = {
    folio: applications.folio,
    applicant: applications.applicantName,
    amount,
    statusDate,
  }[query.sortBy ?? 'statusDate']
  const direction = query.orderBy === 'asc' ? asc : desc
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({
          applicationId: applications.id,
          origin: applications.product,
          folio: applications.folio,
          applicantName: applications.applicantName,
          stage: applications.stage,
          allyId: applications.allyId,
          allyName: allyDirectory.allyName,
          status,
          amountCents: amount,
          funderId: funders.id,
          funderName: funders.name,
          lineName: lines.name,
          statusDate,
          speiReference: disbursements.speiReference,
        })
        .from(applications)
        .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
        .leftJoin(assignments, activeOfApplication)
        .leftJoin(disbursements, eq(disbursements.assignmentId, assignments.id))
        .leftJoin(lines, eq(lines.id, assignments.lineId))
        .leftJoin(funders, eq(funders.id, lines.funderId))
        .where(where)
        .orderBy(direction(sortColumn), desc(applications.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(applications)
        .leftJoin(assignments, activeOfApplication)
        .leftJoin(disbursements, eq(disbursements.assignmentId, assignments.id))
        .leftJoin(lines, eq(lines.id, assignments.lineId))
        .leftJoin(funders, eq(funders.id, lines.funderId))
        .where(where)
      return row?.count ?? 0
    },
  )
  return {
    items: rows.map(({ funderId, funderName, amountCents, ...row }) => ({
      ...row,
      amountCents: amountCents === null ? null : Number(amountCents),
      funder: funderId === null || funderName === null ? null : { id: funderId, name: funderName },
    })),
    total,
  }
}
