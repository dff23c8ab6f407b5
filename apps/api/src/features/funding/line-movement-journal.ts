import type { LineMovementKind } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { fundingDrawdownAmounts, fundingRepaymentAmounts, linesOf, postJournalEntry } from '../accounting'
// Journal memos are read by the lender's accountants: Mexican dates (dd/mm/aaaa).
import { day as dayText } from '../../lib/pdf/pdf-kit'

/**
 * A drawdown's or repayment's entry (docs/accounting.md "Funding"), in the approval's transaction: an entry of
 * no loan ('auto' resolves the slots: the funding accounts are the same for every product), its source the
 * movement. Answers the entry and the day the books carry it (a closed month's movement lands in the open one).
 */
export function journalLineMovement(
  tx: Transaction,
  movement: {
    id: number
    lineId: number
    kind: LineMovementKind
    principalCents: number
    interestCents: number
    movedOn: string
    reference: string
  },
  createdBy: number,
) {
  const drawdown = movement.kind === 'drawdown'
  const amounts = drawdown
    ? fundingDrawdownAmounts(movement.principalCents)
    : fundingRepaymentAmounts(movement.principalCents, movement.interestCents)
  return postJournalEntry(tx, {
    businessDate: movement.movedOn,
    kind: drawdown ? 'funding_drawdown' : 'funding_repayment',
    source: { type: 'funding_movement', id: movement.id },
    product: 'auto',
    loanId: null,
    memo: `${drawdown ? 'Disposición' : 'Pago'} de la línea de fondeo ${movement.lineId}, ${movement.reference}, ${dayText(movement.movedOn)}`,
    lines: linesOf(amounts),
    createdBy,
  })
}
