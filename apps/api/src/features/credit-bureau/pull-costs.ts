import { and, eq, sql } from 'drizzle-orm'
import type { BureauPullCosts } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { applicationDirectory } from '../credit-applications'
import { creditBureauPulls as pulls } from './credit-bureau.schema'

/**
 * The price of one person report (issue 36): BUREAU_PULL_PRICE_CENTS, else the SANDBOX price of $45.00 (the
 * contracted price replaces it). Each pull keeps the price it was done at, so a new price never rewrites a month.
 */
export const bureauPullPriceCents = () => {
  const configured = Number(process.env.BUREAU_PULL_PRICE_CENTS)
  return Number.isInteger(configured) && configured >= 0 ? configured : 4_500
}

/** The pulls done in a month (by the day in Mexico City) and their cost, by ally, the busiest first. */
export async function pullCosts(db: Executor, period: string): Promise<BureauPullCosts> {
  const month = sql`to_char(${pulls.pulledAt} at time zone 'America/Mexico_City', 'YYYY-MM')`
  const rows = await db
    .select({
      allyId: allyDirectory.id,
      allyName: allyDirectory.allyName,
      pulls: sql<number>`count(*)::int`,
      costCents: sql<number>`coalesce(sum(${pulls.costCents}), 0)::bigint`.mapWith(Number),
    })
    .from(pulls)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, pulls.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applicationDirectory.allyId))
    .where(and(eq(pulls.state, 'done'), sql`${month} = ${period}`))
    .groupBy(allyDirectory.id, allyDirectory.allyName)
    .orderBy(sql`count(*) desc`, allyDirectory.allyName)
  return {
    items: rows,
    total: rows.length,
    pulls: rows.reduce((sum, row) => sum + row.pulls, 0),
    costCents: rows.reduce((sum, row) => sum + row.costCents, 0),
    priceCents: bureauPullPriceCents(),
  }
}
