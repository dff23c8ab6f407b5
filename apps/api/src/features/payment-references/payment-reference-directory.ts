import { QueryBuilder } from 'drizzle-orm/pg-core'
import { loanPaymentReferences } from './payment-references.schema'

// Read model (issue 37): the loan's read joins it beside the loan's row, so answering the reference and the
// CLABE costs the loan read no statement of its own; not writable.

/** Each loan's payment reference and referenced CLABE, by loan id. */
export const paymentReferenceDirectory = new QueryBuilder()
  .select({
    loanId: loanPaymentReferences.loanId,
    reference: loanPaymentReferences.reference,
    clabe: loanPaymentReferences.clabe,
  })
  .from(loanPaymentReferences)
  .as('payment_reference_directory')
