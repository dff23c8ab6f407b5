/**
 * The matchers a bank statement line's loan is found by (issue 35): the payment reference, then the
 * referenced CLABE, both doors of the payment-references feature (`loanOfPaymentReference`,
 * `loanOfReferencedClabe`). That feature lands on its own branch; once merged, register them here, e.g.
 *
 *   registerLineMatcher({ kind: 'reference', match: async (db, line) =>
 *     (await Promise.all(referenceCandidates(line).map((word) => loanOfPaymentReference(db, word))))
 *       .filter((loan) => loan !== null) })
 *   registerLineMatcher({ kind: 'clabe', match: async (db, line) =>
 *     (await Promise.all(clabeCandidates(line).map((clabe) => loanOfReferencedClabe(db, clabe))))
 *       .filter((loan) => loan !== null) })
 *
 * Without them every credit line goes to the suggestions and the queue.
 */
export function registerBankLineMatchers() {}
