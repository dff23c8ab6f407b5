import type { CreditProduct } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { creditOutAmounts, reverseJournalEntry, standingEntryOf } from '../accounting'
import { postLoanEntry } from './loan-journal'

/*
 * A credit balance going out (issue 34, docs/accounting.md "Money events"): a refund (Dr customer.creditBalance /
 * Cr bank) or credit applied to another loan of the customer, whose first leg is the same entry on the first loan
 * ('credit_applied'), the second loan posting an ordinary payment. Every entry belongs to one loan and balances
 * on its own; Bancos moves in and out the same day.
 */

/** The refund's or the applied credit's entry on the loan the credit leaves, in the movement's transaction. */
export const journalCreditOut = (
  tx: Transaction,
  movement: { id: number; loanId: number; amountCents: number; kind: 'refund' | 'applied' },
  context: { product: CreditProduct; businessDate: string; createdBy: number | null },
) =>
  postLoanEntry(
    tx,
    { ...context, loanId: movement.loanId },
    movement.kind === 'refund' ? 'refund' : 'credit_applied',
    { type: 'credit_movement', id: movement.id },
    creditOutAmounts(movement.amountCents),
    movement.kind === 'refund'
      ? `Devolución de saldo a favor, movimiento ${movement.id}`
      : `Saldo a favor aplicado a otro crédito, movimiento ${movement.id}`,
  )

/**
 * The payment the credit paid was reversed: the movement is cancelled and the credit is the first loan's again,
 * the exact counter-entry of its 'credit_applied' entry.
 */
export async function journalCreditReturned(
  tx: Transaction,
  movement: { id: number },
  context: { businessDate: string; createdBy: number | null },
) {
  const entryId = await standingEntryOf(tx, 'credit_applied', { type: 'credit_movement', id: movement.id })
  if (!entryId) return null
  return reverseJournalEntry(tx, entryId, {
    businessDate: context.businessDate,
    createdBy: context.createdBy,
    memo: `Saldo a favor devuelto: pago reversado, movimiento ${movement.id}`,
  })
}
