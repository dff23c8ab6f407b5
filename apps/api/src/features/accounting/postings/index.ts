/**
 * The posting rules of the money events (issue 34): pure functions from an event's figures to the signed
 * amounts per slot of its journal entry (docs/accounting.md "Money events"). The call sites in loan servicing,
 * funding and the end of day turn them into entries with `linesOf` and post them through the accounting door.
 */
export { counterOf, differenceOf, imbalanceOf, linesOf, sumOf, type SlotAmounts } from './slot-amounts'
export {
  disbursementAmounts,
  openingFeeRecognisedBy,
  openingFeeRecognitionAmounts,
} from './disbursement-and-fee'
export {
  interestAccrualAmounts,
  interestCreditSplitOf,
  interestEarnedBy,
  interestPaidOf,
} from './interest-accrual'
export { paymentAmounts, reallocationAmounts, recoveryAmounts } from './payment'
export { afterWriteOffAmounts, provisionAmounts, reclassificationAmounts, writeOffAmounts } from './standing'
export { creditOutAmounts } from './credit-balance'
export { fundingDrawdownAmounts, fundingRepaymentAmounts } from './funding-line'
export { loanSubledgerOf } from './subledger-of-loan'
