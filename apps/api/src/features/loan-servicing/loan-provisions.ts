import { and, eq, lte, type SQL } from 'drizzle-orm'
import {
  fieldError,
  type CreditProduct,
  type DelinquencyPolicy,
  type ProvisionReport,
  type ProvisionReportQuery,
} from '@mesa/contracts'
import { businessDateOf } from '../business-date'
import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { applicationDirectory as applications, visibleInDirectory } from '../credit-applications'
import {
  accrualStandingOn,
  accruing,
  exposureOf,
  loanSummary,
  loanStateOn,
  provisionOf,
  provisionReportOf,
  suspendedInterestOn,
  type ProvisionedLoan,
} from '../../lending'
import { delinquencyPolicyOf, isRestructured } from './loan-delinquency'
import { loadLedger, refreshStaleFigures } from './loan-record'
import { loans } from './loan-servicing.schema'

/**
 * The loss-provision report as of a date (issue 33, docs/domain.md "Delinquency and loss"): every loan in the
 * viewer's scope disbursed by then and neither paid off nor written off by then, replayed to the date, its
 * provision PD × SP × EI by its product's table, summed by arrears bucket. Non-accrual on the date is the
 * loan's recorded non-accrual when it began on or before it, else what the days past due then say.
 * `where` narrows it further on the application directory (the portfolio reports' product and ally, issue 36).
 */
export async function provisionReport(
  db: Executor,
  query: ProvisionReportQuery,
  viewer: Viewer,
  where?: SQL,
): Promise<ProvisionReport> {
  const today = await businessDateOf(db)
  const asOf = query.asOf ?? today
  if (asOf > today) throw badRequest({ asOf: [fieldError('date_out_of_range')] })
  await refreshStaleFigures(db, today)
  const rows = await db
    .select({ loan: loans, product: applications.product })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(and(visibleInDirectory(viewer), where, lte(loans.disbursedOn, asOf)))
    .orderBy(loans.id)
  const policies = new Map<string, DelinquencyPolicy>()
  const policyOf = async (product: CreditProduct) => {
    if (!policies.has(product)) policies.set(product, await delinquencyPolicyOf(db, product))
    return policies.get(product)!
  }
  const provisioned: ProvisionedLoan[] = []
  for (const { loan, product } of rows) {
    if (loan.writtenOffOn && loan.writtenOffOn <= asOf) continue
    const { ledger, payments } = await loadLedger(db, loan)
    const state = loanStateOn(ledger, payments, asOf)
    if (state.paidOffOn) continue
    const policy = await policyOf(product as CreditProduct)
    const recorded =
      loan.nonAccrualSince && loan.nonAccrualSince <= asOf
        ? { accrualStatus: 'non_accrual' as const, nonAccrualSince: loan.nonAccrualSince }
        : accruing
    const standing = accrualStandingOn(state, recorded, policy)
    const suspendedInterestCents = standing.nonAccrualSince
      ? suspendedInterestOn(ledger, payments, standing.nonAccrualSince, asOf)
      : 0
    const { bucket } = loanSummary(state)
    const provision = provisionOf({
      bucket,
      restructured: isRestructured(loan),
      exposureCents: exposureOf(state, ledger, suspendedInterestCents),
      table: policy.provisionTable,
    })
    provisioned.push({
      bucket,
      exposureCents: provision.exposureCents,
      provisionCents: provision.provisionCents,
      nonAccrual: standing.accrualStatus === 'non_accrual',
      suspendedInterestCents,
    })
  }
  return provisionReportOf(asOf, provisioned)
}
