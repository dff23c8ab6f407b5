import { z } from 'zod'
import { loanProductSchema } from './loan-product-terms'
import { fieldError } from '../common/errors'
import { amountSchema, boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'
import { applicationParamsSchema } from '../credit-applications/credit-applications'
import { creditProducts } from '../permissions/permissions'
import { listEnvelope } from '../common/list-envelope'
import { loanVersionsSchema, versionApprovalKinds } from './versions'
import { loanAllocationRulesSchema } from './allocation'
import { loanDelinquencySchema } from './delinquency'
import { statementDisclosureFields } from './statement-disclosures'

/** The loan of an active application and the portfolio (full paths, see index.ts "API paths"). */
export const loanPaths = {
  list: '/api/v1/loans',
  loan: '/api/v1/credit-applications/:origin/:id/loan',
  payments: '/api/v1/credit-applications/:origin/:id/loan/payments',
  reversal: '/api/v1/credit-applications/:origin/:id/loan/payments/:paymentId/reversal',
  payoff: '/api/v1/credit-applications/:origin/:id/loan/payoff',
  statement: '/api/v1/credit-applications/:origin/:id/loan/statements/:period',
  statementPdf: '/api/v1/credit-applications/:origin/:id/loan/statements/:period/pdf',
  /** Issue 35: the welcome letter (carta de bienvenida): the terms and how to pay, with the reference's barcode. */
  welcomeLetter: '/api/v1/credit-applications/:origin/:id/loan/welcome-letter.pdf',
  /** The credit balance (issue 30): refunded to the customer, or applied to another loan of theirs. */
  refund: '/api/v1/credit-applications/:origin/:id/loan/credit/refund',
  applyCredit: '/api/v1/credit-applications/:origin/:id/loan/credit/apply',
  /** Delinquency and loss (issue 33): ask a write-off (four eyes); the provisions report of the portfolio. */
  writeOff: '/api/v1/credit-applications/:origin/:id/loan/write-off',
  provisions: '/api/v1/loans/provisions',
} as const

/** Arrears buckets by days past due (spec issue 16): current, then 1–29, 30–59, 60–89 and 90 or more. */
export const arrearsBuckets = ['current', 'dpd_1_29', 'dpd_30_59', 'dpd_60_89', 'dpd_90_plus'] as const
export type ArrearsBucket = (typeof arrearsBuckets)[number]

export function bucketOf(daysPastDue: number): ArrearsBucket {
  if (daysPastDue <= 0) return 'current'
  if (daysPastDue < 30) return 'dpd_1_29'
  if (daysPastDue < 60) return 'dpd_30_59'
  if (daysPastDue < 90) return 'dpd_60_89'
  return 'dpd_90_plus'
}

export const paymentMethods = ['spei', 'bank_cash', 'card', 'domiciliacion'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
/** How a recorded payment came: the methods staff register, or another loan's credit balance applied to it. */
export const loanPaymentMethods = [...paymentMethods, 'credit_balance'] as const
export type LoanPaymentMethod = (typeof loanPaymentMethods)[number]

/** What an amount beyond the current installment does (the customer's choice, recorded with the payment). */
export const prepaymentChoices = ['reduce_term', 'reduce_payment'] as const
export type PrepaymentChoice = (typeof prepaymentChoices)[number]

/**
 * How a broken first period's days are counted (over a 360-day year): actual calendar days (actual/360, the
 * Mexican lenders' default) or 30-day months (30/360). A credit policy names it; a loan keeps its own.
 */
export const dayCounts = ['actual_360', '30_360'] as const
export type DayCount = (typeof dayCounts)[number]
export const DEFAULT_DAY_COUNT: DayCount = 'actual_360'

/** `written_off`: castigada (issue 33); the customer still owes, payments after it are recoveries. */
export const loanStatuses = ['active', 'paid_off', 'written_off'] as const
export type LoanStatus = (typeof loanStatuses)[number]

// ---------------------------------------------------------------- requests

export const paymentRequestSchema = z
  .object({
    amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
    /**
     * The day the money arrived (its value date): never in the future, never before the disbursement, and at
     * most the credit policy's `paymentBackdatingDays` before today (checked by the API).
     */
    paidOn: boundedDateSchema(),
    method: z.enum(paymentMethods, { message: fieldError('invalid_choice') }),
    reference: singleLineText().trim().max(60).default(''),
    prepaymentChoice: z
      .enum(prepaymentChoices, { message: fieldError('invalid_choice') })
      .default('reduce_term'),
    /** The loan's version the person saw (a payment registered meanwhile makes this a 409). */
    version: versionSchema(),
  })
  .strict()
export type PaymentRequest = z.infer<typeof paymentRequestSchema>
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>

export const reversalRequestSchema = z
  .object({
    reason: multiLineText().trim().min(5, fieldError('too_short', 5)).max(500, fieldError('too_long', 500)),
    version: versionSchema(),
  })
  .strict()
export type ReversalRequest = z.infer<typeof reversalRequestSchema>

/** A refund of the credit balance: the outgoing transfer's amount, value date and tracking reference. */
export const refundRequestSchema = z
  .object({
    amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
    /** The day the transfer went out; never in the future (checked by the API). */
    paidOn: boundedDateSchema(),
    /** The SPEI tracking key (clave de rastreo) or the bank's reference of the outgoing transfer. */
    reference: singleLineText().trim().min(1, fieldError('required')).max(60, fieldError('too_long', 60)),
    version: versionSchema(),
  })
  .strict()
export type RefundRequest = z.infer<typeof refundRequestSchema>

/** Applies part of the credit balance to another loan of the same customer (as a payment on it, today). */
export const applyCreditRequestSchema = z
  .object({
    amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
    /** The application whose loan receives it. */
    targetApplicationId: idTextSchema(),
    version: versionSchema(),
  })
  .strict()
export type ApplyCreditRequest = z.infer<typeof applyCreditRequestSchema>

export const paymentParamsSchema = applicationParamsSchema.extend({ paymentId: idTextSchema() })
/** A statement's period: a calendar month, YYYY-MM. */
export const statementParamsSchema = applicationParamsSchema.extend({
  period: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, fieldError('invalid_date')),
})

// ---------------------------------------------------------------- answers

/** How one payment was applied; the parts always sum exactly to the amount. */
export const allocationSchema = z.object({
  lateInterestCents: z.number().int(),
  lateInterestIvaCents: z.number().int(),
  /** Fees (late-payment fee…) and their IVA, after late interest (issue 33). */
  feesCents: z.number().int(),
  feesIvaCents: z.number().int(),
  interestCents: z.number().int(),
  ivaCents: z.number().int(),
  insuranceCents: z.number().int(),
  principalCents: z.number().int(),
  /** Beyond the current installment: extra principal, re-amortised by the customer's choice. */
  prepaymentCents: z.number().int(),
  /** More than the loan owed (a back-dated payment replayed before it): kept as a balance in favour. */
  unappliedCents: z.number().int(),
  /**
   * A payoff gives back the interest and its IVA collected ahead of the days elapsed (a payment taken as
   * the current period's interest, then the loan settled early): zero or negative.
   */
  interestCreditCents: z.number().int(),
  /** The payment settled the whole loan (interest of the current period only to the day). */
  payoff: z.boolean(),
})
export type Allocation = z.infer<typeof allocationSchema>

export const loanPaymentSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  method: z.enum(loanPaymentMethods),
  reference: z.string(),
  prepaymentChoice: z.enum(prepaymentChoices),
  registeredBy: z.string().nullable(),
  reversed: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  /** Null for a reversed payment. */
  allocation: allocationSchema.nullable(),
})
export type LoanPayment = z.infer<typeof loanPaymentSchema>

