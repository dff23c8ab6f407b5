import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** A loan a bank line pays: what the payment-reference doors answer (issue 35, item 1). */
export interface LoanMatch {
  loanId: number
  applicationId: number
}

/** What a matcher reads of a credit line: its texts and accounts. */
export interface MatchableLine {
  reference: string
  bankReference: string
  counterpartyName: string
  counterpartyAccount: string
  beneficiaryAccount: string
}

/**
 * A way of finding a line's loan with certainty (issue 35): `reference` (the loan's payment reference in the
 * remittance text) is tried first, then `clabe` (the referenced CLABE the money was paid to). Each answers
 * every loan it recognises in the line: one is a match, several make the line ambiguous. The matchers live in
 * the payment-references feature; they are registered from one place (apps/api/src/bank-line-matchers.ts),
 * so this feature imports none of them and the tests inject their own.
 */
export interface LineMatcher {
  kind: 'reference' | 'clabe'
  match(db: Executor, line: MatchableLine): Promise<LoanMatch[]>
}

/** A process registry, so that the test harness puts a file's injected matchers back after it. */
const matchers = processRegistry<string, LineMatcher>()

/** Sets the matcher of its kind (one reference and one CLABE matcher; registering again replaces it). */
export function registerLineMatcher(matcher: LineMatcher) {
  matchers.set(matcher.kind, matcher)
}

/** The registered matchers, references first then CLABEs (the matching order, whatever the registration's). */
export const lineMatchers = () =>
  [...matchers.values()].sort((a, b) => Number(a.kind === 'clabe') - Number(b.kind === 'clabe'))

/** Tests replace the matchers with their own. */
export function replaceLineMatchers(replacement: LineMatcher[]) {
  matchers.clear()
  replacement.forEach(registerLineMatcher)
}

/**
 * The words of a line's texts a reference may be: runs of letters and digits of 6 characters or more (a
 * payer writes "PAGO REF 0001234567 MARZO"; the doors check each word's check digit).
 */
export const referenceCandidates = (line: MatchableLine) => [
  ...new Set(
    `${line.reference} ${line.bankReference}`
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((word) => word.length >= 6),
  ),
]

/** The accounts of a line a referenced CLABE may be: the account paid to, 18 digits. */
export const clabeCandidates = (line: MatchableLine) =>
  [line.beneficiaryAccount.replace(/\D/g, '')].filter((account) => account.length === 18)
