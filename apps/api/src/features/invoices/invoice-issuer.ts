import { invoiceIssuer, type InvoicePaymentDetails } from '@mesa/contracts'

/** spec §3 `paymentDetails`: where the client pays the `totalDue` (the balance, centavos). */
export const paymentDetailsOf = (balanceCents: number): InvoicePaymentDetails => ({
  totalDue: balanceCents,
  bankName: invoiceIssuer.bankName,
  country: invoiceIssuer.country,
  iban: invoiceIssuer.clabe,
  swiftCode: invoiceIssuer.swiftCode,
})
