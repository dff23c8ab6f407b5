import { and, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { PortfolioDashboard, PortfolioQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationFunders } from '../funding'
import { allyDirectory } from '../allies'
import { applicationDirectory as applications } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { authorisationDirectory } from '../credit-decision'
import { dayAfter, dayStart } from './portfolio-filters'

type Amounts = PortfolioDashboard['amounts']
interface Figure {
  key: string
  allyId: number
  allyName: string
  funderId: number | null
  funderName: string | null
  count: number
  cents: number
}

/**
 * The funder whose line holds (or held, once repaid) the application: the funding feature's assignment, the
 * same one the loans list's funder filter reads (`fundedByFunder`). Null before funding.
 */
const funderLine = (column: typeof applicationFunders.funderId | typeof applicationFunders.funderName) =>
  sql`(select ${column} from ${applicationFunders}
      where ${applicationFunders.applicationId} = ${applications.id} limit 1)`
const funderId = sql<number | null>`${funderLine(applicationFunders.funderId)}`
const funderName = sql<string | null>`${funderLine(applicationFunders.funderName)}`

/** Month of a timestamp on Mexico City's calendar. */
const mexicoMonth = (column: SQL | typeof authorisationDirectory.authorisedAt) =>
  sql<string>`to_char(${column} at time zone 'America/Mexico_City', 'YYYY-MM')`

/**
 * Amounts authorised (the terms in force, not superseded, by the day they were authorised) and disbursed
 * (loans by disbursement day), by month and by ally, within the period. `scope` is the row scope with the
 * product and ally filters; the period dates these events, not the applications' creation.
 */
export async function amountsOf(
  db: Executor,
  query: PortfolioQuery,
  scope: SQL | undefined,
): Promise<Amounts> {
  const authorisedMonth = mexicoMonth(authorisationDirectory.authorisedAt)
  const authorised = await db
    .select({
      key: authorisedMonth,
      allyId: applications.allyId,
      allyName: allyDirectory.allyName,
      funderId,
      funderName,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${authorisationDirectory.amountCents})::float8`,
    })
    .from(authorisationDirectory)
    .innerJoin(applications, eq(applications.id, authorisationDirectory.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .where(
      and(
        scope,
        isNull(authorisationDirectory.supersededAt),
        query.from ? gte(authorisationDirectory.authorisedAt, dayStart(query.from)) : undefined,
        query.to ? lt(authorisationDirectory.authorisedAt, dayAfter(query.to)) : undefined,
      ),
    )
    .groupBy(authorisedMonth, applications.allyId, allyDirectory.allyName, funderId, funderName)
  const disbursedMonth = sql<string>`substr(${loanDirectory.disbursedOn}::text, 1, 7)`
  const disbursed = await db
    .select({
      key: disbursedMonth,
      allyId: applications.allyId,
      allyName: allyDirectory.allyName,
      funderId,
      funderName,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${loanDirectory.principalCents})::float8`,
    })
    .from(loanDirectory)
    .innerJoin(applications, eq(applications.id, loanDirectory.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .where(
      and(
        scope,
        query.from ? gte(loanDirectory.disbursedOn, query.from) : undefined,
        query.to ? lte(loanDirectory.disbursedOn, query.to) : undefined,
      ),
    )
    .groupBy(disbursedMonth, applications.allyId, allyDirectory.allyName, funderId, funderName)
  return {
    byMonth: [...tally(authorised, disbursed, (row) => row.key).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, figures]) => ({ month, ...figures })),
    byAlly: [...tally(authorised, disbursed, (row) => String(row.allyId)).entries()]
      .map(([allyId, figures]) => ({
        allyId: Number(allyId),
        allyName: [...authorised, ...disbursed].find((row) => row.allyId === Number(allyId))!.allyName,
        ...figures,
      }))
      .sort((a, b) => b.disbursedCents - a.disbursedCents || b.authorisedCents - a.authorisedCents),
    byFunder: [...tally(authorised, disbursed, (row) => String(row.funderId ?? '')).entries()]
      .map(([key, figures]) => ({
        funderId: key ? Number(key) : null,
        funder:
          [...authorised, ...disbursed].find((row) => String(row.funderId ?? '') === key)!.funderName ?? '',
        ...figures,
      }))
      .sort((a, b) => b.disbursedCents - a.disbursedCents || b.authorisedCents - a.authorisedCents),
  }
}

/** Sums both sides by a key (month or ally), in exact integer centavos. */
function tally(authorised: Figure[], disbursed: Figure[], keyOf: (row: Figure) => string) {
  const sums = new Map<
    string,
    { authorisedCents: number; authorisedCount: number; disbursedCents: number; disbursedCount: number }
  >()
  const entry = (key: string) => {
    if (!sums.has(key))
      sums.set(key, { authorisedCents: 0, authorisedCount: 0, disbursedCents: 0, disbursedCount: 0 })
    return sums.get(key)!
  }
  for (const row of authorised) {
    const sum = entry(keyOf(row))
    sum.authorisedCents += Number(row.cents)
    sum.authorisedCount += Number(row.count)
  }
  for (const row of disbursed) {
    const sum = entry(keyOf(row))
    sum.disbursedCents += Number(row.cents)
    sum.disbursedCount += Number(row.count)
  }
  return sums
}