export const creditMovementKinds = ['refund', 'applied'] as const
export type CreditMovementKind = (typeof creditMovementKinds)[number]
/** The credit balance going out: refunded by transfer, or applied as a payment on another loan. */
export const creditMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(creditMovementKinds),
  amountCents: z.number().int(),
  on: z.string(),
  reference: z.string(),
  /** The loan that received it (applied). */
  target: z.object({ applicationId: z.number().int(), folio: z.number().int() }).nullable(),
  by: z.string().nullable(),
  at: z.string(),
})
export type CreditMovement = z.infer<typeof creditMovementSchema>

export const loanApprovalKinds = [
  'loan.payment-reversal',
  'loan.refund',
  versionApprovalKinds.restructure,
  versionApprovalKinds.payment_holiday,
  versionApprovalKinds.due_day_change,
  versionApprovalKinds.acceleration,
  'loan.write-off',
] as const
export const pendingLoanApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(loanApprovalKinds),
  requestedBy: z.string().nullable(),
  requestedById: z.number().int(),
  requestedAt: z.string(),
  /** The payment a reversal would undo (null for a refund or a write-off). */
  paymentId: z.number().int().nullable(),
  amountCents: z.number().int(),
  version: z.number().int(),
})
export type PendingLoanApproval = z.infer<typeof pendingLoanApprovalSchema>

