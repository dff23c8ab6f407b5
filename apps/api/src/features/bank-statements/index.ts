export { registerBankStatementRoutes } from './bank-statements.routes'
export { registerBankStatementJobs } from './bank-statements.jobs'
/**
 * Issue 35: the matchers that find a line's loan with certainty (payment reference, referenced CLABE) are
 * registered from apps/api/src/bank-line-matchers.ts; the candidate words help them read a line.
 */
export {
  clabeCandidates,
  referenceCandidates,
  registerLineMatcher,
  replaceLineMatchers,
  type LineMatcher,
  type LoanMatch,
  type MatchableLine,
} from './line-matchers'
