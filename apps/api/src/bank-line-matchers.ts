import {
  clabeCandidates,
  referenceCandidates,
  registerLineMatcher,
  type LoanMatch,
} from './features/bank-statements'
import { loanOfPaymentReference, loanOfReferencedClabe } from './features/payment-references'

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
}
