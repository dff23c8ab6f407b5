import type { CreditProduct } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { disbursementAmounts } from '../accounting'
import { openingFeeOf } from '../../lending'
import { postLoanEntry } from './loan-journal'

/*
 * The disbursement's entry when the loan opens (issue 34, docs/accounting.md "Money events"): Dr portfolio.current
 * the principal; Cr bank what went out; Cr openingFee.deferred the fee and Cr iva.payable its IVA when the policy
 * deducted them from the amount (the funding disbursement's record says so).
 */
export interface DisbursementJournal {
  product: CreditProduct
  /** The fee and its IVA deducted from the amount (zero when the policy charges the fee otherwise). */
  openingFeeCents: number
  openingFeeIvaCents: number
  createdBy: number | null
}

/**
 * The fee deducted: the funding disbursement's figures when Mesa paid it out; a loan funded outside Mesa's
 * funding records (and the demo's) as the default policy deducts it (lending/disclosure.ts openingFeeOf).
 */
export function deductedFeeOf(
  loan: { principalCents: number; openingFeeBps: number },
  disbursement: { openingFeeCents: number; openingFeeIvaCents: number } | null,
) {
  if (disbursement)
    return {
      openingFeeCents: disbursement.openingFeeCents,
      openingFeeIvaCents: disbursement.openingFeeIvaCents,
    }
  const fee = openingFeeOf(loan)
  return { openingFeeCents: fee.amountCents, openingFeeIvaCents: fee.ivaCents }
}

export const journalDisbursement = (
  tx: Transaction,
  loanId: number,
  principalCents: number,
  disbursedOn: string,
  journal: DisbursementJournal,
) =>
  postLoanEntry(
    tx,
    { loanId, product: journal.product, businessDate: disbursedOn, createdBy: journal.createdBy },
    'disbursement',
    { type: 'loan', id: loanId },
    disbursementAmounts({
      principalCents,
      openingFeeCents: journal.openingFeeCents,
      openingFeeIvaCents: journal.openingFeeIvaCents,
    }),
    `Disposición del crédito ${loanId}`,
  )
