/**
 * Payment references (issue 35): each loan's reference and referenced CLABE. Loan servicing assigns them when
 * a loan opens and reads them through the directory; the bank statements find a line's loan by either.
 */
export {
  assignPaymentReference,
  loanOfPaymentReference,
  loanOfReferencedClabe,
  proposedPaymentReference,
  type PaymentReference,
} from './payment-reference-store'
export { paymentReferenceDirectory } from './payment-reference-directory'
