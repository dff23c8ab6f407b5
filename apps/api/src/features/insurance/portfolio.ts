import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import type {
  InsurerId,
  InsurerPage,
  PoliciesQuery,
  PoliciesResponse,
  QueueQuery,
  QueueResponse,
  QuoteOptions,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import { conflict, emptyNotFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import {
  applicationDirectory as applications,
  applicationRecords as records,
  visibleInDirectory,
  visibleInRecords,
} from '../credit-applications'
import { selectPolicies, selectQuotes, toPolicy, toQuote } from './insurance-rows'
import { loadPolicy } from './policies'
import { quoteEveryInsurer } from './application-quotes'

const DAY_MS = 86_400_000
const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const daysFrom = (now: Date, days: number) => dayOf(new Date(now.getTime() + days * DAY_MS))
/** A renewal is offered for policies ending within this many days. */
export const RENEWAL_WINDOW_DAYS = 60

/** The póliza queue: applications in stage póliza within the viewer's scope, with quotes and policy. */
export async function listPolizaQueue(
  db: Executor,
  viewer: Viewer,
  query: QueueQuery,
): Promise<QueueResponse> {
  const where = and(
    eq(records.stage, 'poliza'),
    visibleInRecords(viewer),
    query.q
      ? or(ilike(records.applicantName, containsPattern(query.q)), sql`${records.folio}::text = ${query.q}`)
      : undefined,
  )
  const sortColumn = {
    folio: records.folio,
    stageEnteredAt: records.stageEnteredAt,
    applicantName: records.applicantName,
  }[query.sortBy ?? 'stageEnteredAt']
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({
          id: records.id,
          folio: records.folio,
          product: records.product,
          applicantName: records.applicantName,
          stageEnteredAt: records.stageEnteredAt,
          productData: records.productData,
          // Written out: inside a one-table select drizzle leaves columns unqualified, which a subquery misreads.
          quotes: sql<number>`(select count(*)::int from insurance_quotes q where q.application_id = application_records.id)`,
          policy: sql<
            QueueResponse['items'][number]['policy']
          >`(select json_build_object('id', p.id, 'insurer', p.insurer, 'status', p.status) from insurance_policies p where p.application_id = application_records.id and p.status in ('bound', 'in_force') limit 1)`,
        })
        .from(records)
        .where(where)
        .orderBy(query.orderBy === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(records.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(records, where),
  )
  return {
    items: rows.map(({ productData, stageEnteredAt, ...row }) => {
      const { vehicle } = productData as { vehicle: { make: string; model: string; year: number } }
      return {
        ...row,
        stageEnteredAt: stageEnteredAt.toISOString(),
        vehicle: `${vehicle.make} ${vehicle.model} ${vehicle.year}`,
      }
    }),
    total,
  }
}

/** The insurance list's tabs: in force, expiring within 30 or 60 days, cancelled. */
function tabCondition(tab: PoliciesQuery['tab'], now: Date): SQL | undefined {
  const today = dayOf(now)
  const inForce = and(eq(insurancePolicies.status, 'in_force'), gte(insurancePolicies.termEnd, today))
  if (tab === 'cancelled') return eq(insurancePolicies.status, 'cancelled')
  if (tab === 'in_force') return inForce
  return and(inForce, lte(insurancePolicies.termEnd, daysFrom(now, tab === 'expiring_30' ? 30 : 60)))
}

export async function listPolicies(
  db: Executor,
  viewer: Viewer,
  query: PoliciesQuery,
  now = new Date(),
): Promise<PoliciesResponse> {
  const where = and(
    tabCondition(query.tab, now),
    visibleInDirectory(viewer),
    query.insurer ? eq(insurancePolicies.insurer, query.insurer) : undefined,
    query.q
      ? or(
          ilike(insurancePolicies.policyNumber, containsPattern(query.q)),
          ilike(applications.applicantName, containsPattern(query.q)),
          sql`${applications.folio}::text = ${query.q}`,
        )
      : undefined,
  )
  const sortColumn = {
    termEnd: insurancePolicies.termEnd,
    policyNumber: insurancePolicies.policyNumber,
    boundAt: insurancePolicies.boundAt,
  }[query.sortBy ?? 'termEnd']
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      selectPolicies(db)
        .where(where)
        .orderBy(query.orderBy === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(insurancePolicies.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(insurancePolicies)
          .innerJoin(applications, eq(applications.id, insurancePolicies.applicationId))
          .where(where)
      )[0]!.count,
  )
  return { policies: rows.map(toPolicy), total }
}

const INSURER_PAGE_ROWS = 50

/** One insurer's latest quotes and policies within the viewer's scope. */
export async function insurerPage(
  db: Executor,
  viewer: Viewer,
  insurer: InsurerId,
  now = new Date(),
): Promise<InsurerPage> {
  const [quotes, policies] = await Promise.all([
    selectQuotes(db)
      .where(and(eq(insuranceQuotes.insurer, insurer), visibleInDirectory(viewer)))
      .orderBy(desc(insuranceQuotes.createdAt), desc(insuranceQuotes.id))
      .limit(INSURER_PAGE_ROWS),
    selectPolicies(db)
      .where(and(eq(insurancePolicies.insurer, insurer), visibleInDirectory(viewer)))
      .orderBy(desc(insurancePolicies.boundAt), desc(insurancePolicies.id))
      .limit(INSURER_PAGE_ROWS),
  ])
  return { insurer, quotes: quotes.map((row) => toQuote(row, now)), policies: policies.map(toPolicy) }
}

/**
 * Renewal quotes for a policy in force that ends within RENEWAL_WINDOW_DAYS: every insurer prices the same
 * vehicle and address for the year the renewal starts (one year older), with the options given.
 */
export async function quoteRenewal(
  db: Database,
  policyId: number,
  viewer: Viewer,
  options: QuoteOptions,
  now = new Date(),
) {
  const policy = await loadPolicy(db, policyId, viewer)
  const ends = policy.termEnd
  if (policy.status !== 'in_force' || !ends || ends < dayOf(now) || ends > daysFrom(now, RENEWAL_WINDOW_DAYS))
    throw conflict('wrong_policy_status', 'Only a policy in force ending within 60 days is renewed.')
  const [application] = await db.select().from(records).where(eq(records.id, policy.application.id))
  if (!application) throw emptyNotFound()
  const [quote] = await db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, policy.quoteId))
  const input = {
    vehicle: policy.vehicle,
    postalCode: quote!.postalCode,
    options,
    asOfYear: Number(ends.slice(0, 4)),
  }
  return quoteEveryInsurer(db, application, viewer.userId, input, { now, renewalOfPolicyId: policy.id })
}
