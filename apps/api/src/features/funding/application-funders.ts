import { eq, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { funders, fundingAssignments, fundingLines } from './funding.schema'

// Issue 37: other features read who funds an application through this read model (a subquery PostgreSQL pulls
// up into the caller's query), never the funding tables; writing through it is a type error.

/** The funder whose line holds (active) or held (repaid) each funded application's assignment. */
export const applicationFunders = new QueryBuilder()
  .select({
    applicationId: fundingAssignments.applicationId,
    funderId: funders.id,
    funderName: funders.name,
  })
  .from(fundingAssignments)
  .innerJoin(fundingLines, eq(fundingLines.id, fundingAssignments.lineId))
  .innerJoin(funders, eq(funders.id, fundingLines.funderId))
  // Literals, not parameters: a query may repeat the read model (select and group by) and must read the same.
  .where(sql`${fundingAssignments.status} in ('active', 'repaid')`)
  .as('application_funders')
