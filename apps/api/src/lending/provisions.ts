import {
  arrearsBuckets,
  coverageOf,
  type ArrearsBucket,
  type LoanProvision,
  type ProvisionReport,
  type ProvisionTable,
} from '@mesa/contracts'
import { divideHalfEven, type Cents } from './money'
import { interestOwedOf } from './delinquency'
import type { LedgerLoan, LoanState } from './ledger'

/*
 * Expected loss of non-revolving consumer credit in the spirit of the CNBV's rules for credit institutions
 * (art. 91 et seq.): reserve = PD × SP × EI, per loan, rounded half to even at the centavo once
 * (docs/domain.md "Delinquency and loss").
 */

/**
 * The exposure at default: principal outstanding plus interest owed (ordinary and late, without IVA); a
 * non-accrual loan's suspended interest is off balance, so it is not exposure. Never negative.
 */
export function exposureOf(state: LoanState, loan: LedgerLoan, suspendedInterestCents: Cents): Cents {
  const principal = payoffPrincipal(state)
  return Math.max(0, principal + interestOwedOf(state, loan) - suspendedInterestCents)
}

const payoffPrincipal = (state: LoanState) =>
  state.installments.reduce((total, row) => total + row.principalCents - row.paid.principal, 0)

export interface ProvisionInput {
  bucket: ArrearsBucket
  restructured: boolean
  exposureCents: Cents
  table: ProvisionTable
}

/** PD (the restructured row when restructured) × SP of the bucket × EI, rounded half to even at the centavo. */
export function provisionOf({ bucket, restructured, exposureCents, table }: ProvisionInput): LoanProvision {
  const rate = table[bucket]
  const pdBps = restructured ? rate.restructuredPdBps : rate.pdBps
  return {
    restructured,
    pdBps,
    severityBps: rate.severityBps,
    exposureCents,
    provisionCents: divideHalfEven(
      BigInt(exposureCents) * BigInt(pdBps) * BigInt(rate.severityBps),
      100_000_000n,
    ),
  }
}

export interface ProvisionedLoan {
  bucket: ArrearsBucket
  exposureCents: Cents
  provisionCents: Cents
  nonAccrual: boolean
  suspendedInterestCents: Cents
}

/** The report's rows by bucket (every bucket, empty ones too) and totals: the totals are the rows' sums. */
export function provisionReportOf(asOf: string, loans: ProvisionedLoan[]): ProvisionReport {
  const rows = arrearsBuckets.map((bucket) => {
    const mine = loans.filter((loan) => loan.bucket === bucket)
    const exposureCents = mine.reduce((total, loan) => total + loan.exposureCents, 0)
    const provisionCents = mine.reduce((total, loan) => total + loan.provisionCents, 0)
    return {
      bucket,
      loans: mine.length,
      exposureCents,
      provisionCents,
      coverage: coverageOf(provisionCents, exposureCents),
    }
  })
  const exposureCents = rows.reduce((total, row) => total + row.exposureCents, 0)
  const provisionCents = rows.reduce((total, row) => total + row.provisionCents, 0)
  const nonAccrual = loans.filter((loan) => loan.nonAccrual)
  return {
    asOf,
    rows,
    nonAccrualLoans: nonAccrual.length,
    suspendedInterestCents: nonAccrual.reduce((total, loan) => total + loan.suspendedInterestCents, 0),
    totals: {
      loans: loans.length,
      exposureCents,
      provisionCents,
      coverage: coverageOf(provisionCents, exposureCents),
    },
  }
}
