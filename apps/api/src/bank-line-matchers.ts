import { eq } from 'drizzle-orm'
import {
  clabeCandidates,
  registerLoanClabeLookup,
  referenceCandidates,
  registerLineMatcher,
  type LoanMatch,
} from './features/bank-statements'
import { loanDirectory } from './features/loan-servicing'
import {
  loanOfPaymentReference,
  loanOfReferencedClabe,
  paymentReferenceDirectory,
} from './features/payment-references'

const found = (loans: Array<LoanMatch | null>) => loans.filter((loan): loan is LoanMatch => loan !== null)

/**
 * The matchers a bank statement line's loan is found by (issue 35): the payment reference, then the referenced
 * CLABE, both doors of the payment-references feature. Registered from the app root, so that neither feature
 * imports the other.
 */
export function registerBankLineMatchers() {
  registerLineMatcher({
    kind: 'reference',
    match: async (db, line) =>
      found(await Promise.all(referenceCandidates(line).map((word) => loanOfPaymentReference(db, word)))),
  })
  registerLineMatcher({
    kind: 'clabe',
    match: async (db, line) =>
      found(await Promise.all(clabeCandidates(line).map((clabe) => loanOfReferencedClabe(db, clabe)))),
  })
  // The SPEI sandbox's test transfer goes to the loan's referenced CLABE.
  registerLoanClabeLookup(async (db, applicationId) => {
    const [row] = await db
      .select({ clabe: paymentReferenceDirectory.clabe })
      .from(paymentReferenceDirectory)
      .innerJoin(loanDirectory, eq(loanDirectory.id, paymentReferenceDirectory.loanId))
      .where(eq(loanDirectory.applicationId, applicationId))
    return row?.clabe ?? null
  })
}
