export { registerBankStatementRoutes } from './bank-statements.routes'
export { registerBankStatementJobs } from './bank-statements.jobs'
/**
 * Issue 35: the matchers that find a line's loan with certainty (payment reference, referenced CLABE) are
 * registered from apps/api/src/bank-line-matchers.ts once the payment-references feature lands (unused until
 * then); the candidate words help them read a line.
 * @public
 */
export { registerLineMatcher, type LineMatcher } from './line-matchers'
export { clabeCandidates, referenceCandidates, replaceLineMatchers, type LoanMatch } from './line-matchers'
/** Issue 35: the sandbox's test SPEI transfer reads a loan's referenced CLABE through this (registered from the app root). */
export { registerLoanClabeLookup } from './spei/loan-clabe'