export const installmentStates = ['paid', 'partial', 'overdue', 'due'] as const
export const installmentSchema = z.object({
  n: z.number().int(),
  dueDate: z.string(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  ivaCents: z.number().int(),
  insuranceCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  state: z.enum(installmentStates),
})
export type Installment = z.infer<typeof installmentSchema>

export const loanSummarySchema = z.object({
  /** Everything owed today except interest not yet due: principal, due and unpaid charges, late interest. */
  balanceCents: z.number().int(),
  principalOutstandingCents: z.number().int(),
  overdueCents: z.number().int(),
  lateInterestCents: z.number().int(),
  daysPastDue: z.number().int(),
  bucket: z.enum(arrearsBuckets),
  nextDueDate: z.string().nullable(),
  nextDueCents: z.number().int(),
})

export const loanDetailSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(loanStatuses),
  principalCents: z.number().int(),
  annualRateBps: z.number().int(),
  termMonths: z.number().int(),
  openingFeeBps: z.number().int(),
  insuranceMonthlyCents: z.number().int(),
  disbursedOn: z.string(),
  paidOffOn: z.string().nullable(),
  /** The date the figures, the schedule's states, the payments and the credit balance are shown on. */
  asOf: z.string(),
  summary: loanSummarySchema,
  schedule: z.array(installmentSchema),
  payments: z.array(loanPaymentSchema),
  /** Statement periods (YYYY-MM) from the disbursement to today. */
  periods: z.array(z.string()),
  dayCount: z.enum(dayCounts),
  /** Money received beyond what the loan owed, left by a correction; the customer's, never lost. */
  creditBalanceCents: z.number().int(),
  creditMovements: z.array(creditMovementSchema),
  /** Other loans of the same customer that may receive the credit balance. */
  creditTargets: z.array(
    z.object({ applicationId: z.number().int(), folio: z.number().int(), balanceCents: z.number().int() }),
  ),
  /** Reversals and refunds asked on this loan that wait for a second person (the approvals queue). */
  pendingApprovals: z.array(pendingLoanApprovalSchema),
  /** Issue 33: the schedule versions (restructure, payment holiday, due-day change, acceleration). */
  versions: loanVersionsSchema,
  /** Issue 33: the loan's allocation strategy, engine version and charges, and the fees it owes. */
  allocationRules: loanAllocationRulesSchema,
  /** Non-accrual, suspended interest, provision, write-off and recoveries (issue 33). */
  delinquency: loanDelinquencySchema,
  /** Periodicity and number of payments (issue 33). */
  product: loanProductSchema,
  /** Issue 35: what the customer pays to, ten digits with its check digit (payment-references.ts). */
  paymentReference: z.string(),
  /** Issue 35: the loan's own CLABE under the lender's concentrating account, 18 digits. */
  referencedClabe: z.string(),
})
export type LoanDetail = z.infer<typeof loanDetailSchema>

/** The same charges as an allocation (without prepayment), owed on a date instead of paid. */
export const payoffQuoteSchema = allocationSchema
  .omit({ prepaymentCents: true, unappliedCents: true, payoff: true })
  .extend({ on: z.string(), totalCents: z.number().int() })
export type PayoffQuote = z.infer<typeof payoffQuoteSchema>

export const statementSchema = z.object({
  folio: z.number().int(),
  applicantName: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalanceCents: z.number().int(),
  closingBalanceCents: z.number().int(),
  lateInterestAccruedCents: z.number().int(),
  daysPastDue: z.number().int(),
  bucket: z.enum(arrearsBuckets),
  installmentsDue: z.array(installmentSchema),
  payments: z.array(loanPaymentSchema),
  /** Issue 33: the CAT, rates, interest and IVA, charges, next payment, RECA and UNE (statement-disclosures.ts). */
  ...statementDisclosureFields,
  /** Issue 35: how to pay, as the statement prints it. */
  paymentReference: z.string(),
  referencedClabe: z.string(),
})
export type Statement = z.infer<typeof statementSchema>

// ---------------------------------------------------------------- the loans list

export const loanSortKeys = ['folio', 'balance', 'daysPastDue', 'nextDueDate', 'disbursedOn'] as const
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const loanListQuerySchema = listQuerySchema(loanSortKeys).extend({
  bucket: z.preprocess(emptyToUndefined, z.enum(arrearsBuckets).optional()),
  allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  status: z.preprocess(emptyToUndefined, z.enum(loanStatuses).optional()),
  /** The credit product (the portfolio dashboard's product filter links here). */
  product: z.preprocess(emptyToUndefined, z.enum(creditProducts).optional()),
  /** The funder whose line holds (or held, once repaid) the credit (issue 15). */
  funderId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  /** Issue 33: the figures, status, bucket and totals as they stood (or will stand) on this date. */
  asOf: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
})
export type LoanListQuery = z.infer<typeof loanListQuerySchema>

export const loanListItemSchema = z.object({
  applicationId: z.number().int(),
  origin: z.enum(creditProducts),
  folio: z.number().int(),
  applicantName: z.string(),
  allyId: z.number().int(),
  allyName: z.string(),
  status: z.enum(loanStatuses),
  principalCents: z.number().int(),
  balanceCents: z.number().int(),
  nextDueDate: z.string().nullable(),
  nextDueCents: z.number().int(),
  daysPastDue: z.number().int(),
  bucket: z.enum(arrearsBuckets),
  disbursedOn: z.string(),
  paidOffOn: z.string().nullable(),
  funder: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
export type LoanListItem = z.infer<typeof loanListItemSchema>

/** Portfolio figures of the list's filters (bucket aside): the balance and its share in each bucket. */
export const portfolioTotalsSchema = z.object({
  loans: z.number().int(),
  balanceCents: z.number().int(),
  byBucket: z.array(
    z.object({
      bucket: z.enum(arrearsBuckets),
      loans: z.number().int(),
      balanceCents: z.number().int(),
      /** Share of the balance, 0 to 1. */
      ratio: z.number(),
    }),
  ),
  /** Share of the balance 1 day or more past due. */
  pastDueRatio: z.number(),
})
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>

export const loanListResponseSchema = listEnvelope(loanListItemSchema, { totals: portfolioTotalsSchema })
export type LoanListResponse = z.infer<typeof loanListResponseSchema>
