import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { ArrearsBucket, CreditProduct } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { loanStateOn, loanSummary } from '../../lending'
import { loadLedger } from './loan-record'
import { loans } from './loan-servicing.schema'

export interface LoanFiguresOn {
  applicationId: number
  allyId: number
  product: CreditProduct
  balanceCents: number
  bucket: ArrearsBucket
}

/**
 * Every loan outstanding on a past or present `date`, with its balance and arrears bucket as the ledger
 * says they were that day (payments made by then, late interest accrued to it). The portfolio's daily
 * snapshots read it, so the past-due ratio over time comes from the same ledger as today's list.
 */
export async function loanFiguresOn(db: Executor, date: string): Promise<LoanFiguresOn[]> {
  const rows = await db
    .select({ loan: loans, allyId: applications.allyId, product: applications.product })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(and(lte(loans.disbursedOn, date), or(isNull(loans.paidOffOn), gt(loans.paidOffOn, date))))
  const figures: LoanFiguresOn[] = []
  for (const { loan, allyId, product } of rows) {
    const { ledger, payments } = await loadLedger(db, loan)
    const state = loanStateOn(ledger, payments, date)
    if (state.paidOffOn) continue
    const summary = loanSummary(state)
    figures.push({
      applicationId: loan.applicationId,
      allyId,
      product,
      balanceCents: summary.balanceCents,
      bucket: summary.bucket,
    })
  }
  return figures
}
