/**
 * The bank's answer per debit (docs/direct-debit.md, "Result codes"): 00 collected, or why it was not. Modelled on
 * the interbank domiciliación return reasons; a bank's own list maps onto these.
 */
export const debitRejectionCodes = ['01', '02', '03', '04', '05', '06', '07'] as const
export type DebitRejectionCode = (typeof debitRejectionCodes)[number]
export const debitResultCodes = ['00', ...debitRejectionCodes] as const
export type DebitResultCode = (typeof debitResultCodes)[number]

export const COLLECTED: DebitResultCode = '00'

/** Each rejection code's reason, as the run's lines keep it. */
export const debitRejectionReasons = {
  '01': 'insufficient_funds',
  '02': 'account_closed',
  '03': 'mandate_cancelled',
  '04': 'account_not_found',
  '05': 'account_blocked',
  '06': 'holder_mismatch',
  '07': 'over_mandate_limit',
} as const satisfies Record<DebitRejectionCode, string>
