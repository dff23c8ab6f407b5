import { eq } from 'drizzle-orm'
import type {
  CreditPolicyVersion,
  IncomeMatrix,
  PaymentCapacity,
  PaymentCapacityResponse,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { userDirectory } from '../users'
import { incomeMatrices } from './credit-policy.schema'
import { quoteLoan } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { latestReport } from '../credit-bureau'
import {
  averageMonthly,
  debtToIncomeBps,
  freeIncome,
  maxAffordableAmount,
  maxPayment,
  monthTotals,
} from './capacity-formula'
import { currentPolicy } from './credit-policy.service'
import { rateWithinPolicy } from './policy-rules'

type MatrixRow = typeof incomeMatrices.$inferSelect
type CapacityApplication = Pick<ApplicationRow, 'id' | 'product' | 'productData' | 'finance'>

const declaredOf = (application: Pick<ApplicationRow, 'finance'>) => {
  const finance = application.finance as Partial<PaymentCapacityResponse['declared']> | null
  return {
    monthlyIncomeCents: finance?.monthlyIncomeCents ?? 0,
    monthlyExpensesCents: finance?.monthlyExpensesCents ?? 0,
    monthlyDebtPaymentsCents: finance?.monthlyDebtPaymentsCents ?? 0,
  }
}

export async function loadMatrixRow(db: Executor, applicationId: number) {
  const [row] = await db.select().from(incomeMatrices).where(eq(incomeMatrices.applicationId, applicationId))
  return row ?? null
}

async function matrixOf(db: Executor, row: MatrixRow): Promise<IncomeMatrix> {
  const totals = monthTotals(row.months.length, row.sources)
  const [author] = row.updatedByUserId
    ? await db
        .select({ id: userDirectory.id, fullName: userDirectory.fullName })
        .from(userDirectory)
        .where(eq(userDirectory.id, row.updatedByUserId))
    : []
  return {
    version: row.version,
    months: row.months,
    sources: row.sources,
    monthTotalsCents: totals,
    averageMonthlyCents: averageMonthly(totals),
    acceptedIncomeCents: row.acceptedIncomeCents,
    acceptedMethod: row.acceptedMethod,
    householdExpensesCents: row.householdExpensesCents,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: author ?? null,
  }
}

/**
 * The capacity formula applied to the application's proposal under the policy: the requested amount and
 * term at the requested rate brought within the policy's range, with the policy's opening fee.
 */
export function capacityFigures(
  application: CapacityApplication,
  matrix: Pick<MatrixRow, 'acceptedIncomeCents' | 'householdExpensesCents'>,
  existing: { debtCents: number; source: PaymentCapacity['existingDebtSource'] },
  policy: CreditPolicyVersion,
): PaymentCapacity {
  const { terms } = application.productData as {
    terms: { requestedAmountCents: number; termMonths: number; annualRateBps: number }
  }
  const proposal = {
    amountCents: terms.requestedAmountCents,
    termMonths: terms.termMonths,
    annualRateBps: rateWithinPolicy(policy, terms.annualRateBps),
    openingFeeBps: policy.terms.openingFeeBps,
  }
  const quote = quoteLoan(proposal)
  const income = matrix.acceptedIncomeCents
  const free = freeIncome(income, matrix.householdExpensesCents, existing.debtCents)
  const dti = debtToIncomeBps(existing.debtCents + quote.paymentWithIvaCents, income)
  const maxPaymentCents = maxPayment({
    incomeCents: income,
    maxDebtToIncomeBps: policy.terms.maxDebtToIncomeBps,
    existingDebtCents: existing.debtCents,
    freeIncomeCents: free,
  })
  return {
    policyVersionId: policy.id,
    policyVersion: policy.version,
    verifiedIncomeCents: income,
    householdExpensesCents: matrix.householdExpensesCents,
    existingDebtCents: existing.debtCents,
    existingDebtSource: existing.source,
    freeIncomeCents: free,
    proposal,
    proposedPaymentCents: quote.paymentCents,
    proposedPaymentWithIvaCents: quote.paymentWithIvaCents,
    debtToIncomeBps: dti,
    maxDebtToIncomeBps: policy.terms.maxDebtToIncomeBps,
    withinPolicy: dti !== null && dti <= policy.terms.maxDebtToIncomeBps && quote.paymentWithIvaCents <= free,
    maxPaymentCents,
    maxAmountCents: maxAffordableAmount(maxPaymentCents, proposal.annualRateBps, proposal.termMonths),
  }
}

/** Existing monthly debt payments: the latest bureau report's sum, else what the applicant declared. */
async function existingDebtOf(db: Executor, application: CapacityApplication) {
  const report = await latestReport(db, application.id)
  if (report?.summary) return { debtCents: report.summary.monthlyPaymentsCents, source: 'bureau' as const }
  return { debtCents: declaredOf(application).monthlyDebtPaymentsCents, source: 'declared' as const }
}

async function capacityFor(db: Executor, application: CapacityApplication, row: MatrixRow | null) {
  if (!row) return null
  const [existing, policy] = await Promise.all([
    existingDebtOf(db, application),
    currentPolicy(db, application.product),
  ])
  return capacityFigures(application, row, existing, policy)
}

/** The payment-capacity area of an application: its matrix, its capacity and the declared figures. */
export async function paymentCapacityArea(
  db: Executor,
  application: CapacityApplication,
): Promise<PaymentCapacityResponse> {
  const row = await loadMatrixRow(db, application.id)
  return {
    matrix: row ? await matrixOf(db, row) : null,
    capacity: await capacityFor(db, application, row),
    declared: declaredOf(application),
  }
}

/** The capacity of an application (null before its income matrix is recorded), for the committee's resume. */
export async function paymentCapacityOf(
  db: Executor,
  applicationId: number,
): Promise<PaymentCapacity | null> {
  const [application] = await db
    .select({
      id: applicationRecords.id,
      product: applicationRecords.product,
      productData: applicationRecords.productData,
      finance: applicationRecords.finance,
    })
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
  if (!application) return null
  return capacityFor(db, application, await loadMatrixRow(db, applicationId))
}
