import { QueryBuilder } from 'drizzle-orm/pg-core'
import { loans } from './loan-servicing.schema'

// Issue 37: other features read loans through this read model (a subquery PostgreSQL pulls up into the caller's
// join), never the table; writing through it is a type error.

/** Each loan's application, principal, disbursement and today's standing (balance, arrears bucket). */
export const loanDirectory = new QueryBuilder()
  .select({
    id: loans.id,
    applicationId: loans.applicationId,
    principalCents: loans.principalCents,
    disbursedOn: loans.disbursedOn,
    status: loans.status,
    paidOffOn: loans.paidOffOn,
    balanceCents: loans.balanceCents,
    daysPastDue: loans.daysPastDue,
    bucket: loans.bucket,
  })
  .from(loans)
  .as('loan_directory')
