import { QueryBuilder } from 'drizzle-orm/pg-core'
import { termAuthorisations } from './credit-decision.schema'

// Issue 37: other features read authorised terms through this read model (a subquery PostgreSQL pulls up into the
// caller's join), never the table; writing through it is a type error.

/** Each authorisation of an application's terms: the amount, when, and when a later one superseded it. */
export const authorisationDirectory = new QueryBuilder()
  .select({
    id: termAuthorisations.id,
    applicationId: termAuthorisations.applicationId,
    amountCents: termAuthorisations.amountCents,
    authorisedAt: termAuthorisations.authorisedAt,
    supersededAt: termAuthorisations.supersededAt,
  })
  .from(termAuthorisations)
  .as('authorisation_directory')
